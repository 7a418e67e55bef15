/** npm run api:reset — rebuilds the working database and files from the seed (SEED=large for the big one). */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { Store } from './lib/store.ts';
import { buildSeed, seedSizeFromEnv } from './seed/index.ts';

const dataDir = path.resolve(process.env.MOCK_API_DATA_DIR ?? path.join(import.meta.dirname, '.data'));
await fs.rm(dataDir, { recursive: true, force: true });
const store = new Store(dataDir);
const result = await store.open(() => buildSeed(seedSizeFromEnv(), path.join(dataDir, 'files')));
const db = store.db;
console.log(
  `[mock-api] ${result} ${dataDir}: ${db.services.length} services, ${db.users.length} users, ` +
    `${db.documents.length} documents, ${db.newsletters.length} newsletters`,
);
await store.close();
