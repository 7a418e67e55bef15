import path from 'node:path';
import { promises as fs } from 'node:fs';
import { message } from './lib/messages.ts';
import { Store } from './lib/store.ts';
import { buildSeed, seedSizeFromEnv } from './seed/index.ts';

const dataDir = path.resolve(process.env.MOCK_API_DATA_DIR ?? path.join(import.meta.dirname, '.data'));
await fs.rm(dataDir, { recursive: true, force: true });
const store = new Store(dataDir);
const result = await store.open(() => buildSeed(seedSizeFromEnv(), path.join(dataDir, 'files')));
const db = store.db;
console.log(
  message('server.console.reset_done', {
    result,
    dir: dataDir,
    services: db.services.length,
    users: db.users.length,
    documents: db.documents.length,
    newsletters: db.newsletters.length,
  }),
);
await store.close();
