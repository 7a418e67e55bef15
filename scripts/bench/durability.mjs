/**
 * The durability group: scripts/bench-durability.mjs on a fixture of its own (kill -9 at a random moment while
 * clients write, restart, every acknowledged write read back). A run of fewer trials than asked is no figure.
 */
import { API_PORT, BUDGET } from './config.mjs';
import { runScript } from './fixture.mjs';
import { group, record } from './table.mjs';

const SCRIPT = 'scripts/bench-durability.mjs';
// the script's own default, read the same way so the row names the trials it runs
const TRIALS = Number(process.env.BENCH_TRIALS ?? 50);

export async function durabilityRows() {
  const name = `fixture: acknowledged writes lost to kill -9 (${TRIALS} trials)`;
  await group(name, async () => {
    const r = await runScript(SCRIPT, { BENCH_DURABILITY_PORT: String(API_PORT + 10) });
    if (r.trials !== TRIALS)
      throw new Error(`${r.trials} of ${TRIALS} trials ran (${r.failedTrials} could not run; see its output)`);
    record(name, r.lost, 'writes', BUDGET.writesLost, {
      note: `${r.acknowledged} acknowledged, ${r.refused} refused; db.json damaged ${r.damaged} times, missing ${r.missing}, the last good copy restored ${r.restored} times`,
    });
  });
}
