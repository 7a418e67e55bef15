// Shared by the login page (which loads without react-admin) and the auth provider.
import { config } from '../config.ts';
import type { AccountUser, AuthObject } from '../types.ts';
import type { Api } from '../dataProvider/endpoints.ts';
import { HttpError } from 'ra-core';
import { createHttpClient, decode, UnreadableAnswer, type HttpClient } from '../dataProvider/httpClient.ts';
import { accountUserSchema, loginAnswerSchema, loginRefusalSchema, recordOf } from '../shared/schemas/index.ts';
import { getToken } from './storage.ts';
import { LoginError } from './loginError.ts';

// Laravel's login throttle window, when the answer carries no Retry-After
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const LOGOUT_WAIT_MS = 3000;

export function defaultHttpClient(): HttpClient {
  return createHttpClient({ baseUrls: config.apiUrl, getToken });
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export async function superAdminFor(
  token: string,
  baseUrls: Record<Api, string> = config.apiUrl,
): Promise<AccountUser | null> {
  const withToken = createHttpClient({ baseUrls, getToken: () => token });
  try {
    const user = await withToken.read('currentUser', recordOf(accountUserSchema));
    return user.user_type === 'SUPER_ADMIN' ? user : null;
  } catch (e) {
    if (e instanceof UnreadableAnswer) throw e;
    return null;
  }
}

export async function signIn(
  http: HttpClient,
  username: string,
  password: string,
  client: ClientCredentials = config,
): Promise<AuthObject> {
  let answer: unknown;
  try {
    const res = await http.call('portalLogin', {
      body: {
        password,
        grant_type: 'password',
        username,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        remember_me: 0,
      },
    });
    answer = res.json;
  } catch (e) {
    const status = e instanceof HttpError ? e.status : undefined;
    const retryAfter: unknown = e instanceof HttpError && e.body ? e.body.retryAfter : undefined;
    if (status === 429)
      throw new LoginError('throttled', typeof retryAfter === 'number' ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS);
    throw new LoginError(status === 0 ? 'network' : 'invalid');
  }
  // portal-core §7: a refused sign-in may answer 200 with `status: false` and the error
  if (loginRefusalSchema.safeParse(answer).success) throw new LoginError('invalid');
  try {
    const token = decode('portalLogin', recordOf(loginAnswerSchema), answer);
    const user = await superAdminFor(token.access_token, http.baseUrls);
    if (!user) throw new LoginError('not_super_admin');
    return { accessToken: token.access_token, userId: user.id, expiresAt: token.expires_at, user };
  } catch (e) {
    if (e instanceof UnreadableAnswer) throw new LoginError('unreadable', 0, e.message);
    throw e;
  }
}

// never fails: logout goes on against a back end without the call or one that is down
export async function revokeSession(http: HttpClient = defaultHttpClient()): Promise<void> {
  if (!getToken()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    http.ok('logout'),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
