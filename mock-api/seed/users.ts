import type { Db } from '../lib/db.ts';
import type { ManagedUser } from '../../src/types.ts';
import { person, type Rng } from './common.ts';
import { USER_DESCRIPTIONS } from './data.ts';

export function buildUsers(db: Db, rng: Rng, count: number) {
  const portalServices = db.services.filter((s) => s.has_portal === 1);
  for (let i = 0; i < count; i++) {
    const p = person(rng);
    const role: 'member' | 'admin' = i % 4 === 0 ? 'admin' : 'member';
    const user: ManagedUser = {
      id: i + 1,
      first_name: p.first,
      last_name: p.last,
      email: `${p.first}.${p.last}${i + 1}@example.com.au`.toLowerCase(),
      description: rng.pick(USER_DESCRIPTIONS),
      roles: [{ name: role }],
      notify_email: rng.chance(0.4) ? 1 : 0,
      access_approved: i % 3 !== 2,
      services: rng.sample(portalServices, rng.int(1, 3)).map((s) => s.id),
      deleted_at: null,
    };
    db.users.push(user);
  }
}
