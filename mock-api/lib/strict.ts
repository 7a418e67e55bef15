// a drifting data provider (an alias, a renamed field) fails its tests instead of passing silently
import { ApiError } from './errors.ts';
import { TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import { FILE_FIELDS, NUMBER_FIELDS, writtenAsNumbers } from '../../src/shared/payloads.ts';
import { message, messages } from './messages.ts';

// where the spec allows two shapes for one call, pass both shapes' fields and check the shape in the handler
export function allowOnly(body: unknown, allowed: readonly string[]): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const known = new Set(allowed);
  const unknown = Object.keys(body).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    const text = messages.validation.unknown_field;
    throw new ApiError(422, `${text} (${unknown.join(', ')})`, Object.fromEntries(unknown.map((k) => [k, [text]])));
  }
  const b = body as Record<string, unknown>;
  refuse(
    Object.keys(b).filter((k) => !FILE_FIELDS.has(k) && typeof b[k] === 'string' && b[k].length > TEXT_MAX_LENGTH),
    message('validation.max_length', { max: TEXT_MAX_LENGTH }),
  );
  refuse(
    Object.keys(b).filter((k) => NUMBER_FIELDS.has(k) && !writtenAsNumbers(b[k])),
    messages.validation.number,
  );
}

function refuse(fields: string[], text: string): void {
  if (fields.length === 0) return;
  throw new ApiError(422, `${text} (${fields.join(', ')})`, Object.fromEntries(fields.map((k) => [k, [text]])));
}
