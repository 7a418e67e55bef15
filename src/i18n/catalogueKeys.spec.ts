/**
 * Every catalogue key the code names in full is in the catalogue: a missing one would show (or log) the raw key.
 * Keys built at run time (`app.users.role_${role}`) are not whole literals and are left to the tests of their
 * screens.
 */
import { describe, expect, it } from 'vitest';
import { enMessages } from './en.ts';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** A quoted `app.` or `ra.` key: two or more dotted segments of letters, digits and underscores. */
const KEY_LITERAL = /(['"`])((?:app|ra)(?:\.[A-Za-z0-9_]+)+)\1/g;

function hasKey(key: string): boolean {
  let node: unknown = enMessages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const used = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(KEY_LITERAL)].map((m) => ({ file, key: m[2] })),
);

describe('catalogue keys named in the code', () => {
  it('finds the keys the code names', () => {
    expect(used.length).toBeGreaterThan(300);
    expect(used.map((u) => u.key)).toContain('app.users.created');
  });

  it('each one is in the catalogue (app.* in en.ts, ra.* from ra-language-english)', () => {
    expect(used.filter((u) => !hasKey(u.key)).map((u) => `${u.file}: ${u.key}`)).toEqual([]);
  });
});
