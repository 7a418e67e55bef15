/** Users as the portal back end lists them (portal-core §3 User, §7 fetch-users) and the signed-in account. */
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

/**
 * A user of the management list, as the screens see it: the role is the first role's name (§3), notify a boolean
 * (true when the server value is not 0). Access and services are ours where the spec shows none: kept only when
 * the answer carries them, so a back end without them shows no access state and no services.
 */
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
  // §3: true when the server value is not 0
  notify_email: nonZero,
  access_approved: kept(bool),
  services: kept(idList),
}).transform(({ roles, user_type, access_approved, services, ...u }) => ({
  ...u,
  user_type: roleName(roles?.[0]?.name ?? user_type),
  ...(access_approved === undefined ? {} : { access_approved }),
  ...(services === undefined ? {} : { services }),
}));

/** The signed-in account (GET /api/user on the quality back end); the user type in any case. */
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

/**
 * The session as the portal keeps it in local storage (qip_portal_token; read back by a guard in
 * src/authProvider/storage.ts, which runs before zod is loaded); the hand-off's `auth` value is its token and user id.
 */
export const authObjectSchema = z.object({
  accessToken: z.string().min(1),
  userId: id,
  expiresAt: z.string().optional(),
  user: accountUserSchema.optional(),
});

/** POST /api/portal-login: a token and when it ends (a zoneless date-time is UTC). */
export const loginAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_at: instant.optional(),
});

/** A refused sign-in a back end may answer with 200 (portal-core §7: "On failure a status false with the error"). */
export const loginRefusalSchema = z.object({ status: z.literal([false, 0, '0', 'false']) });

export type UserRecord = z.output<typeof userSchema>;
export type AccountUser = z.output<typeof accountUserSchema>;
export type AuthObject = z.output<typeof authObjectSchema>;
