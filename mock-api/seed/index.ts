// deterministic: a seeded PRNG and dates from a fixed epoch, never the clock
import { promises as fs } from 'node:fs';
import type { Db } from '../lib/db.ts';
import { emptyDb } from '../lib/db.ts';
import { hashPassword } from '../lib/auth.ts';
import { SIZES, SeedFiles, prng, type SeedSize } from './common.ts';
import { buildServices } from './services.ts';
import { buildUsers } from './users.ts';
import { buildDocuments } from './documents.ts';
import { buildNewsletters } from './newsletters.ts';
import { buildFocus } from './focus.ts';

export { ORPHAN_SERVICE_NAME, SEED_EPOCH, SEED_YEARS, type SeedSize } from './common.ts';

export function seedSizeFromEnv(): SeedSize {
  return process.env.SEED === 'large' ? 'large' : 'demo';
}

export async function buildSeed(size: SeedSize, filesDir: string): Promise<Db> {
  await fs.mkdir(filesDir, { recursive: true });
  const db = emptyDb();
  const salt = (n: number) => Buffer.alloc(16, n);
  db.accounts.push(
    {
      id: 1,
      name: 'Portal Administrator',
      email: 'admin@example.com',
      user_type: 'SUPER_ADMIN',
      password_hash: await hashPassword('Admin123!', salt(1)),
    },
    {
      id: 2,
      name: 'Centre Admin',
      email: 'centre.admin@example.com',
      user_type: 'ADMIN',
      password_hash: await hashPassword('Centre123!', salt(2)),
    },
  );
  const rng = prng(size === 'large' ? 0x1a2b3c : 0x5eed);
  const files = new SeedFiles(filesDir);

  const serviceCount = size === 'large' ? SIZES.large.services : SIZES.demo.services;
  buildServices(db, rng, serviceCount);
  buildUsers(db, rng, size === 'large' ? SIZES.large.users : SIZES.demo.users);
  buildDocuments(db, rng, files, size);
  buildNewsletters(db, files, size === 'large' ? SIZES.large.newsletters : SIZES.demo.newsletters);
  buildFocus(db, rng, files);
  await files.flush();

  db.counters = {
    accounts: 2,
    services: db.services.length,
    serviceUsers: db.serviceUsers.length,
    users: db.users.length,
    documents: db.documents.length,
    newsletters: db.newsletters.length,
    focus: db.focus.length,
    focusFiles: db.focusFiles.length,
    uploadedFiles: Math.max(0, ...db.documents.map((d) => d.uploaded_file?.id ?? 0)),
  };
  return db;
}
