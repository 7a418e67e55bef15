/**
 * The bench's settings, read from the environment once:
 *
 *   BENCH_API_PORT, BENCH_APP_PORT  the fixture and the portal's preview; react-admin's shell, the peer and the
 *     base's preview take the next ports (BENCH_SHELL_PORT, BENCH_PEER_PORT, BENCH_BASE_PORT)
 *   BENCH_BASE   a git ref: its portal is built too and every browser row measured on it as well (an A/B)
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
export const PEER_PORT = Number(process.env.BENCH_PEER_PORT ?? APP_PORT + 3);
export const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? APP_PORT + 4);
export const BASE = process.env.BENCH_BASE || null;
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
export const TYPE_MS = Number(process.env.BENCH_TYPE_MS ?? 120);
export const apiUrl = `http://localhost:${API_PORT}`;
export const headUrl = `http://localhost:${APP_PORT}`;
export const baseUrl = `http://localhost:${BASE_PORT}`;
export const peerUrl = `http://127.0.0.1:${PEER_PORT}`;
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
  interactionVsPeer: 0.3, // a list interaction, times react-admin's own list doing it in the same run
  loadVsPeer: 0.8, // a list's page load, the same
  baseSlower: 1.15, // BENCH_BASE: a row's figure, times the base's
  longTask: 100, // ms, longest task during a list interaction
  documentsFirst: 800, // ms, from the menu
  laterVisit: 150,
  pickerOpen: 150,
  heapMb: 30,
  signedInJsVsShell: 1.1, // first-load JS of a signed-in route, times react-admin's own shell
  loginJsKb: 160,
  fullReadMs: 150,
  writesLost: 0,
  loadP99: 1000,
  loadRssMb: 400,
};
