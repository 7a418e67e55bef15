/**
 * The envelopes an answer may come in, without zod: the HTTP client reads them too, and it is part of the first
 * chunk the login page loads, which does not load zod until a sign-in is sent.
 */
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
