import { customPaths } from '../customRoutes/index.ts';

/**
 * Signed out, every path shows the login at / (portal-core §2); the address that was asked for waits here, in this
 * tab only, and signing in goes on to it, so a shared link survives the sign-in. A plain visit to / forgets it.
 */
const RETURN_KEY = 'signInReturn';

/** Pages that are the way in, never a screen to return to. */
const WAYS_IN: ReadonlySet<string> = new Set([
  customPaths.login,
  customPaths.auth,
  customPaths.adminLogin,
  customPaths.handoff,
]);

/**
 * `address` as a path of this portal (path, query and hash), or null when it leads to another origin (an
 * absolute or protocol-relative address, a `javascript:` one) or to a way in.
 */
export function portalPath(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  // a path starting '//' would be read as another host by the next history entry
  if (url.origin !== origin || url.pathname.startsWith('//') || WAYS_IN.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The first load's address, signed out: kept when it names a screen, and anything kept before is forgotten. */
export function keepAskedAddress(address: string): void {
  const path = portalPath(address, window.location.origin);
  if (path) sessionStorage.setItem(RETURN_KEY, path);
  else sessionStorage.removeItem(RETURN_KEY);
}

/** The kept address, once, checked again (the storage may have been written by other code of this origin). */
export function takeReturnAddress(): string | null {
  const kept = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return kept === null ? null : portalPath(kept, window.location.origin);
}
