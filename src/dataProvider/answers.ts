/**
 * What a create, an update or an action answers. The spec gives few answer shapes ('Created', 'Deleted', "the
 * updated service") and says the rest are not shown, so a change's answer is read for the record it may carry,
 * decoded by the record's schema:
 *
 *   'Created' (a bare string, JSON or plain text)  -> a message, no record
 *   { message: 'Created' } / { message, id }        -> a message, no record
 *   a bare record { id, ... }                      -> the record
 *   { data: record } / { message, data: record }   -> the record
 *   [records] / { data: [records] }                -> a list
 *
 * What an answer does not carry is fetched again by the caller's `refetch`: a create whose answer has no record
 * finds the new record in a fresh list by what was sent (`match`), newest id first; an update or action without a
 * record reads the record again by its id.
 */
import { HttpError } from 'ra-core';
import type { z } from '../shared/schemas/zod.ts';
import { idsAnswerSchema, listEnvelope } from '../shared/schemas/index.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Keys that an acknowledgement carries besides a record's own fields. */
const ENVELOPE_KEYS = new Set(['message', 'status', 'success', 'id', 'ids', 'data']);

/**
 * A record is an object with an id and at least one field that is not an acknowledgement's: `{ message:
 * 'Deleted', id: 2 }` names a record but does not carry it.
 */
const carriesRecord = (v: unknown): v is Obj =>
  isObj(v) && v.id !== undefined && v.id !== null && Object.keys(v).some((k) => !ENVELOPE_KEYS.has(k));

/** The record an answer carries (bare or under `data`), as sent; undefined when it carries none. */
export const recordCandidate = (json: unknown): Obj | undefined =>
  carriesRecord(json) ? json : isObj(json) && carriesRecord(json.data) ? json.data : undefined;

/** The record an answer carries (bare or under `data`), decoded; undefined when it carries none. */
export function recordIn<S extends z.ZodType>(json: unknown, schema: S): z.output<S> | undefined {
  const candidate = recordCandidate(json);
  if (candidate === undefined) return undefined;
  const decoded = schema.safeParse(candidate);
  return decoded.success ? decoded.data : undefined;
}

/** Ids an acknowledgement names (`{ id }`, `{ ids }`, `{ data: { id } }`), or undefined. */
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
  /** Reads the records again: the resource's list, or the one record by id (then a one-item list). */
  refetch: () => Promise<T[]>;
  /** Which fetched record is the one saved: for a create, what was sent; for an update, the id. */
  match: (record: T) => boolean;
}

/**
 * The saved record: the one the answer carries; else the matching record of a list the answer carries; else the
 * matching record of `refetch()`. Several matches (two newsletters of the same title) give the newest id, which
 * is the one just created. No match at all is an error: the server said it saved something we cannot find.
 */
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
