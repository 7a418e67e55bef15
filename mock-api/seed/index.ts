import type { Db } from '../lib/db.ts';
import { emptyDb } from '../lib/db.ts';
import { hashPassword } from '../lib/auth.ts';

export type SeedSize = 'demo' | 'large';

export function seedSizeFromEnv(): SeedSize {
  return process.env.SEED === 'large' ? 'large' : 'demo';
}

/** Builds a fresh database, writing its files into filesDir. Deterministic for a given size. */
export async function buildSeed(size: SeedSize, _filesDir: string): Promise<Db> {
  const db = emptyDb();
  const salt = (n: number) => Buffer.alloc(16, n);
  db.accounts.push(
    { id: 1, name: 'Portal Administrator', email: 'admin@example.com', user_type: 'SUPER_ADMIN', password_hash: await hashPassword('Admin123!', salt(1)) },
    { id: 2, name: 'Centre Admin', email: 'centre.admin@example.com', user_type: 'ADMIN', password_hash: await hashPassword('Centre123!', salt(2)) },
  );
  void size;
  return db;
}
