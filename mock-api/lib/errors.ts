import type { ErrorRequestHandler } from 'express';
import { MAX_UPLOAD_BYTES } from '../../src/shared/uploads.ts';
import { message, messages } from './messages.ts';

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

export function assertValid(errors: FieldErrors): void {
  const fields = Object.keys(errors).filter((k) => errors[k].length > 0);
  if (fields.length === 0) return;
  const first = errors[fields[0]][0];
  const more = fields.length > 1 ? ` ${message('server.more_errors', { smart_count: fields.length - 1 })}` : '';
  throw new ApiError(422, `${first}${more}`, Object.fromEntries(fields.map((f) => [f, errors[f]])));
}

export const fieldError = (field: string, text: string, status = 422) =>
  new ApiError(status, text, { [field]: [text] });

export const invalidField = (field: string) => fieldError(field, messages.validation.invalid_value);

export type NotFoundKey = keyof typeof messages.server.not_found;
export const notFound = (what: NotFoundKey, values?: Record<string, string>) =>
  new ApiError(404, message(`server.not_found.${what}`, values));

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof ApiError) {
    res.status(err.status).json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    return;
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: messages.server.invalid_json });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ message: message('validation.file_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }) });
    return;
  }
  const status = Number((err as { status?: number }).status);
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: (err as Error).message || messages.server.bad_request });
    return;
  }
  console.error(messages.server.console.unexpected_error, err);
  res.status(500).json({ message: messages.server.internal_error });
};
