import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRED_ENV } from '../../src/shared/env.ts';

const root = path.resolve(import.meta.dirname, '../..');

function build(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  return spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', path.join(os.tmpdir(), 'nqa-build-check'), '--emptyOutDir'],
    {
      cwd: root,
      env: { ...clean, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

describe('production build configuration', () => {
  it('refuses to build without the production values and names the missing ones', () => {
    const r = build({ VITE_PORTAL_API_URL: 'https://portal.example' });
    expect(r.status).not.toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toContain('Production build refused: missing');
    for (const name of REQUIRED_ENV.filter((n) => n !== 'VITE_PORTAL_API_URL')) expect(out).toContain(name);
    expect(out).not.toMatch(/missing[^\n]*VITE_PORTAL_API_URL/);
  });
});
