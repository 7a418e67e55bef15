/**
 * User rules shared by the create/edit forms and the fixture back end (portal-core §5, §6), written once as the
 * user payload's schema. Validators return `{ field: [message key] }`, keys being paths under the `app` namespace
 * of src/i18n/en.ts
 * (e.g. 'validation.required'); the UI translates them with `translate('app.' + key)`, the fixture looks them up
 * in the same catalogue. Unique email needs the database, so only the fixture checks it (its message key is
 * exported here so both sides name it the same way).
 */
import type { USER_ROLES } from '../constants.ts';
import type { RuleErrors } from './common.ts';
import { USER_REQUIRED_FIELDS, USER_RULE_KEYS, ruleErrorsOf, userPayloadSchema } from '../schemas/userPayload.ts';
export type { RuleErrors } from './common.ts';
export { USER_REQUIRED_FIELDS, USER_RULE_KEYS };

export type UserRole = (typeof USER_ROLES)[number];

export const DEFAULT_USER_ROLE: UserRole = 'member';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface UserInput {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  description?: unknown;
  user_type?: unknown;
  notify_email?: unknown;
  services?: unknown;
}

/** The user payload's rules (schemas/userPayload.ts), as `{ field: [message key] }`. */
export function validateUser(input: UserInput): RuleErrors {
  return ruleErrorsOf(userPayloadSchema, input);
}

/**
 * Ids of the bulk `users` query. The spec names the parameter but not its format; ours is a comma-separated id
 * list (`?users=3,7,12`), the shape the data provider sends. Returns null when the list is empty or malformed.
 */
export function parseUserIds(value: unknown): number[] | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

export const formatUserIds = (ids: readonly (number | string)[]) => ids.join(',');
