/**
 * The one 'rule key -> form error' mapping of the UI. The shared rules (src/shared/validation/) answer
 * `{ field: [message key] }`, keys under `app` in src/i18n/en.ts; react-admin translates an input's error (a key, or
 * `{ message, args }`), and the numbers a message names come from the same constants the rules use.
 */
import { TEXT_MAX_LENGTH } from '../shared/constants.ts';
import { MAX_UPLOAD_BYTES } from '../shared/uploads.ts';

/** A catalogue key, or a key with the values its message names (react-admin's ValidationErrorMessage). */
export type FormError = string | { message: string; args: Record<string, number> };

const ARGS: Record<string, Record<string, number>> = {
  'validation.max_length': { max: TEXT_MAX_LENGTH },
  'validation.file_too_large': { max: MAX_UPLOAD_BYTES / 1024 / 1024 },
};

/** The error an input shows for its rule keys (the first one), undefined when there is none. */
export function ruleError(keys: readonly string[] | undefined): FormError | undefined {
  const key = keys?.[0];
  if (!key) return undefined;
  return ARGS[key] ? { message: `app.${key}`, args: ARGS[key] } : `app.${key}`;
}

/** Rule errors as react-admin form-level errors; `rename` maps a rule's field (the API's name) to the input's. */
export function toFormErrors(
  rules: Record<string, readonly string[]>,
  rename: Record<string, string> = {},
): Record<string, FormError> {
  const out: Record<string, FormError> = {};
  for (const [field, keys] of Object.entries(rules)) {
    const error = ruleError(keys);
    if (error) out[rename[field] ?? field] ??= error;
  }
  return out;
}
