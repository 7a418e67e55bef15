/**
 * The table: every row's figure beside its budget, react-admin's own list (the peer) and the floor page where the row
 * has them, and with BENCH_BASE the base's figure; printed and written to docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { onBaseSide } from './ab.mjs';
import { BASE, BUDGET, ONLY, RUNS, root } from './config.mjs';

const rows = [];
let failed = false;
export const anyFailed = () => failed;
/** BENCH_BASE: the base's figures (./ab.mjs), kept by row name, held to no budget. */
const baseFigures = new Map();

export const fmt = (v) => (typeof v === 'number' ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1)) : String(v));
export const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const range = (ms) => `${fmt(Math.min(...ms))} to ${fmt(Math.max(...ms))}`;

const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : '');

/**
 * One row: its figure, its budget (`per`, how a budget derived from a figure of the same run is worked out), and
 * the peer's and the floor page's figures for the same update when there are (each with the figure's ratio to it).
 */
export function record(name, value, unit, budget, { floor, peer, note = '', per = '' } = {}) {
  if (onBaseSide()) return void baseFigures.set(name, value);
  if (Number.isNaN(value)) return recordFailure(name, new Error(`no figure${note ? ` (${note})` : ''}`));
  const over = budget !== undefined && value > budget;
  if (over) failed = true;
  const other = (v) => (v === undefined ? '' : `${fmt(v)} ${unit}`);
  rows.push({
    row: name,
    figure: `${fmt(value)} ${unit}`,
    value,
    unit,
    budget: budget === undefined ? '' : `<= ${fmt(budget)} ${unit}${per ? ` (${per})` : ''}`,
    peer: other(peer),
    floor: other(floor),
    'vs peer': peer === undefined ? '' : ratio(value, peer),
    'vs floor': floor === undefined ? '' : ratio(value, floor),
    result: budget === undefined ? '' : over ? 'OVER' : 'ok',
    note,
  });
}

export function recordFailure(name, e) {
  if (onBaseSide()) return void baseFigures.set(name, NaN);
  failed = true;
  rows.push({ row: name, figure: '-', result: 'FAILED', note: String(e?.message ?? e).split('\n')[0] });
}

/** BENCH_BASE: each row's base figure and head/base; a row more than BUDGET.baseSlower slower fails. */
function compareBase() {
  for (const r of rows) {
    const base = baseFigures.get(r.row);
    if (r.value === undefined || base === undefined) continue;
    r.base = Number.isNaN(base) ? 'not measured' : `${fmt(base)} ${r.unit}`;
    r['vs base'] = ratio(r.value, base);
    if (base > 0 && r.value > BUDGET.baseSlower * base) {
      failed = true;
      r.result = r.result === 'OVER' ? 'OVER, SLOWER' : 'SLOWER';
    }
  }
}

/** Runs a group of rows; a missing control or a crash fails the group's rows with the reason, the bench goes on. */
export async function group(name, fn) {
  try {
    await fn();
  } catch (e) {
    recordFailure(name, e);
  }
}

/**
 * A list interaction's row, held to the peer's figure for it when the peer does it too (react-admin's own list,
 * measured in turn), and a failing row when its longest task is over budget.
 */
export function interaction(name, r, floorMs, { peer, note = '' } = {}) {
  record(name, r.ms, 'ms', peer ? BUDGET.interactionVsPeer * peer.ms : undefined, {
    floor: floorMs,
    peer: peer?.ms,
    per: `${BUDGET.interactionVsPeer} x peer`,
    note: `${note}longest task ${fmt(r.longest)} ms${peer ? `; peer's ${fmt(peer.longest)} ms` : ''}`,
  });
  if (r.longest > BUDGET.longTask) record(`${name}: longest task`, r.longest, 'ms', BUDGET.longTask);
}

