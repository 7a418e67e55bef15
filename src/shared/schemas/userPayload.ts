// unique email needs the database, so only the fixture checks it (RULE.uniqueEmail)
import { z } from './zod.ts';
import { USER_ROLES } from '../constants.ts';
import { RULE, blank, isEmail, optionalText, requiredText } from './rules.ts';

const invalid = { error: RULE.invalid };

export const userPayloadSchema = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  email: requiredText().refine(isEmail, { error: RULE.email }),
  description: optionalText,
  user_type: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(USER_ROLES, invalid).optional()),
  notify_email: z.union([z.boolean(), z.literal(0), z.literal(1)], invalid).nullish(),
  services: z.array(z.number(invalid).int(invalid), invalid).nullish(),
});

// the forms show the required marker for exactly these
export const USER_REQUIRED_FIELDS = ['first_name', 'last_name', 'email'] as const;
