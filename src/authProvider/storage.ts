import type { AuthObject } from '../types.ts';
import { STORAGE_KEYS } from '../shared/constants.ts';

// a guard, not the zod schema: the signed-out login page stays without zod
function isAuthObject(v: unknown): v is AuthObject {
  return (
    typeof v === 'object' &&
    v !== null &&
    'accessToken' in v &&
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    'userId' in v &&
    typeof v.userId === 'number' &&
    (!('expiresAt' in v) || typeof v.expiresAt === 'string') &&
    (!('user' in v) || (typeof v.user === 'object' && v.user !== null && !Array.isArray(v.user)))
  );
}

export function readAuth(now = Date.now()): AuthObject | null {
  const raw = localStorage.getItem(STORAGE_KEYS.token);
  if (!raw) return null;
  try {
    const auth: unknown = JSON.parse(raw);
    if (!isAuthObject(auth)) return null;
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

// spec §4: logout clears all local storage
export function clearAll(): void {
  localStorage.clear();
}
