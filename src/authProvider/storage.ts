import type { AuthObject } from '../types.ts';
import { authObjectSchema } from '../shared/schemas/users.ts';
import { STORAGE_KEYS } from '../shared/constants.ts';

/** The auth object under qip_portal_token; null when absent, unreadable or expired. */
export function readAuth(now = Date.now()): AuthObject | null {
  const raw = localStorage.getItem(STORAGE_KEYS.token);
  if (!raw) return null;
  try {
    const read = authObjectSchema.safeParse(JSON.parse(raw));
    if (!read.success) return null;
    const auth = read.data;
    if (auth.expiresAt && Date.parse(auth.expiresAt) <= now) return null;
    return auth;
  } catch {
    return null;
  }
}

export function writeAuth(auth: AuthObject): void {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(auth));
}

export function getToken(): string | null {
  return readAuth()?.accessToken ?? null;
}

/** Logout as the spec says: all local storage cleared. */
export function clearAll(): void {
  localStorage.clear();
}
