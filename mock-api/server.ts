import path from 'node:path';
import { createApp } from './lib/app.ts';
import { dialectLine, parseDialect, unknownDialect } from './lib/dialect.ts';
import { loadDemoEnv } from './lib/config.ts';
import { message } from './lib/messages.ts';
import { StoreError } from './lib/store.ts';
import { modules } from './handlers/index.ts';
import { buildSeed, seedSizeFromEnv } from './seed/index.ts';

loadDemoEnv();
const port = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(process.env.MOCK_API_DATA_DIR ?? path.join(import.meta.dirname, '.data'));
const dialect = parseDialect(process.env.MOCK_API_DIALECT);
if (!dialect) {
  console.error(unknownDialect(String(process.env.MOCK_API_DIALECT)));
  process.exit(2);
}

try {
  const { app, opened } = await createApp({
    dataDir,
    seed: (filesDir) => buildSeed(seedSizeFromEnv(), filesDir),
    allowReset: process.env.MOCK_API_ALLOW_RESET === '1',
    modules,
    dialect,
  });
  app.listen(port, '127.0.0.1', () => {
    console.log(message('server.console.listening', { port, opened, dir: dataDir }));
    console.log(dialectLine(dialect));
  });
} catch (e) {
  if (e instanceof StoreError) {
    console.error(message('server.console.stopped', { reason: e.message }));
    process.exit(2);
  }
  throw e;
}
