#!/usr/bin/env node
// npm test: types, lint, unit, fixture API and contract tests (once per dialect), then e2e (the spec dialect whole,
// then the legacy smoke). node scripts/test.mjs [types | lint | unit | api | contract[:spec|:legacy] | e2e[:...]]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DIALECTS } from './dialects.mjs';
import { chromiumPath } from './chromium.mjs';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const chromium = chromiumPath;
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
const vitest = (project, report = project) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `vitest-${report}.json`)}`,
];

const only = process.argv[2];
const [suite, oneDialect] = (only ?? '').split(':');
if (oneDialect !== undefined && !DIALECTS.includes(oneDialect)) {
  console.error(`Unknown dialect "${oneDialect}" in "${only}": use ${DIALECTS.join(' or ')}.`);
  process.exit(1);
}
const dialects = oneDialect ? [oneDialect] : DIALECTS;
const withDialect = (dialect) => ({ env: { ...process.env, MOCK_API_DIALECT: dialect } });

if (!only || only === 'types') step('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
if (!only || only === 'lint') {
  step('lint', bin('eslint'), ['.']);
  step('format check', bin('prettier'), ['--check', '.']);
  step('import circles', bin('dpdm'), []); // dpdm.config.json: src/ and mock-api/, type-only imports too
}
if (!only || only === 'unit') {
  step('unit tests', bin('vitest'), vitest('unit'));
  countVitest(path.join(reports, 'vitest-unit.json'));
}
if (!only || only === 'api') {
  // the fixture's own tests: each file starts the dialect it asserts (spec, or legacy in dialect.test.ts)
  step('fixture API tests', bin('vitest'), vitest('api'));
  countVitest(path.join(reports, 'vitest-api.json'));
}
if (!only || suite === 'contract') {
  // the data provider against the fixture in each dialect, or once against the back ends CONTRACT_* name
  const external = Object.entries(process.env).some(
    ([k, v]) => k.startsWith('CONTRACT_') && k !== 'CONTRACT_FIXTURE_PORT' && v !== '',
  );
  if (external) {
    step('contract tests (CONTRACT_* back ends)', bin('vitest'), vitest('contract'));
    countVitest(path.join(reports, 'vitest-contract.json'));
  } else {
    for (const dialect of dialects) {
      const report = `contract-${dialect}`;
      step(`contract tests (${dialect} dialect)`, bin('vitest'), vitest('contract', report), withDialect(dialect));
      countVitest(path.join(reports, `vitest-${report}.json`));
    }
  }
}
if (!only || suite === 'e2e') {
  ensureChromium();
  // one after the other on the same ports, so the portal is built once for both dialects
  const ports = { E2E_API_PORT: '3101', E2E_APP_PORT: '4173' };
  step(
    'build the portal for the e2e runs',
    process.execPath,
    [path.join(root, 'scripts', 'start.mjs'), '--build-only'],
    {
      env: { ...process.env, PORT: ports.E2E_APP_PORT, API_PORT: ports.E2E_API_PORT },
    },
  );
  for (const dialect of dialects) {
    const json = path.join(reports, `playwright-${dialect}.json`);
    const { env } = withDialect(dialect);
    const what = dialect === 'legacy' ? 'the legacy smoke' : 'the whole suite';
    step(
      `end-to-end tests (Chromium, ${dialect} dialect: ${what})`,
      bin('playwright'),
      ['test', '--reporter=list,json'],
      {
        env: { ...env, ...ports, PREVIEW_PREBUILT: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: json },
      },
    );
    countPlaywright(json);
  }
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll tests passed in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
