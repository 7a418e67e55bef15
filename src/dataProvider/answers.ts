import { HttpError } from 'ra-core';
import type { z } from '../shared/schemas/zod.ts';
import { idsAnswerSchema, listEnvelope } from '../shared/schemas/index.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const ENVELOPE_KEYS = new Set(['message', 'status', 'success', 'id', 'ids', 'data']);

// `{ message: 'Deleted', id: 2 }` names a record but does not carry it.
const carriesRecord = (v: unknown): v is Obj =>
  isObj(v) && v.id !== undefined && v.id !== null && Object.keys(v).some((k) => !ENVELOPE_KEYS.has(k));

export const recordCandidate = (json: unknown): Obj | undefined =>
  carriesRecord(json) ? json : isObj(json) && carriesRecord(json.data) ? json.data : undefined;

export function recordIn<S extends z.ZodType>(json: unknown, schema: S): z.output<S> | undefined {
  const candidate = recordCandidate(json);
  if (candidate === undefined) return undefined;
  const decoded = schema.safeParse(candidate);
  return decoded.success ? decoded.data : undefined;
}

export function idsOf(json: unknown): number[] | undefined {
  const from = (v: unknown) => {
    const parsed = idsAnswerSchema.safeParse(v);
    if (!parsed.success) return undefined;
    return parsed.data.ids ?? (parsed.data.id === undefined ? undefined : [parsed.data.id]);
  };
  return from(json) ?? (isObj(json) ? from(json.data) : undefined);
}

const newestFirst = (a: { id: unknown }, b: { id: unknown }) => Number(b.id) - Number(a.id);

export interface SavedRecordOptions<T extends { id: unknown }> {
  refetch: () => Promise<T[]>;
  match: (record: T) => boolean;
}

/** Several matches (two newsletters of one title) give the newest id: the one just created. */
export async function savedRecord<S extends z.ZodType<{ id: unknown }>>(
  json: unknown,
  schema: S,
  { refetch, match }: SavedRecordOptions<z.output<S>>,
): Promise<z.output<S>> {
  const carried = recordIn(json, schema);
  if (carried) return carried;
  const pick = (rows: z.output<S>[]) => rows.filter(match).sort(newestFirst)[0];
  const inAnswer = listEnvelope(json);
  if (Array.isArray(inAnswer)) {
    const rows = inAnswer.filter(carriesRecord).flatMap((r) => {
      const decoded = schema.safeParse(r);
      return decoded.success ? [decoded.data] : [];
    });
    const fromAnswer = pick(rows);
    if (fromAnswer) return fromAnswer;
  }
  const found = pick(await refetch());
  if (found) return found;
  throw new HttpError('app.common.saved_record_missing', 502, { answer: json });
}
