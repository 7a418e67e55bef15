/**
 * Paths of the pages that belong to no resource (portal-core §2). Kept free of imports so the login page's
 * first load (main.tsx, boot/firstScreen.ts) stays small.
 */
export const customPaths = {
  dashboard: '/',
  /** The Administrator login; signed out, every other path is rewritten to it. */
  login: '/',
  /** The login page after a failed hand-off. */
  auth: '/auth',
  /** The Hub's hand-off into this portal. */
  handoff: '/view-hub-admin-service',
  /** react-admin's own login redirect, which App.tsx turns into a reload at `login`. */
  adminLogin: '/login',
  /** The top-bar search's results, grouped by kind; the term travels as `?q=`. */
  search: '/search',
} as const;

/** The query parameter of the search results page. */
export const SEARCH_PARAM = 'q';
export const searchPath = (term: string) => `${customPaths.search}?${SEARCH_PARAM}=${encodeURIComponent(term)}`;
