import { promises as fs } from 'node:fs';
import path from 'node:path';
import { serviceTypeLabel } from '../lib/messages.ts';
import { makeDocx, makePdf, makePng, makeXlsx, hexToRgb } from './files.ts';
import { FIRST_NAMES, LAST_NAMES } from './data.ts';

export type SeedSize = 'demo' | 'large';

export const SIZES = {
  demo: { services: 36, users: 40, nqaDocs: 56, newsletters: 16 },
  large: { services: 2000, users: 5000, documents: 10_000, newsletters: 48 },
} as const;

export const SEED_EPOCH = Date.UTC(2026, 10, 1); // 2026-11-01
export const SEED_YEARS = ['2026', '2027'] as const;

export const ORPHAN_SERVICE_NAME = 'Orphan Bay Childcare';

// mulberry32
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}
export type Rng = ReturnType<typeof prng>;

export const isoDay = (daysBeforeEpoch: number) =>
  new Date(SEED_EPOCH - daysBeforeEpoch * 86_400_000).toISOString().slice(0, 10);
export const isoTime = (daysBeforeEpoch: number) => new Date(SEED_EPOCH - daysBeforeEpoch * 86_400_000).toISOString();
export const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
export const typeName = (id: number) => serviceTypeLabel(id);

export class SeedFiles {
  private written = new Map<string, number>();
  private pending: Promise<void>[] = [];
  constructor(readonly dir: string) {}

  put(name: string, bytes: Buffer): { url: string; size: number } {
    if (!this.written.has(name)) {
      this.written.set(name, bytes.length);
      this.pending.push(fs.writeFile(path.join(this.dir, name), bytes));
    }
    return { url: `/files/${name}`, size: this.written.get(name) ?? bytes.length };
  }
  async flush() {
    await Promise.all(this.pending);
  }
  get count() {
    return this.written.size;
  }
}

export type FileFormat = 'pdf' | 'docx' | 'xlsx' | 'png' | 'csv';

export function fileBytes(format: FileFormat, title: string, colour: string): Buffer {
  const lines = [
    'Prepared for Australian early childhood education and care services.',
    'Aligned with the National Quality Standard and the Education and Care Services National Regulations.',
    'Review this document annually or after any incident or change in legislation.',
  ];
  switch (format) {
    case 'pdf':
      return makePdf(title, lines);
    case 'docx':
      return makeDocx(title, lines);
    case 'xlsx':
      return makeXlsx([
        ['Item', 'Responsible', 'Due', 'Status'],
        ['Review policy', 'Nominated supervisor', '2026-12-01', 'Open'],
        ['Staff sign-off', 'Room leaders', '2026-12-15', 'Open'],
      ]);
    case 'png':
      return makePng(320, 200, hexToRgb(colour), [250, 250, 250]);
    case 'csv':
      return Buffer.from(`Checklist,Done\n${title},no\nStaff briefed,no\n`, 'utf8');
  }
}

export function person(rng: Rng) {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return { first, last };
}
