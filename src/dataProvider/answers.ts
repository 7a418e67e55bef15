/**
 * One reading of the back ends' answers. The spec gives few answer shapes ('Created', 'Deleted', "the updated
 * service", "a list of ...") and says the rest are not shown, so every resource module reads an answer through
 * these helpers instead of assuming one shape:
 *
 *   'Created' (a bare string, JSON or plain text)  -> a message, no record
 *   { message: 'Created' } / { message, id }        -> a message, no record
 *   a bare record { id, ... }                      -> the record
 *   { data: record } / { message, data: record }   -> the record
 *   [records] / { data: [records] }                -> a list
 *
 * What an answer does not carry is fetched again by the caller's `refetch` (see savedRecord): a create whose
 * answer has no record finds the new record in a fresh list by what was sent (`match`), newest id first; an
 * update or action without a record reads the record again by its id.
 */
import { HttpError } from 'ra-core';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Keys that an acknowledgement carries besides a record's own fields. */
const ENVELOPE_KEYS = new Set(['message', 'status', 'success', 'id', 'ids', 'data']);

/**
 * A record is an object with an id and at least one field that is not an acknowledgement's: `{ message:
 * 'Deleted', id: 2 }` names a record but does not carry it.
 */
function asRecord<T>(v: unknown): T | undefined {
  if (!isObj(v) || (typeof v.id !== 'number' && typeof v.id !== 'string')) return undefined;
  return Object.keys(v).some((k) => !ENVELOPE_KEYS.has(k)) ? (v as T) : undefined;
}

/** The record an answer carries (bare or under `data`), or undefined. */
export function recordOf<T>(json: unknown): T | undefined {
  return asRecord<T>(json) ?? (isObj(json) ? asRecord<T>(json.data) : undefined);
}

/** The list an answer carries (bare or under `data`), or undefined. */
export function listOf<T>(json: unknown): T[] | undefined {
  if (Array.isArray(json)) return json as T[];
  if (isObj(json) && Array.isArray(json.data)) return json.data as T[];
  return undefined;
}

/** The list an answer carries, or an empty list for any other shape (a list call that answers nothing useful). */
export const listOrEmpty = <T>(json: unknown): T[] => listOf<T>(json) ?? [];

/** The acknowledgement text of an answer ('Created', `{ message: 'Deleted' }`), or undefined. */
export function messageOf(json: unknown): string | undefined {
  if (typeof json === 'string') return json.trim();
  if (isObj(json) && typeof json.message === 'string') return json.message;
  return undefined;
}

/** Ids an acknowledgement names (`{ id }`, `{ ids }`, `{ data: { id } }`), or undefined. */
export function idsOf(json: unknown): (number | string)[] | undefined {
  const from = (v: unknown) => {
    if (!isObj(v)) return undefined;
    if (Array.isArray(v.ids)) return v.ids as (number | string)[];
    if (typeof v.id === 'number' || typeof v.id === 'string') return [v.id];
    return undefined;
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
export async function savedRecord<T extends { id: unknown }>(
  json: unknown,
  { refetch, match }: SavedRecordOptions<T>,
): Promise<T> {
  const carried = recordOf<T>(json);
  if (carried) return carried;
  const pick = (rows: T[]) => rows.filter(match).sort(newestFirst)[0];
  const inAnswer = listOf<T>(json);
  const fromAnswer = inAnswer ? pick(inAnswer.filter((r) => asRecord(r))) : undefined;
  if (fromAnswer) return fromAnswer;
  const found = pick(await refetch());
  if (found) return found;
  throw new HttpError('app.common.saved_record_missing', 502, { answer: json });
}
