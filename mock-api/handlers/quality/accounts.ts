import type { Handler } from '../../lib/app.ts';
import type { Account } from '../../lib/db.ts';
import { nextId } from '../../lib/db.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { hashPassword, issueToken, publicAccount } from '../../lib/auth.ts';
import { clientCredentialsValid } from '../../lib/config.ts';
import { messages } from '../../lib/messages.ts';
import { blank, checkTextFields, idParam, strictBody, stringField, text } from '../../lib/request.ts';
import { REGISTER_FIELDS } from '../../../src/shared/payloads.ts';
import { EMAIL_RE, accountOr404, centresOf, createCentre, serviceCat } from './centres.ts';

export const userById: Handler = (req, ctx) => {
  const a = accountOr404(ctx.db, idParam(req, 'record'));
  return {
    ...publicAccount(a),
    subscription_id: a.subscription_id ?? null,
    created_at: a.created_at ?? null,
    admin_id: a.admin_id ?? a.id,
    datetime_end: a.datetime_end ?? null,
    center_id: a.center_id ?? centresOf(ctx.db, a)[0]?.id ?? null,
  };
};

export const register: Handler = async (req, ctx) => {
  // the client first: without it nothing about the body (such as a taken email) is told
  const raw = (req.body ?? {}) as Record<string, unknown>;
  if (!clientCredentialsValid(raw.client_id, raw.client_secret)) {
    throw new ApiError(401, messages.server.invalid_client);
  }
  const b = strictBody(req, REGISTER_FIELDS);
  const errors: FieldErrors = {};
  for (const f of ['name', 'email', 'password', 'service_name'])
    if (blank(b[f])) errors[f] = [messages.validation.required];
  checkTextFields(errors, b, ['name', 'email', 'phone', 'service_name', 'service_app_num']);
  stringField(errors, b, 'password');
  const email = text(b.email).toLowerCase();
  if (email && !EMAIL_RE.test(email)) errors.email = [messages.validation.email];
  else if (email && ctx.db.accounts.some((a) => a.email.toLowerCase() === email))
    errors.email = [messages.validation.unique_email];
  if (typeof b.password === 'string' && b.password !== '' && b.password.length < 8) {
    errors.password = [messages.server.password_too_short];
  }
  if (b.user_type !== undefined && b.user_type !== 'ADMIN') errors.user_type = [messages.validation.invalid_value];
  if (b.center_user_type !== undefined && String(b.center_user_type).toLowerCase() !== 'admin') {
    errors.center_user_type = [messages.validation.invalid_value];
  }
  if (b.price !== undefined && b.price !== null && b.price !== '' && !Number.isFinite(Number(b.price))) {
    errors.price = [messages.validation.invalid_value];
  }
  const cat = serviceCat(errors, b.service_cat ?? 1, 'service_cat');
  assertValid(errors);
  const passwordHash = await hashPassword(String(b.password));
  // Another registration of this email may have finished while the hash was computed: one account per email.
  if (ctx.db.accounts.some((a) => a.email.toLowerCase() === email)) {
    assertValid({ email: [messages.validation.unique_email] });
  }
  const id = nextId(ctx.db, 'accounts');
  const account: Account = {
    id,
    name: text(b.name),
    email,
    user_type: 'ADMIN',
    subscription_id: `cus_fixture${String(id).padStart(6, '0')}`,
    created_at: new Date().toISOString(),
    admin_id: id,
    datetime_end: null,
    center_id: null,
    password_hash: passwordHash,
  };
  ctx.db.accounts.push(account);
  const service = createCentre(ctx.db, account, {
    name: text(b.service_name),
    approval_number: text(b.service_app_num) || '#',
    service_cat_id: cat ?? 1,
    phone: text(b.phone),
    center_user_type: 'admin',
  });
  account.center_id = service.id;
  const token = issueToken(ctx.db, account);
  await ctx.commit();
  return { id, accessToken: token.access_token, expires_at: token.expires_at, center_id: service.id };
};

export const paymentMethod: Handler = (req, ctx) => {
  const ref = String(req.params.id);
  const a = ctx.db.accounts.find((x) => x.subscription_id === ref || String(x.id) === ref);
  if (!a) throw notFound('payment_method');
  const last4 = String(4242 + ((a.id * 37) % 5000)).slice(-4);
  return {
    id: `pm_fixture_${a.id}`,
    customer: a.subscription_id ?? null,
    type: 'card',
    card: { brand: 'visa', last4, exp_month: ((a.id * 5) % 12) + 1, exp_year: 2029 },
    billing_details: { name: a.name, email: a.email },
  };
};
