import type { USER_ROLES } from '../constants.ts';

export type UserRole = (typeof USER_ROLES)[number];

export const DEFAULT_USER_ROLE: UserRole = 'member';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// the spec names the parameter, not its format: ours is a comma-separated id list
export function parseUserIds(value: unknown): number[] | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

export const formatUserIds = (ids: readonly (number | string)[]) => ids.join(',');
