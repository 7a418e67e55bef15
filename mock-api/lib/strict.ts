/**
 * A strict fixture: a body may carry only the fields the spec gives its call, so a data provider that drifts
 * from the contract (an alias, a renamed field, a field of our own) fails its tests instead of passing silently.
 */
import { ApiError } from './errors.ts';
import { messages } from './messages.ts';

/**
 * Throws 422 `{ message, errors: { field: [unknown_field] } }` naming every field of `body` that is not in
 * `allowed`. Where the spec allows two shapes for one call, pass the union of both shapes' fields and check the
 * shape itself in the handler. A body that is not a plain object is left to the handler's own checks.
 */
export function allowOnly(body: unknown, allowed: readonly string[]): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const known = new Set(allowed);
  const unknown = Object.keys(body).filter((k) => !known.has(k));
  if (unknown.length === 0) return;
  const text = messages.validation.unknown_field;
  throw new ApiError(422, `${text} (${unknown.join(', ')})`, Object.fromEntries(unknown.map((k) => [k, [text]])));
}
