/** The table: every row's figure beside its budget and floor, printed and written to docs/performance.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { BUDGET, ONLY, RUNS, root } from './config.mjs';

const rows = [];
let failed = false;
export const anyFailed = () => failed;

export const fmt = (v) => (typeof v === 'number' ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1)) : String(v));
export const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const range = (ms) => `${fmt(Math.min(...ms))} to ${fmt(Math.max(...ms))}`;

/**
 * One row: its figure, its budget (`per`, how a budget derived from a figure of the same run is worked out), the
 * floor page's figure for the same update when there is one.
 */
export function record(name, value, unit, budget, { floor, note = '', per = '' } = {}) {
  if (Number.isNaN(value)) return recordFailure(name, new Error(`no figure${note ? ` (${note})` : ''}`));
  const over = budget !== undefined && value > budget;
  if (over) failed = true;
  rows.push({
    row: name,
    figure: `${fmt(value)} ${unit}`,
    budget: budget === undefined ? '' : `<= ${fmt(budget)} ${unit}${per ? ` (${per})` : ''}`,
    floor: floor === undefined ? '' : `${fmt(floor)} ${unit}`,
    result: budget === undefined ? '' : over ? 'OVER' : 'ok',
    note,
  });
}

export function recordFailure(name, e) {
  failed = true;
  rows.push({
    row: name,
    figure: '-',
    budget: '',
    floor: '',
    result: 'FAILED',
    note: String(e?.message ?? e).split('\n')[0],
  });
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
 * A list interaction's row, and a failing row when its longest task is over budget; a filter with its own endpoint
 * has its own budget.
 */
export function interaction(name, r, floorMs, { budget = BUDGET.interaction, note = '' } = {}) {
  record(name, r.ms, 'ms', budget, { floor: floorMs, note: `${note}longest task ${fmt(r.longest)} ms` });
  if (r.longest > BUDGET.longTask) record(`${name}: longest task`, r.longest, 'ms', BUDGET.longTask);
}

export function printTable(load) {
  console.log('');
  console.log(
    `npm run bench: medians of ${RUNS} runs, SEED=large, Chromium, production build; load average ${load} on ${os.cpus().length} cores`,
  );
  console.table(rows);
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
  const verdict = (r) => ({ ok: 'pass', OVER: 'fail', FAILED: `fail, not measured: ${r.note}` })[r.result] ?? '-';
  const groups = ONLY.size ? `the groups ${[...ONLY].join(', ')} only (BENCH_ONLY)` : 'every group';
  const header = wrap(
    [
      `Written by \`npm run bench\` (scripts/bench/) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
      `UTC, ${groups}: medians of ${RUNS} run${RUNS === 1 ? '' : 's'} (BENCH_RUNS) on ${os.cpus().length} cores, load`,
      `average ${load} at the end, against a production build and the fixture with SEED=large (10,000 documents, 2,000`,
      'services, 5,000 users), in Chromium. List interactions run from the last input event to the animation frame',
      'after the rows change, beside a floor page doing the same DOM update for 10 rows without a framework. Page loads',
      'are bound by the machine, so their budget is a multiple of a floor loaded the same way in turn with them: the',
      'login page, signed out. First-load JS is the gzip size of every script a route loads until its screen has',
      "settled; a signed-in route's budget is a multiple of react-admin's own shell (scripts/bench-shell: `<Admin>`",
      'with one resource), measured the same way in the same run. Timings on a shared machine move from run to run:',
      "read a figure against its floor and its budget, not against another run's.",
    ].join(' '),
  );
  const table = [
    '| row | figure | budget | floor | result |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${[r.row, r.figure, r.budget, r.floor, verdict(r)].map(cell).join(' | ')} |`),
  ].join('\n');
  const file = path.join(root, 'docs', 'performance.md');
  mkdirSync(path.dirname(file), { recursive: true });
  // formatted as the repository's own check (npm run lint) wants it
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(`# Performance\n\n${header}\n\n${table}\n`, options));
  console.log('Wrote docs/performance.md.');
}
