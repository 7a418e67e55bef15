/**
 * User rules shared by the create/edit forms and the fixture back end (portal-core §5, §6), written once.
 * Validators return `{ field: [message key] }`, keys being paths under the `app` namespace of src/i18n/en.ts
 * (e.g. 'validation.required'); the UI translates them with `translate('app.' + key)`, the fixture looks them up
 * in the same catalogue. Unique email needs the database, so only the fixture checks it (its message key is
 * exported here so both sides name it the same way).
 */
import { TEXT_MAX_LENGTH, USER_ROLES } from '../constants.ts';
import { type RuleErrors, add, blank, isEmail } from './common.ts';
export type { RuleErrors } from './common.ts';

export type UserRole = (typeof USER_ROLES)[number];

/** Fields a person must fill in; the forms show the required marker for exactly these. */
export const USER_REQUIRED_FIELDS = ['first_name', 'last_name', 'email'] as const;
export const DEFAULT_USER_ROLE: UserRole = 'member';

export const USER_RULE_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  uniqueEmail: 'validation.unique_email',
  invalid: 'validation.invalid_value',
  maxLength: 'validation.max_length',
} as const;

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

export function validateUser(input: UserInput): RuleErrors {
  const e: RuleErrors = {};
  for (const f of USER_REQUIRED_FIELDS) if (blank(input[f])) add(e, f, USER_RULE_KEYS.required);
  for (const f of ['first_name', 'last_name', 'email', 'description'] as const) {
    const v = input[f];
    if (v !== undefined && v !== null && typeof v !== 'string') add(e, f, USER_RULE_KEYS.invalid);
    else if (typeof v === 'string' && v.length > TEXT_MAX_LENGTH) add(e, f, USER_RULE_KEYS.maxLength);
  }
  if (!blank(input.email) && !e.email && !isEmail(input.email)) add(e, 'email', USER_RULE_KEYS.email);
  if (!blank(input.user_type) && !USER_ROLES.includes(input.user_type as UserRole))
    add(e, 'user_type', USER_RULE_KEYS.invalid);
  const notify = input.notify_email;
  if (notify !== undefined && notify !== null && typeof notify !== 'boolean' && notify !== 0 && notify !== 1) {
    add(e, 'notify_email', USER_RULE_KEYS.invalid);
  }
  const services = input.services;
  if (
    services !== undefined &&
    services !== null &&
    (!Array.isArray(services) || services.some((s) => !Number.isInteger(s)))
  ) {
    add(e, 'services', USER_RULE_KEYS.invalid);
  }
  return e;
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
