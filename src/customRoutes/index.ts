// free of imports, so the login page's first load stays small
export const customPaths = {
  dashboard: '/',
  // signed out, every other path is rewritten to it
  login: '/',
  auth: '/auth',
  handoff: '/view-hub-admin-service',
  // react-admin's login redirect, which App.tsx turns into a reload at `login`
  adminLogin: '/login',
  search: '/search',
} as const;

export const SEARCH_PARAM = 'q';
export const searchPath = (term: string) => `${customPaths.search}?${SEARCH_PARAM}=${encodeURIComponent(term)}`;
