import type { Db } from '../lib/db.ts';
import type { Service, ServiceTypeId, StoredServiceUser as ServiceUser } from '../../src/types.ts';
import { ORPHAN_SERVICE_NAME, person, slug, type Rng } from './common.ts';
import { BRANDS, BRAND_COLOURS, STREETS, SUBURBS } from './data.ts';

export function buildServices(db: Db, rng: Rng, count: number) {
  const used = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const type = ((i % 4) + 1) as ServiceTypeId;
    const [suburb, state, postcode, area] = SUBURBS[(i * 7 + Math.floor(i / SUBURBS.length)) % SUBURBS.length];
    let name = `${BRANDS[type][Math.floor(i / 4) % BRANDS[type].length]} ${suburb}`;
    // The one portal service without an admin-type user ('View as service' then opens nothing).
    const orphan = i === 5;
    if (orphan) name = ORPHAN_SERVICE_NAME;
    const seen = used.get(name) ?? 0;
    used.set(name, seen + 1);
    if (seen > 0) name = `${name} ${seen + 1}`;
    const owner = person(rng);
    const domain = `${slug(name).toLowerCase().replace(/_/g, '')}.com.au`;
    const brandColour = rng.pick(BRAND_COLOURS);
    const service: Service = {
      id,
      name,
      has_qip: rng.chance(0.6) ? 1 : 0,
      // every 7th service has no portal; the orphan always has one
      has_portal: !orphan && i % 7 === 3 ? 0 : 1,
      admin_name: `${owner.first} ${owner.last}`,
      website_link: `https://www.${domain}`,
      primary_email: `owner@${domain}`,
      postal: postcode,
      phone: `(${area}) ${rng.int(8000, 9999)} ${rng.int(1000, 9999)}`,
      address: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      city: suburb,
      state,
      description:
        `At ${name} we believe every child is capable and curious. Our educators build on each child's ` +
        `interests through play, strong relationships with families and connection to the ${suburb} community.`,
      logo_name: null,
      logo_url: null,
      service_type_id: type,
      brand_color: brandColour,
      is_archive: !orphan && i % 9 === 8,
      skin: i % 3 === 2 ? '#ffffff' : '#000000',
      collection_loaded: i % 5 === 1 ? `[${type}]` : '[]',
      deleted_at: null,
      admin_email: '',
    };
    db.services.push(service);

    const adminEmail = id === 1 ? 'centre.admin@example.com' : `${owner.first}.${owner.last}@${domain}`.toLowerCase();
    if (!orphan) {
      db.serviceUsers.push({
        id: db.serviceUsers.length + 1,
        center_id: id,
        name: id === 1 ? 'Centre Admin' : service.admin_name,
        email: adminEmail,
        type: i % 6 === 0 ? 'Admin' : 'admin', // compared case-insensitively
      } satisfies ServiceUser);
      service.admin_email = adminEmail;
    }
    const members = orphan ? 2 : rng.int(0, 2);
    for (let m = 0; m < members; m++) {
      const p = person(rng);
      db.serviceUsers.push({
        id: db.serviceUsers.length + 1,
        center_id: id,
        name: `${p.first} ${p.last}`,
        email: `${p.first}.${p.last}${m + 1}@${domain}`.toLowerCase(),
        type: 'member',
      });
    }
  }
}
