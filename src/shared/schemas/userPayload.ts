/**
 * What the create and edit user forms send (POST /api/create-user, POST /api/update-user; portal-core §7): exact
 * fields and types, with catalogue keys as messages. One schema for the form (react-admin's `resolver`), the
 * CSV import's row check and the fixture's request check.
 */
import { z } from './zod.ts';
import { TEXT_MAX_LENGTH, USER_ROLES } from '../constants.ts';
import { isEmail } from '../validation/common.ts';

export const USER_RULE_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  uniqueEmail: 'validation.unique_email',
  invalid: 'validation.invalid_value',
  maxLength: 'validation.max_length',
} as const;

const invalid = { error: USER_RULE_KEYS.invalid };
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const longText = z.string(invalid).max(TEXT_MAX_LENGTH, { error: USER_RULE_KEYS.maxLength });
/** A text a person must fill in: missing or blank is 'required'. */
const requiredText = z.preprocess(
  blankToUndefined,
  z
    .string({ error: (issue) => (issue.input === undefined ? USER_RULE_KEYS.required : USER_RULE_KEYS.invalid) })
    .max(TEXT_MAX_LENGTH, { error: USER_RULE_KEYS.maxLength }),
);

export const userPayloadSchema = z.object({
  first_name: requiredText,
  last_name: requiredText,
  email: requiredText.refine(isEmail, { error: USER_RULE_KEYS.email }),
  description: longText.nullish(),
  user_type: z.preprocess(blankToUndefined, z.enum(USER_ROLES, invalid).optional()),
  notify_email: z.union([z.boolean(), z.literal(0), z.literal(1)], invalid).nullish(),
  services: z.array(z.number(invalid).int(invalid), invalid).nullish(),
});

/** Fields a person must fill in; the forms show the required marker for exactly these. */
export const USER_REQUIRED_FIELDS = ['first_name', 'last_name', 'email'] as const;

/** The schema's verdict as `{ field: [catalogue key] }`, the shape every rule set of the portal answers. */
export function ruleErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
