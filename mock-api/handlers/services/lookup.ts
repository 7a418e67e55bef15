/** Finding a service and answering one: shared by every services module. */
import type { Ctx } from '../../lib/app.ts';
import { notFound } from '../../lib/errors.ts';
import { findAdminUser } from '../../../src/shared/validation/services.ts';
import type { Service } from '../../../src/types.ts';

/** A live service (not soft-deleted) or 404. */
export function findService(ctx: Ctx, id: number, { includeDeleted = false } = {}): Service {
  const s = ctx.db.services.find((x) => x.id === id && (includeDeleted || !x.deleted_at));
  if (!s) throw notFound('service');
  return s;
}

/** A service as answered: the spec's fields plus the admin email; the soft-delete mark stays inside the fixture. */
export function withAdminEmail(ctx: Ctx, s: Service): Service {
  const admin = findAdminUser(ctx.db.serviceUsers.filter((u) => u.center_id === s.id));
  const served: Service = { ...s, admin_email: admin?.email ?? s.admin_email ?? '' };
  delete served.deleted_at;
  return served;
}