/** The table's columns; the base's only in an A/B run. */
const COLUMNS = [
  'row',
  'figure',
  'budget',
  'peer',
  'vs peer',
  'floor',
  'vs floor',
  ...(BASE ? ['base', 'vs base'] : []),
];
const shown = (r) => Object.fromEntries([...COLUMNS, 'result', 'note'].map((c) => [c, r[c] ?? '']));

export function printTable(load) {
  if (BASE) compareBase();
  console.log('');
  console.log(
    `npm run bench: medians of ${RUNS} runs, SEED=large, Chromium, production build; load average ${load} on ${os.cpus().length} cores`,
  );
  console.table(rows.map(shown));
}

/** docs/performance.md: this run's table, with one paragraph saying how it was measured (no history: git has it). */
export async function writeReport(load) {
  const wrap = (text, width = 118) =>
    text
      .split(' ')
      .reduce((lines, word) => {
        if (lines.length && `${lines.at(-1)} ${word}`.length <= width) lines[lines.length - 1] += ` ${word}`;
        else lines.push(word);
        return lines;
      }, [])
      .join('\n');
  const cell = (v) => String(v).replace(/\|/g, '\\|');
  const verdict = (r) =>
    ({
      ok: 'pass',
      OVER: 'fail',
      SLOWER: 'fail, slower than the base',
      'OVER, SLOWER': 'fail, and slower than the base',
      FAILED: `fail, not measured: ${r.note}`,
    })[r.result] ?? '-';
  const groups = ONLY.size ? `the groups ${[...ONLY].join(', ')} only (BENCH_ONLY)` : 'every group';
  const header = wrap(
    [
      `Written by \`npm run bench\` (scripts/bench/) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
      `UTC, ${groups}: medians of ${RUNS} run${RUNS === 1 ? '' : 's'} (BENCH_RUNS) on ${os.cpus().length} cores, load`,
      `average ${load} at the end, against a production build and the fixture with SEED=large (10,000 documents, 2,000`,
      'services, 5,000 users), in Chromium. List interactions run from the last input event to the animation frame',
      "after the rows change. The documents and users lists are measured beside a peer, react-admin's own `<List>` and",
      '`<DataTable>` over ra-data-fakerest holding the same answer, fetched from the same fixture on page load',
      '(scripts/bench-peer), the portal and the peer taking turns in every run: a page load is held to',
      `${BUDGET.loadVsPeer}x the peer's, a tab switch, sort or next page to ${BUDGET.interactionVsPeer}x. Each list`,
      "interaction also shows the floor page, the same DOM update for 10 rows without a framework; a page load's floor",
      'is the login page, signed out, loaded in turn with them. "vs peer" and "vs floor" are the figure over theirs. An',
      'interaction the peer has no counterpart for (a filter, a search) has no time budget of its own. First-load JS is',
      "the gzip size of every script a route loads until its screen has settled; a signed-in route's budget is",
      `${BUDGET.signedInJsVsShell}x react-admin's own shell (scripts/bench-shell: \`<Admin>\` with one resource),`,
      'measured the same way in the same run.',
      BASE
        ? `"base" is the portal of ${BASE}, built in a git worktree of its own and measured in the same run, the two portals taking turns in every sample; a row more than ${BUDGET.baseSlower}x the base's fails.`
        : '',
      "Timings on a shared machine move from run to run: read a figure against the peer's and the floor's, not",
      "against another run's.",
    ]
      .filter(Boolean)
      .join(' '),
  );
  const table = [
    `| ${[...COLUMNS, 'result'].join(' | ')} |`,
    `|${' --- |'.repeat(COLUMNS.length + 1)}`,
    ...rows.map((r) => `| ${[...COLUMNS.map((c) => r[c] ?? ''), verdict(r)].map(cell).join(' | ')} |`),
  ].join('\n');
  const file = path.join(root, 'docs', 'performance.md');
  mkdirSync(path.dirname(file), { recursive: true });
  // formatted as the repository's own check (npm run lint) wants it
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(`# Performance\n\n${header}\n\n${table}\n`, options));
  console.log('Wrote docs/performance.md.');
}
