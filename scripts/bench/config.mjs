/**
 * The bench's settings, read from the environment once:
 *
 *   BENCH_API_PORT, BENCH_APP_PORT, BENCH_SHELL_PORT  the fixture, the portal's preview and react-admin's shell
 *   BENCH_RUNS   the runs each median is of
 *   BENCH_ONLY   comma-separated groups (GROUPS below); every group when unset
 *   BENCH_TYPE_MS  the pause between keys of a modelled typist
 *   CHROMIUM_PATH  the browser;  BENCH_JS_DETAIL=1  the js group lists each route's scripts
 *   BENCH_TRIALS, BENCH_LOAD_SECONDS  passed on to scripts/bench-durability.mjs and scripts/bench-load.mjs
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const bin = (n) => path.join(root, 'node_modules', '.bin', n);
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 3201);
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4273);
export const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? APP_PORT + 2);
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
export const TYPE_MS = Number(process.env.BENCH_TYPE_MS ?? 120);
export const apiUrl = `http://localhost:${API_PORT}`;
export const appUrl = `http://localhost:${APP_PORT}`;
if (existsSync(path.join(root, '.env.development'))) process.loadEnvFile(path.join(root, '.env.development'));

/** The groups of rows, in the order they run; the browser groups share one build, fixture and browser. */
export const BROWSER_GROUPS = ['fixture', 'js', 'documents', 'heap', 'services', 'users', 'newsletters', 'dialog'];
export const GROUPS = [...BROWSER_GROUPS, 'durability', 'load'];
export const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
// a misspelt (or renamed) group would otherwise run nothing and report every budget met
const unknown = [...ONLY].filter((g) => !GROUPS.includes(g));
if (unknown.length) {
  console.error(`BENCH_ONLY names no group ${unknown.join(', ')}; the groups are ${GROUPS.join(', ')}.`);
  process.exit(2);
}
export const wants = (group) => ONLY.size === 0 || ONLY.has(group);

/** The budgets each row is held to. */
export const BUDGET = {
  interaction: 33, // ms, input to rows updated (two frames)
  longTask: 100, // ms, longest task during a list interaction
  ownEndpoint: 300, // ms, a filter that calls its own endpoint
  documentsFirst: 800, // ms, from the menu
  usersFirst: 300, // ms, from the menu
  documentsLoadVsFloor: 2.5, // a page load, times the login page's load in the same run
  usersLoadVsFloor: 2,
  laterVisit: 150,
  pickerOpen: 150,
  heapMb: 30,
  signedInJsVsShell: 1.2, // first-load JS of a signed-in route, times react-admin's own shell
  loginJsKb: 160,
  fullReadMs: 150,
  writesLost: 0,
  loadP99: 1000,
  loadRssMb: 400,
};
