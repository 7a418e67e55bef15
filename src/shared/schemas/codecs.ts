// Tolerant building blocks of the answer schemas (Postel's law): each codec reads what a Laravel/MySQL back end may
// send (numbers as text, flags as "0"/"1", JSON columns as text) into the one value the UI uses.
import { z } from './zod.ts';
import { idListItems } from '../validation/common.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const numeric = (v: unknown): unknown => {
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
};

type Read = (v: unknown) => unknown;
type Field<S extends z.ZodType> = { codecRead: Read; codecSchema: S };
interface CodecParts {
  codecRead: Read;
  codecSchema: z.core.$ZodType;
}

// only `schema` goes through zod, once per record: without its compiler (the CSP forbids it) zod pays per node
export function codec<S extends z.ZodType>(read: Read, schema: S) {
  return Object.assign(z.preprocess(read, schema), { codecRead: read, codecSchema: schema });
}

const isCodec = (s: unknown): s is CodecParts =>
  typeof s === 'object' && s !== null && 'codecRead' in s && typeof s.codecRead === 'function';

type Checked<T extends z.ZodRawShape> = {
  [K in keyof T]: T[K] extends { codecSchema: infer S extends z.ZodType } ? S : T[K];
};

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

export const num = codec(numeric, z.number());

const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const numOrNull = codec((v) => numeric(emptyAsNull(v)), z.number().nullable());

const positiveInt = z.number().int().positive();

export const id = codec(numeric, positiveInt);

export const idOrNull = codec(
  (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : numeric(v)),
  positiveInt.nullable(),
);

const truthy = (v: unknown): boolean | unknown => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === null || v === undefined || v === '') return false;
  return v;
};

export const bool = codec(truthy, z.boolean());

export const nonZero = codec(
  (v) => truthy(typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) !== 0 : v),
  z.boolean(),
);

export const flag01 = codec(
  (v) => {
    const b = truthy(v);
    return b === true ? 1 : b === false ? 0 : b;
  },
  z.literal([0, 1]),
);

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

export const text = codec((v) => (v === null || v === undefined ? '' : asText(v)), z.string());

export const textOrNull = codec((v) => asText(emptyAsNull(v)), z.string().nullable());

export const day = codec(
  (v) =>
    v === null || v === undefined ? '' : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]/.test(v) ? v.slice(0, 10) : v,
  z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
);

// a Laravel date-time without a zone is UTC: read as local it would end an Australian session early
export const instant = codec((v) => {
  if (typeof v !== 'string') return v;
  const zoneless = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(v.trim());
  const iso = zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : v.trim();
  const t = Date.parse(iso);
  return Number.isNaN(t) ? v : new Date(t).toISOString();
}, z.iso.datetime());

const jsonColumn = (v: unknown): unknown => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return [];
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export const relation = <S extends z.ZodType>(item: Field<S>) =>
  codec((v) => {
    const o = jsonColumn(v);
    if (o === null || (Array.isArray(o) && o.length === 0)) return null;
    if (isObj(o) && Object.keys(o).length === 0) return null;
    return item.codecRead(o);
  }, item.codecSchema.nullable());

export const idList = codec((v) => idListItems(v)?.map(numeric) ?? v, z.array(positiveInt));

const nameRecord = record({ id, name: text });
export const namedList = codec((v) => {
  const list = jsonColumn(v);
  return Array.isArray(list)
    ? list.map((x: unknown) => nameRecord.codecRead(x && typeof x === 'object' ? x : { id: x, name: '' }))
    : list;
}, z.array(nameRecord.codecSchema));
export const optional = <S extends z.ZodType>(field: Field<S>) =>
  codec((v) => (v === undefined ? v : field.codecRead(v)), field.codecSchema.optional());

export const kept = <S extends z.ZodType>(field: Field<S>) =>
  codec((v) => (v === null || v === undefined ? undefined : field.codecRead(v)), field.codecSchema.optional());

export const orDefault = <S extends z.ZodType>(field: Field<S>, fallback: unknown) =>
  codec((v) => field.codecRead(v === null || v === undefined || v === '' ? fallback : v), field.codecSchema);

export const jsonList = <T extends z.ZodType>(item: T) => z.preprocess(jsonColumn, z.array(item));

export const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  codec(
    (v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v) : v),
    z.enum(values),
  );

export const listEnvelope = (json: unknown): unknown => {
  if (Array.isArray(json)) return json;
  if (isObj(json)) {
    if (Array.isArray(json.data)) return json.data;
    if (isObj(json.data) && Array.isArray(json.data.data)) return json.data.data;
  }
  return json;
};

export const recordEnvelope = (json: unknown): unknown => (isObj(json) && isObj(json.data) ? json.data : json);

export interface SlicedDecode<T> {
  decodeInSlices: (json: unknown) => Promise<{ data: T } | { issues: z.core.$ZodIssue[] }>;
}

const DECODE_SLICE_MS = 30;
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

// decoded a slice at a time, so a click during a long list's decode need not wait for all of it
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

export const recordOf = <T extends z.ZodType>(schema: T) => z.preprocess(recordEnvelope, schema);
