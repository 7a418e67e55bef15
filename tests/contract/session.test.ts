/** Sign-in and the current user (portal-core §7 "Session and sign-in"), through the UI's sign-in code. */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/dataProvider/httpClient.ts';
import { signIn, superAdminFor } from '../../src/authProvider/authApi.ts';
import { LoginError } from '../../src/authProvider/loginError.ts';
import { baseUrls, fixtureOnly, signInAsAdmin, target } from './backend.ts';

const client = { clientId: target.clientId, clientSecret: target.clientSecret };

describe('sign-in', () => {
  it('POST /api/portal-login then GET /api/user gives the auth object of a SUPER_ADMIN', async () => {
    const { auth } = await signInAsAdmin();
    expect(auth.accessToken).toEqual(expect.any(String));
    expect(auth.accessToken).not.toBe('');
    expect(auth.user?.user_type).toBe('SUPER_ADMIN');
    expect(auth.userId).toBe(auth.user?.id);
    if (auth.expiresAt !== undefined) expect(Number.isNaN(Date.parse(auth.expiresAt))).toBe(false);
  });

  it('the token reads the same user back from GET /api/user', async () => {
    const { auth } = await signInAsAdmin();
    const user = await superAdminFor(auth.accessToken, baseUrls);
    expect(user?.id).toBe(auth.userId);
    expect(user?.email.toLowerCase()).toBe(target.username.toLowerCase());
  });

  it('a wrong password is refused as invalid', async () => {
    const http = createHttpClient({ baseUrls, getToken: () => null });
    const attempt = signIn(http, target.username, `${target.password}-wrong`, client);
    await expect(attempt).rejects.toBeInstanceOf(LoginError);
    await expect(attempt).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('a token that was never issued reads no user', async () => {
    expect(await superAdminFor('not-a-token-issued-by-this-back-end', baseUrls)).toBeNull();
  });

  // the fixture's seeded centre administrator (README, "Demo accounts"): only super administrators sign in
  fixtureOnly('a centre administrator (user_type ADMIN) is refused', async () => {
    const http = createHttpClient({ baseUrls, getToken: () => null });
    await expect(signIn(http, 'centre.admin@example.com', 'Centre123!', client)).rejects.toMatchObject({
      reason: 'not_super_admin',
    });
  });
});
