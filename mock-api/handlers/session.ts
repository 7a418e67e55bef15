import type { Ctx, HandlerModule, Reply } from '../lib/app.ts';
import { reply } from '../lib/app.ts';
import { ApiError, assertValid, type FieldErrors } from '../lib/errors.ts';
import { issueToken, publicAccount, revokeToken, verifyPassword } from '../lib/auth.ts';
import { message as catalogue, messages } from '../lib/messages.ts';
import { clientCredentialsValid } from '../lib/config.ts';
import { allowOnly } from '../lib/strict.ts';
import { stringField } from '../lib/request.ts';
import { EMAIL_LOGIN_FIELDS, PORTAL_LOGIN_FIELDS } from '../../src/shared/payloads.ts';

const clientAddress = (ip: string | undefined) => ip ?? 'unknown';

// checked before the password, so a locked account answers the same whatever password is sent
function throttled(ctx: Ctx, account: string, ip: string | undefined): Reply | null {
  const seconds = ctx.throttle.retryAfter(account, clientAddress(ip));
  if (seconds === 0) return null;
  const message = catalogue('login.throttled', { seconds });
  return reply(429, { status: false, message, errors: { username: [message] } }, { 'Retry-After': String(seconds) });
}

// an unknown account costs the same scrypt as a known one, so neither answer nor timing tells which exist
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
          message: messages.server.invalid_client,
          error: { error: 'invalid_client' },
        });
      }
      const username = String(body.username).trim().toLowerCase();
      const locked = throttled(ctx, username, req.ip);
      if (locked) return locked;
      const account = ctx.db.accounts.find((a) => a.email.toLowerCase() === username);
      if (!(await verifyPassword(String(body.password), account?.password_hash)) || !account) {
        ctx.throttle.failed(username, clientAddress(req.ip));
        return reply(401, {
          status: false,
          message: messages.login.invalid,
          error: { error: 'invalid_grant', message: messages.login.invalid },
        });
      }
      ctx.throttle.succeeded(username);
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
      const locked = throttled(ctx, email, req.ip);
      if (locked) return locked;
      const account = ctx.db.accounts.find((a) => a.email.toLowerCase() === email);
      const errors: FieldErrors = {};
      stringField(errors, body, 'password');
      assertValid(errors);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!(await verifyPassword(password, account?.password_hash)) || !account || password === '') {
        ctx.throttle.failed(email, clientAddress(req.ip));
        return reply(401, { status: false, message: messages.login.invalid });
      }
      ctx.throttle.succeeded(email);
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
    if (!ctx.account) throw new ApiError(401, messages.server.unauthenticated.plain);
    return publicAccount(ctx.account);
  });

  // ours: the token stops working at once
  route('logout', async (req, ctx) => {
    revokeToken(ctx.db, req.headers.authorization);
    await ctx.commit();
    return { message: messages.server.logged_out };
  });
};

export default session;
