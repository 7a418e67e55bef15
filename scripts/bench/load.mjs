/** The load group: scripts/bench-load.mjs, the fixture under many clients at once, on a fixture of its own. */
import { API_PORT, BUDGET } from './config.mjs';
import { runScript } from './fixture.mjs';
import { fmt, group, record } from './table.mjs';

export async function loadRows() {
  await group('fixture under 50 clients', async () => {
    const r = await runScript('scripts/bench-load.mjs', { BENCH_LOAD_PORT: String(API_PORT + 11) });
    record(`fixture under ${r.clients} clients, ${r.seconds} s: p99`, r.p99, 'ms', BUDGET.loadP99, {
      note: `${fmt(r.rate)} req/s, p50 ${fmt(r.p50)} ms`,
    });
    record(`fixture under ${r.clients} clients: errors`, r.errors, '', 0);
    record(`fixture under ${r.clients} clients: resident memory`, r.rssMaxMb, 'MB', BUDGET.loadRssMb, {
      note: `${fmt(r.rssStartMb)} MB at start`,
    });
  });
}
