// Choices where the spec is silent: a user created by an administrator starts with access approved; deletes are
// permanent; the bulk `users` query is a comma-separated id list, and an unknown id fails it, changing nothing.
import type { Request } from 'express';
import type { HandlerModule, Ctx } from '../lib/app.ts';
import { reply } from '../lib/app.ts';
import { assertValid, fieldError, notFound } from '../lib/errors.ts';
import { messages, ruleMessages, ruleText } from '../lib/messages.ts';
import { nextId } from '../lib/db.ts';
import type { ManagedUser, UserListEntry } from '../../src/types.ts';
import { DEFAULT_USER_ROLE, normaliseEmail, parseUserIds, type UserRole } from '../../src/shared/validation/users.ts';
import { userPayloadSchema } from '../../src/shared/schemas/userPayload.ts';
import { RULE, ruleErrorsOf } from '../../src/shared/schemas/rules.ts';
import { USER_ROLES } from '../../src/shared/constants.ts';
import { ACCESS_APPROVE_FIELDS, USER_CREATE_FIELDS, USER_UPDATE_FIELDS } from '../../src/shared/payloads.ts';
import { positiveId, strictBody, type Body } from '../lib/request.ts';

const FILTERS = ['all', ...USER_ROLES] as const;

// access and services are ours, for the list and the forms
function view(u: ManagedUser): UserListEntry {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    description: u.description,
    roles: u.roles,
    notify_email: u.notify_email,
    access_approved: u.access_approved ?? false,
    services: u.services ?? [],
  };
}

const live = (ctx: Ctx) => ctx.db.users.filter((u) => !u.deleted_at);

function findUser(ctx: Ctx, raw: unknown, field = 'id'): ManagedUser {
  const id = positiveId(raw, 'user', field);
  const user = live(ctx).find((u) => u.id === id);
  if (!user) throw notFound('user');
  return user;
}

function checkUser(ctx: Ctx, body: Body, selfId: number | null) {
  const errors = ruleErrorsOf(userPayloadSchema, body);
  if (!errors.email) {
    const email = normaliseEmail(String(body.email));
    if (live(ctx).some((u) => u.id !== selfId && normaliseEmail(u.email) === email)) errors.email = [RULE.uniqueEmail];
  }
  if (Array.isArray(body.services) && !errors.services) {
    const known = new Set(ctx.db.services.map((s) => s.id));
    if ((body.services as number[]).some((id) => !known.has(id))) errors.services = [RULE.invalid];
  }
  assertValid(ruleMessages(errors));
}

const notifyFlag = (v: unknown) => (v === true || v === 1 || v === '1' ? 1 : 0);

function bulkIds(req: Request, ctx: Ctx): ManagedUser[] {
  const ids = parseUserIds(req.query.users);
  if (!ids) throw fieldError('users', ruleText(RULE.invalid));
  return ids.map((id) => findUser(ctx, id));
}

const users: HandlerModule = (route) => {
  route('usersFetch', (req, ctx) => {
    const filter = String(req.params.filter);
    if (!(FILTERS as readonly string[]).includes(filter)) throw notFound('user_filter', { filter });
    return live(ctx)
      .filter((u) => filter === 'all' || u.roles[0]?.name === filter)
      .map(view);
  });

  route('userCreate', async (req, ctx) => {
    const body = strictBody(req, USER_CREATE_FIELDS);
    checkUser(ctx, body, null);
    const user: ManagedUser = {
      id: nextId(ctx.db, 'users'),
      first_name: String(body.first_name).trim(),
      last_name: String(body.last_name).trim(),
      email: normaliseEmail(String(body.email)),
      description: typeof body.description === 'string' ? body.description : '',
      roles: [{ name: ((body.user_type as UserRole | undefined) || DEFAULT_USER_ROLE) as UserRole }],
      notify_email: notifyFlag(body.notify_email),
      access_approved: true,
      services: Array.isArray(body.services) ? (body.services as number[]) : [],
      deleted_at: null,
    };
    ctx.db.users.push(user);
    await ctx.commit();
    return reply(201, view(user));
  });

  route('userUpdate', async (req, ctx) => {
    const body = strictBody(req, USER_UPDATE_FIELDS);
    const user = findUser(ctx, body.id);
    checkUser(ctx, body, user.id);
    user.first_name = String(body.first_name).trim();
    user.last_name = String(body.last_name).trim();
    user.email = normaliseEmail(String(body.email));
    if (typeof body.description === 'string') user.description = body.description;
    if (body.user_type) user.roles = [{ name: body.user_type as UserRole }];
    if (body.notify_email !== undefined && body.notify_email !== null)
      user.notify_email = notifyFlag(body.notify_email);
    if (Array.isArray(body.services)) user.services = body.services as number[];
    await ctx.commit();
    return view(user);
  });

  route('userDelete', async (req, ctx) => {
    const user = findUser(ctx, req.query.userId, 'userId');
    ctx.db.users = ctx.db.users.filter((u) => u.id !== user.id);
    await ctx.commit();
    return { message: messages.acknowledgement.deleted, ids: [user.id] };
  });

  route('userAccessApprove', async (req, ctx) => {
    const body = strictBody(req, ACCESS_APPROVE_FIELDS);
    const user = findUser(ctx, body.userId, 'userId');
    if (typeof body.access_approve !== 'boolean') {
      assertValid({ access_approve: [ruleText(RULE.required)] });
    }
    user.access_approved = body.access_approve as boolean;
    await ctx.commit();
    return { message: messages.users.access_changed, ids: [user.id], access_approved: user.access_approved };
  });

  route('usersDelete', async (req, ctx) => {
    const targets = new Set(bulkIds(req, ctx).map((u) => u.id));
    ctx.db.users = ctx.db.users.filter((u) => !targets.has(u.id));
    await ctx.commit();
    return { message: messages.acknowledgement.deleted, ids: [...targets] };
  });

  for (const [name, approved] of [
    ['usersAccessApprove', true],
    ['usersAccessRevoke', false],
  ] as const) {
    route(name, async (req, ctx) => {
      const targets = bulkIds(req, ctx);
      for (const u of targets) u.access_approved = approved;
      await ctx.commit();
      return { message: messages.users.access_changed, ids: targets.map((u) => u.id), access_approved: approved };
    });
  }
};

export default users;
