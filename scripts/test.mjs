#!/usr/bin/env node
/**
 * npm test: every test. Type check, unit, fixture API and contract tests (Vitest), then end-to-end tests in Debian's
 * Chromium (Playwright). Chromium is installed with apt when missing and running as root; otherwise the exact
 * command to run is printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(title, cmd, args, opts = {}) {
  console.log(`\n=== ${title}: ${[cmd, ...args].map((a) => path.relative(root, a) || a).join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n${title} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium was not found at ${chromium}. Install Debian's package first:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `(or set CHROMIUM_PATH to a Chromium ${'>='}150 binary).`,
    );
    process.exit(1);
  }
  step('install Chromium', 'apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  step('install Chromium', 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// Each runner also writes a JSON report, so the closing line can count every test of every suite.
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
const vitest = (project) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `vitest-${project}.json`)}`,
];

const only = process.argv[2]; // optional: types | lint | unit | api | contract | e2e
if (!only || only === 'types') step('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
if (!only || only === 'lint') {
  step('lint', bin('eslint'), ['.']);
  step('format check', bin('prettier'), ['--check', '.']);
}
if (!only || only === 'unit') {
  step('unit tests', bin('vitest'), vitest('unit'));
  countVitest(path.join(reports, 'vitest-unit.json'));
}
if (!only || only === 'api') {
  step('fixture API tests', bin('vitest'), vitest('api'));
  countVitest(path.join(reports, 'vitest-api.json'));
}
if (!only || only === 'contract') {
  // the portal's data provider against the fixture, or against the back ends CONTRACT_* name (README)
  step('contract tests', bin('vitest'), vitest('contract'));
  countVitest(path.join(reports, 'vitest-contract.json'));
}
if (!only || only === 'e2e') {
  ensureChromium();
  const json = path.join(reports, 'playwright.json');
  step('end-to-end tests (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  countPlaywright(json);
}
console.log(`\nAll tests passed.\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
