/**
 * Ids as clients write them, read the same way by the schemas, the data provider and the fixture: one id, and id
 * lists (a list, its JSON text or one id). The form rules themselves are the request schemas (src/shared/schemas/).
 */
import { ID_LIST_MAX } from '../constants.ts';

/**
 * An id as a client writes it: a positive JSON integer, or a string of decimal digits only (a path segment, a form
 * value). `0x1`, `1e0`, ` 1 `, `1.0`, `-1`, `0` and '' are not ids, although Number() reads most of them as one.
 */
export function wholeId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The items of an id list as it may arrive: a list, its JSON text or one id; a `{ id }` object reads as its id;
 * null, undefined and '' read as an empty list. Null when the text is not JSON. What each item must be is the
 * caller's rule (an exact id for a request, a tolerant one for an answer).
 */
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

/** Ids of a request's list (idListItems); null when one is not an id (wholeId) or when there are more than ID_LIST_MAX. */
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
