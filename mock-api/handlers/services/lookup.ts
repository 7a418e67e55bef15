import type { Ctx } from '../../lib/app.ts';
import { notFound } from '../../lib/errors.ts';
import { findAdminUser } from '../../../src/shared/validation/services.ts';
import type { Service, StoredServiceUser as ServiceUser } from '../../../src/types.ts';

export function findService(ctx: Ctx, id: number, { includeDeleted = false } = {}): Service {
  const s = ctx.db.services.find((x) => x.id === id && (includeDeleted || !x.deleted_at));
  if (!s) throw notFound('service');
  return s;
}

// the soft-delete mark stays inside the fixture
export function withAdminEmail(ctx: Ctx, s: Service): Service {
  return served(
    s,
    adminEmail(
      s,
      ctx.db.serviceUsers.filter((u) => u.center_id === s.id),
    ),
  );
}

// the quality side's users grouped once, not once per service
export function listedServices(ctx: Ctx): Service[] {
  const usersOf = new Map<number, ServiceUser[]>();
  for (const u of ctx.db.serviceUsers) {
    const list = usersOf.get(u.center_id);
    if (list) list.push(u);
    else usersOf.set(u.center_id, [u]);
  }
  return ctx.db.services.filter((s) => !s.deleted_at).map((s) => served(s, adminEmail(s, usersOf.get(s.id) ?? [])));
}

const adminEmail = (s: Service, users: readonly ServiceUser[]) => findAdminUser(users)?.email ?? s.admin_email ?? '';

function served(s: Service, admin_email: string): Service {
  const answer: Service = { ...s, admin_email };
  delete answer.deleted_at;
  return answer;
}
