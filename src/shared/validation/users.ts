/**
 * User helpers the forms, the data provider and the fixture share (portal-core §5, §6); the field rules are the
 * user payload's schema (src/shared/schemas/userPayload.ts).
 */
import type { USER_ROLES } from '../constants.ts';

export type UserRole = (typeof USER_ROLES)[number];

export const DEFAULT_USER_ROLE: UserRole = 'member';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

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
