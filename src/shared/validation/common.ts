import { ID_LIST_MAX } from '../constants.ts';

// `0x1`, `1e0`, ` 1 `, `1.0`, `-1`, `0` and '' are not ids, although Number() reads most of them as one
export function wholeId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

// null when the text is not JSON; what each item must be is the caller's rule
export function idListItems(value: unknown): unknown[] | null {
  let v = value;
  if (typeof v === 'string') {
    if (v.trim() === '') return [];
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).map((x: unknown) => (x && typeof x === 'object' && 'id' in x ? x.id : x));
}

export function idList(value: unknown): number[] | null {
  const items = idListItems(value);
  if (items === null || items.length > ID_LIST_MAX) return null;
  const out: number[] = [];
  for (const item of items) {
    const n = wholeId(item);
    if (n === null) return null;
    out.push(n);
  }
  return out;
}
