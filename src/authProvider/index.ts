import type { AuthProvider } from 'ra-core';
import { clearAll, readAuth, writeAuth } from './storage.ts';
import { defaultHttpClient, revokeSession, signIn } from './authApi.ts';
import { customPaths } from '../customRoutes/index.ts';

// Logout clears all local storage (spec §4) whatever the back end answered. <Admin> is drawn only with a stored
// session, so it needs no `requireAuth` check before drawing.
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    writeAuth(await signIn(defaultHttpClient(), username, password));
  },
  async logout() {
    await revokeSession();
    clearAll();
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
  // no getPermissions: only a SUPER_ADMIN signs in, and without it react-admin draws its routes a round sooner
};
