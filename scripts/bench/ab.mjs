/**
 * BENCH_BASE=<git ref>: that ref's portal, checked out in a git worktree of its own in a temporary folder (sharing
 * this tree's node_modules) and built there, previewed beside the head's against the same fixture. Each browser group
 * then runs on both portals at once, taking turns a sample each (handOver), so both meet the same load; the table
 * gives each row's base figure and head/base.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servePortal } from './apps.mjs';
import { BASE, BASE_PORT, baseUrl, headUrl, root } from './config.mjs';

const git = (...args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

export async function serveBase() {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'nqa-bench-base-')), 'tree');
  const commit = git('rev-parse', '--verify', `${BASE}^{commit}`);
  git('worktree', 'add', '--detach', dir, commit);
  process.on('exit', () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await servePortal(dir, BASE_PORT, `the base's portal (${BASE}, ${commit.slice(0, 10)})`);
}

const side = new AsyncLocalStorage();
/** The portal the rows measure: the head's, or the base's on its side of an A/B. */
export const appUrl = () => side.getStore()?.url ?? headUrl;
export const onBaseSide = () => side.getStore()?.base === true;

let running = 0;
/** Resumes the side waiting for its turn (only one side runs at a time). */
let parked = null;
/** After each sample of an A/B: `settle()` (the page left idle), then the other side takes its own sample. */
export async function handOver(settle) {
  if (running < 2) return;
  await settle?.();
  await new Promise((r) => {
    const wake = parked;
    parked = r;
    wake();
  });
}

/** `rows()` run on the head's portal and on the base's, in turn a sample each (the head's first). */
export async function headAndBase(rows) {
  const run = (store, wait) =>
    side.run(store, async () => {
      try {
        if (wait) await new Promise((r) => (parked = r));
        await rows();
      } finally {
        running -= 1;
        parked?.();
      }
    });
  running = 2;
  await Promise.all([run({ url: baseUrl, base: true }, true), run({ url: headUrl }, false)]);
}
