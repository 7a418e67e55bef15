/**
 * BENCH_BASE=<git ref>: that ref's portal, checked out in a git worktree of its own in a temporary folder (sharing
 * this tree's node_modules) and built there, previewed beside the head's against the same fixture. Each browser group
 * then runs again on it straight after the head's turn, and the table gives each row's base figure and head/base.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servePortal } from './apps.mjs';
import { BASE, BASE_PORT, baseUrl, headUrl, measureOn, root } from './config.mjs';
import { baseTurn } from './table.mjs';

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

/** `fn`'s rows measured on the base's portal: their figures go beside the head's rows of the same name. */
export async function onBase(fn) {
  measureOn(baseUrl);
  baseTurn(true);
  try {
    await fn();
  } finally {
    measureOn(headUrl);
    baseTurn(false);
  }
}
