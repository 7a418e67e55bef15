import { z } from './zod.ts';
import { USER_ROLES } from '../constants.ts';
import { DEFAULT_USER_ROLE, type UserRole } from '../validation/users.ts';
import {
  bool,
  codec,
  id,
  idList,
  idOrNull,
  instant,
  kept,
  nonZero,
  optional,
  record,
  text,
  textOrNull,
} from './codecs.ts';

const roleName = (v: unknown): UserRole => {
  const name = typeof v === 'string' ? v.toLowerCase() : '';
  return USER_ROLES.find((r) => r === name) ?? DEFAULT_USER_ROLE;
};

const roleRecord = record({ name: text });

// access and services are ours where the spec shows none: kept only when the answer carries them
export const userSchema = record({
  id,
  first_name: text,
  last_name: text,
  email: text,
  description: text,
  roles: optional(
    codec((v) => {
      const list = typeof v === 'string' ? [{ name: v }] : v === null || v === undefined ? [] : v;
      return Array.isArray(list) ? list.map(roleRecord.codecRead) : list;
    }, z.array(roleRecord.codecSchema)),
  ),
  user_type: optional(text),
  notify_email: nonZero,
  access_approved: kept(bool),
  services: kept(idList),
}).transform(({ roles, user_type, access_approved, services, ...u }) => ({
  ...u,
  user_type: roleName(roles?.[0]?.name ?? user_type),
  ...(access_approved === undefined ? {} : { access_approved }),
  ...(services === undefined ? {} : { services }),
}));

export const accountUserSchema = record({
  id,
  name: text,
  email: text,
  user_type: text.transform((t) => t.toUpperCase()),
  subscription_id: optional(textOrNull),
  created_at: optional(textOrNull),
  admin_id: optional(idOrNull),
  datetime_end: optional(textOrNull),
  center_id: optional(idOrNull),
});

// storage.ts reads it back with a guard, before zod is loaded
export const authObjectSchema = z.object({
  accessToken: z.string().min(1),
  userId: id,
  expiresAt: z.string().optional(),
  user: accountUserSchema.optional(),
});

export const loginAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_at: instant.optional(),
});

// portal-core §7: "On failure a status false with the error", possibly with 200
export const loginRefusalSchema = z.object({ status: z.literal([false, 0, '0', 'false']) });

export type UserRecord = z.output<typeof userSchema>;
export type AccountUser = z.output<typeof accountUserSchema>;
export type AuthObject = z.output<typeof authObjectSchema>;
