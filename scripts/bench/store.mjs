/** The store group: scripts/bench-store.mjs, the fixture's durable writes per second, on a fixture of its own. */
import { API_PORT, BUDGET } from './config.mjs';
import { runScript } from './fixture.mjs';
import { group, record } from './table.mjs';

export async function storeRows() {
  await group('fixture: durable writes at 8 clients', async () => {
    const r = await runScript('scripts/bench-store.mjs', { BENCH_STORE_PORT: String(API_PORT + 10) });
    record('fixture: durable writes at 8 clients', r.rate, '/s', BUDGET.writesPerSecond, {
      atLeast: true,
      floor: r.floorRate,
      note: `${r.lost} lost after kill -9; floor = GET / at 8 clients`,
    });
    if (r.lost > 0 || r.failed > 0) record('fixture: writes lost or refused', r.lost + r.failed, '', 0);
  });
}
