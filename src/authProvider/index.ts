import type { AuthProvider } from 'ra-core';
import { clearAll, readAuth, writeAuth } from './storage.ts';
import { defaultHttpClient, revokeSession, signIn } from './authApi.ts';
import { customPaths } from '../customRoutes/index.ts';

/**
 * react-admin auth provider. Only SUPER_ADMIN signs in (checked against GET /api/user after POST /api/portal-login).
 * Logout ends the session on the back end (revokeSession), then clears all local storage (spec §4) whatever the
 * back end answered. A 401 from any call, or an expired token, logs out.
 * The login page itself lives outside <Admin> (boot/firstScreen.ts) so it loads without react-admin, and <Admin> is
 * drawn only with a stored session, so it does not check the session again before drawing (no `requireAuth`).
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    writeAuth(await signIn(defaultHttpClient(), username, password));
  },
  async logout() {
    await revokeSession();
    clearAll();
    // react-admin's login path renders ReloadToRoot, which reloads at / where the login page lives.
    return customPaths.adminLogin;
  },
  async checkAuth() {
    if (!readAuth()) {
      clearAll();
      throw new Error('ra.auth.auth_check_error');
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearAll();
      throw new Error('app.login.session_expired');
    }
  },
  async getIdentity() {
    const auth = readAuth();
    if (!auth) throw new Error('ra.auth.auth_check_error');
    return { id: auth.userId, fullName: auth.user?.name ?? auth.user?.email ?? '' };
  },
  // No getPermissions: only a SUPER_ADMIN signs in (login above), so there is nothing to tell apart, and without
  // it react-admin draws its routes at once instead of after one more asynchronous round on every first load.
};
