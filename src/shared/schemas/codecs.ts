/**
 * Tolerant building blocks of the answer schemas (Postel's law: accept what a plausible back end sends, hand the UI
 * one typed shape). The spec shows few answer shapes; a Laravel/MySQL back end may send numbers as text, JSON
 * columns as text, flags as 0/1, "0"/"1" or true/false, null for an empty column and dates with a time. Each codec
 * here reads all of those and yields the one value the UI uses; what it cannot read fails the parse, so the data
 * provider reports the call and the field instead of drawing a wrong row.
 */
import { z } from './zod.ts';
import { idListItems } from '../validation/common.ts';

const numeric = (v: unknown): unknown => {
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
};

/** A number, or a numeric text. */
export const num = z.preprocess(numeric, z.number());

/** An optional number: null, '' and a missing value read as null. */
export const numOrNull = z.preprocess((v) => (v === '' || v === undefined ? null : numeric(v)), z.number().nullable());

/** A record id: a positive whole number, or its text. */
export const id = z.preprocess(numeric, z.number().int().positive());

/** An id that may be absent (null, '' or missing read as null). */
export const idOrNull = z.preprocess(
  (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : numeric(v)),
  z.number().int().positive().nullable(),
);

const truthy = (v: unknown): boolean | unknown => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === null || v === undefined || v === '') return false;
  return v;
};

/** A flag as 0/1, "0"/"1" or true/false (null or missing is off), as a boolean. */
export const bool = z.preprocess(truthy, z.boolean());

/** The same flag as the spec's 0 or 1. */
export const flag01 = bool.transform((b): 0 | 1 => (b ? 1 : 0));

/** Text; null or missing reads as ''. Numbers are shown as written. */
export const text = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string(),
);

/** Optional text: '' and a missing value read as null. */
export const textOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
  z.string().nullable(),
);

/** A calendar day: YYYY-MM-DD, or a date-time whose day is kept ('2024-03-01 10:00:00', ISO). Empty reads as ''. */
export const day = z.preprocess(
  (v) =>
    v === null || v === undefined ? '' : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]/.test(v) ? v.slice(0, 10) : v,
  z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
);

/**
 * An instant as ISO text with its zone. A Laravel date-time without a zone ('2026-11-28 09:00:00') is UTC, the
 * framework's default: read in the browser's zone it would end an Australian session hours early.
 */
export const instant = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const zoneless = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(v.trim());
  const iso = zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : v.trim();
  const t = Date.parse(iso);
  return Number.isNaN(t) ? v : new Date(t).toISOString();
}, z.iso.datetime());

/** A JSON column: the value itself, or its JSON text (null and '' read as an empty list). */
const jsonColumn = (v: unknown): unknown => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return [];
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A list of ids: numbers, numeric texts or `{ id }` objects, as a list, its JSON text or one id. */
export const idList = z.preprocess((v) => idListItems(v) ?? v, z.array(id));

/** A list of `{ id, name }` (a relation), as a list or JSON text; bare ids get an empty name. */
export const namedList = z.preprocess(
  (v) => {
    const list = jsonColumn(v);
    return Array.isArray(list)
      ? list.map((x: unknown) => (x && typeof x === 'object' ? x : { id: x, name: '' }))
      : list;
  },
  z.array(z.object({ id, name: text })),
);

/** A list of records under a JSON column or as the list itself. */
export const jsonList = <T extends z.ZodType>(item: T) => z.preprocess(jsonColumn, z.array(item));

/** A value that must be one of `values`, tolerant of case ('enable' for 'ENABLE'). */
export const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v) : v),
    z.enum(values),
  );

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** A list bare, under `data`, or under a paginator's `data` (`{ data: { data: [...] } }`). */
export const listEnvelope = (json: unknown): unknown => {
  if (Array.isArray(json)) return json;
  if (isObj(json)) {
    if (Array.isArray(json.data)) return json.data;
    if (isObj(json.data) && Array.isArray(json.data.data)) return json.data.data;
  }
  return json;
};

/** A record bare or under `data`. */
export const recordEnvelope = (json: unknown): unknown => (isObj(json) && isObj(json.data) ? json.data : json);

/** A list answer of `item`, whatever envelope it comes in. */
export const listOf = <T extends z.ZodType>(item: T) => z.preprocess(listEnvelope, z.array(item));

/** A record answer of `schema`, bare or under `data`. */
export const recordOf = <T extends z.ZodType>(schema: T) => z.preprocess(recordEnvelope, schema);
