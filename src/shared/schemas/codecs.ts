/**
 * Tolerant building blocks of the answer schemas (Postel's law: accept what a plausible back end sends, hand the UI
 * one typed shape). The spec shows few answer shapes; a Laravel/MySQL back end may send numbers as text, JSON
 * columns as text, flags as 0/1, "0"/"1" or true/false, null for an empty column and dates with a time. Each codec
 * here reads all of those and yields the one value the UI uses; what it cannot read fails the parse, so the data
 * provider reports the call and the field instead of drawing a wrong row.
 */
import { z } from './zod.ts';
import { idListItems } from '../validation/common.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const numeric = (v: unknown): unknown => {
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
};

type Read = (v: unknown) => unknown;
/** A codec as the helpers below take it: its read and its schema. */
type Field<S extends z.ZodType> = { codecRead: Read; codecSchema: S };
/** The marks of a codec: how it reads what a back end sends, and the schema of what that reads to. */
interface CodecParts {
  codecRead: Read;
  codecSchema: z.core.$ZodType;
}

/**
 * A tolerant field: `read` turns what a back end may send into the one value `schema` checks. On its own it is
 * `z.preprocess(read, schema)`. Inside `record` its `read` runs in the record's one pass and only `schema` goes
 * through zod: zod without its compiler (the CSP forbids it) pays for every schema node each value passes, and a
 * preprocess per field made decoding the documents collection the slowest step of the documents screen.
 */
export function codec<S extends z.ZodType>(read: Read, schema: S) {
  return Object.assign(z.preprocess(read, schema), { codecRead: read, codecSchema: schema });
}

const isCodec = (s: unknown): s is CodecParts =>
  typeof s === 'object' && s !== null && 'codecRead' in s && typeof s.codecRead === 'function';

/** The schema a field of `record` is checked by: a codec's own schema, any other schema itself. */
type Checked<T extends z.ZodRawShape> = {
  [K in keyof T]: T[K] extends { codecSchema: infer S extends z.ZodType } ? S : T[K];
};

/**
 * An object of tolerant fields: the same answer as `z.object(shape)`, decoded in one pass that reads every codec
 * field, then one `z.object` of what they read to. Fields that are not codecs are checked as given. A record is a
 * codec itself, so a record inside a record is read in the same pass.
 */
export function record<T extends z.ZodRawShape>(shape: T) {
  const reads: [string, Read][] = [];
  const checked: Record<string, z.core.$ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (isCodec(field)) reads.push([key, field.codecRead]);
    checked[key] = isCodec(field) ? field.codecSchema : field;
  }
  const keys = Object.keys(shape);
  const read = (v: unknown): unknown => {
    if (!isObj(v)) return v;
    const out: Obj = {};
    for (const key of keys) if (key in v) out[key] = v[key];
    for (const [key, readField] of reads) {
      const value = readField(v[key]);
      if (value !== undefined || key in v) out[key] = value;
    }
    return out;
  };
  // `checked` is built key by key from `shape`, which no type can follow: Checked<T> says what it holds.
  return codec(read, z.object(checked as Checked<T>));
}

/** A number, or a numeric text. */
export const num = codec(numeric, z.number());

const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An optional number: null, '' and a missing value read as null. */
export const numOrNull = codec((v) => numeric(emptyAsNull(v)), z.number().nullable());

const positiveInt = z.number().int().positive();

/** A record id: a positive whole number, or its text. */
export const id = codec(numeric, positiveInt);

/** An id that may be absent (null, '' or missing read as null). */
export const idOrNull = codec(
  (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : numeric(v)),
  positiveInt.nullable(),
);

const truthy = (v: unknown): boolean | unknown => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === null || v === undefined || v === '') return false;
  return v;
};

/** A flag as 0/1, "0"/"1" or true/false (null or missing is off), as a boolean. */
export const bool = codec(truthy, z.boolean());

/** A flag of which any number but 0 is on (a count or a 0/1 column), otherwise read as `bool`. */
export const nonZero = codec(
  (v) => truthy(typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) !== 0 : v),
  z.boolean(),
);

/** The same flag as the spec's 0 or 1. */
export const flag01 = codec(
  (v) => {
    const b = truthy(v);
    return b === true ? 1 : b === false ? 0 : b;
  },
  z.literal([0, 1]),
);

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** Text; null or missing reads as ''. Numbers are shown as written. */
export const text = codec((v) => (v === null || v === undefined ? '' : asText(v)), z.string());

/** Optional text: '' and a missing value read as null. */
export const textOrNull = codec((v) => asText(emptyAsNull(v)), z.string().nullable());

