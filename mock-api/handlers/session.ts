import type { HandlerModule } from '../lib/app.ts';
import { reply } from '../lib/app.ts';
import { ApiError, assertValid, type FieldErrors } from '../lib/errors.ts';
import { issueToken, publicAccount, verifyPassword } from '../lib/auth.ts';
import { messages } from '../lib/messages.ts';
import { clientCredentialsValid } from '../lib/config.ts';
import { allowOnly } from '../lib/strict.ts';
import { EMAIL_LOGIN_FIELDS, PORTAL_LOGIN_FIELDS } from '../../src/shared/payloads.ts';

/** Sign-in (portal back end) and the signed-in user (quality back end). Bodies carry only the spec's fields. */
const session: HandlerModule = (route) => {
  route(
    'portalLogin',
    async (req, ctx) => {
      allowOnly(req.body, PORTAL_LOGIN_FIELDS);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errors: FieldErrors = {};
      if (typeof body.username !== 'string' || body.username.trim() === '')
        errors.username = [messages.validation.required];
      if (typeof body.password !== 'string' || body.password === '') errors.password = [messages.validation.required];
      assertValid(errors);
      if (!clientCredentialsValid(body.client_id, body.client_secret)) {
        return reply(401, {
          status: false,
          message: 'Invalid client credentials.',
          error: { error: 'invalid_client' },
        });
      }
      const username = String(body.username).trim().toLowerCase();
      const account = ctx.db.accounts.find((a) => a.email.toLowerCase() === username);
      if (!account || !(await verifyPassword(String(body.password), account.password_hash))) {
        return reply(401, {
          status: false,
          message: messages.login.invalid,
          error: { error: 'invalid_grant', message: messages.login.invalid },
        });
      }
      const token = issueToken(ctx.db, account);
      await ctx.commit();
      return token;
    },
    { public: true },
  );

  route(
    'emailLogin',
    async (req, ctx) => {
      allowOnly(req.body, EMAIL_LOGIN_FIELDS);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const account = ctx.db.accounts.find((a) => a.email.toLowerCase() === email);
      if (
        !account ||
        typeof body.password !== 'string' ||
        !(await verifyPassword(body.password, account.password_hash))
      ) {
        return reply(401, { status: false, message: messages.login.invalid });
      }
      const token = issueToken(ctx.db, account);
      await ctx.commit();
      return {
        status: true,
        user: publicAccount(account),
        auth: { accessToken: token.access_token, expires_at: token.expires_at },
      };
    },
    { public: true },
  );

  route('currentUser', (_req, ctx) => {
    if (!ctx.account) throw new ApiError(401, 'Unauthenticated.');
    return publicAccount(ctx.account);
  });
};

export default session;
