/**
 * Building blocks every rule set shares (documents, newsletters, services, users). Rules return catalogue keys
 * per field, `{ field: [key] }`; the UI translates them and the fixture answers them as Laravel's 422 errors.
 */
import { ID_LIST_MAX } from '../constants.ts';

export type RuleErrors = Record<string, string[]>;

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Rich text from the editor is blank when it has no visible text (an empty editor sends `<p></p>`). */
export const blankRichText = (v: unknown) =>
  blank(v) ||
  (typeof v === 'string' &&
    !/<img\b/i.test(v) &&
    v
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, '')
      .trim() === '');

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

export const add = (e: RuleErrors, field: string, key: string) => (e[field] ??= []).push(key);

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A calendar date written YYYY-MM-DD that exists. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Accepts http(s) URLs with a host that has a dot (or localhost). */
export function isValidLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const u = new URL(value.trim());
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname.includes('.') || u.hostname === 'localhost')
    );
  } catch {
    return false;
  }
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
