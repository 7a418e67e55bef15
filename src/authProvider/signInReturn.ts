import { customPaths } from '../customRoutes/index.ts';

// Signed out, every path shows the login (portal-core §2); the address asked for waits here, in this tab, so a
// shared link survives the sign-in.
const RETURN_KEY = 'signInReturn';

const WAYS_IN: ReadonlySet<string> = new Set([
  customPaths.login,
  customPaths.auth,
  customPaths.adminLogin,
  customPaths.handoff,
]);

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

export function keepAskedAddress(address: string): void {
  const path = portalPath(address, window.location.origin);
  if (path) sessionStorage.setItem(RETURN_KEY, path);
  else sessionStorage.removeItem(RETURN_KEY);
}

export function takeReturnAddress(): string | null {
  const kept = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return kept === null ? null : portalPath(kept, window.location.origin);
}
