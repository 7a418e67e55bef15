/**
 * The inflection shim against the library itself (its CommonJS file, which the alias does not catch): the same
 * answers for every resource name the portal registers and every field source written in its screens, in each way
 * react-admin asks for them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as library from 'inflection/lib/inflection.js';
import * as shim from './inflection.ts';
import { resources } from '../screens.ts';

const srcDir = path.resolve(import.meta.dirname, '..');
function sourcesWritten(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of readFileSync(file, 'utf8').matchAll(/\bsource[=:]\s*["']([^"']+)["']/g)) found.add(m[1]!);
    }
  };
  walk(srcDir);
  return [...found];
}

const names = [...new Set(resources.map((r) => r.name))];
const sources = sourcesWritten();

describe('inflection shim', () => {
  it('finds the portal resources and field sources to compare', () => {
    expect(names).toContain('documents');
    expect(sources.length).toBeGreaterThan(20);
  });

  it.each(names)(
    'resource %s: humanize(inflect(name, n)), singularize, pluralize and capitalize as the library',
    (name) => {
      for (const n of [0, 1, 2])
        expect(shim.humanize(shim.inflect(name, n))).toBe(library.humanize(library.inflect(name, n)));
      expect(shim.singularize(name)).toBe(library.singularize(name));
      expect(shim.pluralize(name)).toBe(library.pluralize(name));
      expect(shim.pluralize(shim.singularize(name))).toBe(library.pluralize(library.singularize(name)));
      expect(shim.capitalize(name)).toBe(library.capitalize(name));
    },
  );

  it("every field source: the label react-admin makes of it (underscore, then humanize) is the library's", () => {
    for (const source of [...sources, 'createdAt', 'service_type_id', 'nqa_area_ids', 'a.b_c', 'URLField', '_private'])
      expect(shim.transform(source, ['underscore', 'humanize']), source).toBe(
        library.transform(source, ['underscore', 'humanize']),
      );
  });

  it('a function outside the shim fails loudly instead of answering wrong', () => {
    expect(() => shim.transform('service', ['camelize'])).toThrow(/not in the shim/);
  });
});
