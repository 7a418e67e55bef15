// The one order of every list and picker: case-insensitive, numbers as numbers, missing values last; stable.

export type SortKey = string | number | null | SortKey[];

const collator = new Intl.Collator();

export function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value.toLocaleLowerCase();
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.map(sortKey);
  return String(value).toLocaleLowerCase();
}

export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = Array.isArray(a) ? a : [a];
    const y = Array.isArray(b) ? b : [b];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const c = compareKeys(x[i] ?? null, y[i] ?? null);
      if (c !== 0) return c;
    }
    return 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // a number and a text: the number first, as a stable rule for mixed columns
  return typeof a === 'number' ? -1 : 1;
}

export const compareValues = (a: unknown, b: unknown): number => compareKeys(sortKey(a), sortKey(b));

export function sortedBy<T>(rows: readonly T[], valueOf: (row: T) => unknown, order: 'ASC' | 'DESC' = 'ASC'): T[] {
  const dir = order === 'DESC' ? -1 : 1;
  const keys = rows.map((r) => sortKey(valueOf(r)));
  const at = rows.map((_, i) => i);
  at.sort((i, j) => {
    const a = keys[i];
    const b = keys[j];
    if (a === null || b === null) return a === b ? i - j : a === null ? 1 : -1;
    return compareKeys(a, b) * dir || i - j;
  });
  return at.map((i) => rows[i]);
}
