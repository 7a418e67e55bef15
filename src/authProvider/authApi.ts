/**
 * Sign-in calls shared by the login page (which loads without react-admin) and the auth provider.
 * POST /api/portal-login, then GET /api/user on the quality back end; only SUPER_ADMIN is admitted.
 */
import { config } from '../config.ts';
import type { AccountUser, AuthObject } from '../types.ts';
import type { Api } from '../dataProvider/endpoints.ts';
import { createHttpClient, type HttpClient } from '../dataProvider/httpClient.ts';
import { getToken } from './storage.ts';

export class LoginError extends Error {
  constructor(public reason: 'invalid' | 'not_super_admin' | 'network') {
    super(reason);
  }
}

export function defaultHttpClient(): HttpClient {
  return createHttpClient({ baseUrls: config.apiUrl, getToken });
}

/** The OAuth client sent at sign-in; the build configuration's unless a caller (the contract tests) names another. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** The SUPER_ADMIN behind a token, or null (any failure, or another user type). */
export async function superAdminFor(
  token: string,
  baseUrls: Record<Api, string> = config.apiUrl,
): Promise<AccountUser | null> {
  const withToken = createHttpClient({ baseUrls, getToken: () => token });
  try {
    const { json } = await withToken.call<AccountUser>('currentUser');
    return json?.user_type === 'SUPER_ADMIN' ? json : null;
  } catch {
    return null;
  }
}

export async function signIn(
  http: HttpClient,
  username: string,
  password: string,
  client: ClientCredentials = config,
): Promise<AuthObject> {
  let token: { access_token: string; expires_at: string };
  try {
    const res = await http.call<{ access_token: string; expires_at: string }>('portalLogin', {
      body: {
        password,
        grant_type: 'password',
        username,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        remember_me: 0,
      },
    });
    token = res.json;
  } catch (e) {
    const status = (e as { status?: number }).status;
    throw new LoginError(status === 0 ? 'network' : 'invalid');
  }
  const user = await superAdminFor(token.access_token, http.baseUrls);
  if (!user) throw new LoginError('not_super_admin');
  return { accessToken: token.access_token, userId: user.id, expiresAt: token.expires_at, user };
}