/** A calendar day: YYYY-MM-DD, or a date-time whose day is kept ('2024-03-01 10:00:00', ISO). Empty reads as ''. */
export const day = codec(
  (v) =>
    v === null || v === undefined ? '' : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]/.test(v) ? v.slice(0, 10) : v,
  z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
);

/**
 * An instant as ISO text with its zone. A Laravel date-time without a zone ('2026-11-28 09:00:00') is UTC, the
 * framework's default: read in the browser's zone it would end an Australian session hours early.
 */
export const instant = codec((v) => {
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

/**
 * One related record (`record`) that may come as null, an empty list or `{}` when there is none, or as JSON text:
 * none reads as null.
 */
export const relation = <S extends z.ZodType>(item: Field<S>) =>
  codec((v) => {
    const o = jsonColumn(v);
    if (o === null || (Array.isArray(o) && o.length === 0)) return null;
    if (isObj(o) && Object.keys(o).length === 0) return null;
    return item.codecRead(o);
  }, item.codecSchema.nullable());

/** A list of ids: numbers, numeric texts or `{ id }` objects, as a list, its JSON text or one id. */
export const idList = codec((v) => idListItems(v)?.map(numeric) ?? v, z.array(positiveInt));

const nameRecord = record({ id, name: text });
/** A list of `{ id, name }` (a relation), as a list or JSON text; bare ids get an empty name. */
export const namedList = codec((v) => {
  const list = jsonColumn(v);
  return Array.isArray(list)
    ? list.map((x: unknown) => nameRecord.codecRead(x && typeof x === 'object' ? x : { id: x, name: '' }))
    : list;
}, z.array(nameRecord.codecSchema));
/** A field that may be left out: missing stays missing, anything else is read as `field`. */
export const optional = <S extends z.ZodType>(field: Field<S>) =>
  codec((v) => (v === undefined ? v : field.codecRead(v)), field.codecSchema.optional());

/** A field kept only when the answer carries it: null reads as missing too, anything else as `field`. */
export const kept = <S extends z.ZodType>(field: Field<S>) =>
  codec((v) => (v === null || v === undefined ? undefined : field.codecRead(v)), field.codecSchema.optional());

/** A field whose blank (null, missing or '') reads as `fallback`; anything else is read as `field`. */
export const orDefault = <S extends z.ZodType>(field: Field<S>, fallback: unknown) =>
  codec((v) => field.codecRead(v === null || v === undefined || v === '' ? fallback : v), field.codecSchema);

/** A list of records under a JSON column or as the list itself. */
export const jsonList = <T extends z.ZodType>(item: T) => z.preprocess(jsonColumn, z.array(item));

/** A value that must be one of `values`, tolerant of case ('enable' for 'ENABLE'). */
export const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  codec(
    (v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v) : v),
    z.enum(values),
  );

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

/** What a sliced decode gives: the data, or the issues that safeParse would give first. */
export interface SlicedDecode<T> {
  decodeInSlices: (json: unknown) => Promise<{ data: T } | { issues: z.core.$ZodIssue[] }>;
}

/** How long one task decodes a list's records before the page may handle input and draw. */
const DECODE_SLICE_MS = 30;
/** Back to the page's event loop: scheduler.yield where the browser has it (it resumes first), else a task. */
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A list answer of `item`, whatever envelope it comes in. Besides safeParse, `decodeInSlices` (the HTTP client's
 * read) decodes it a slice of records at a time: a list of thousands of records is slow to decode, and in one task
 * a click or a key pressed meanwhile would wait for all of it. Same data, and the same first issue (the first record
 * that cannot be read, by its index).
 */
export const listOf = <T extends z.ZodType>(item: T) => {
  const schema = z.preprocess(listEnvelope, z.array(item));
  const decodeInSlices: SlicedDecode<z.output<T>[]>['decodeInSlices'] = async (json) => {
    const list = listEnvelope(json);
    if (!Array.isArray(list)) return { issues: schema.safeParse(json).error?.issues ?? [] };
    const data = new Array<z.output<T>>(list.length);
    let sliceStart = performance.now();
    for (let i = 0; i < list.length; i++) {
      if (i % 64 === 0 && performance.now() - sliceStart > DECODE_SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
      const result = item.safeParse(list[i]);
      if (!result.success) return { issues: result.error.issues.map((x) => ({ ...x, path: [i, ...x.path] })) };
      data[i] = result.data;
    }
    return { data };
  };
  return Object.assign(schema, { decodeInSlices });
};

/** A record answer of `schema`, bare or under `data`. */
export const recordOf = <T extends z.ZodType>(schema: T) => z.preprocess(recordEnvelope, schema);
