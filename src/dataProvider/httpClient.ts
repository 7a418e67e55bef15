import { HttpError } from 'ra-core';
import type { z } from '../shared/schemas/zod.ts';
import { endpointPath, endpoints, type Api, type EndpointName } from './endpoints.ts';
import { translate } from '../i18n/translate.ts';
import type { SlicedDecode } from '../shared/schemas/codecs.ts';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Upload progress (0-100) for large bodies; uses XMLHttpRequest since fetch has no upload progress. */
  onUploadProgress?: (percent: number) => void;
}

export interface HttpResponse {
  status: number;
  /** The answer as parsed: unknown until a schema decodes it (`read`). */
  json: unknown;
  etag?: string | null;
}

/**
 * An answer through its schema: the decoded record, or an HttpError naming the call and the first field that could
 * not be read, so the screen shows its error state instead of drawing a wrong row.
 */
/** An answer its schema cannot read: the back end answered, but not in a shape the portal knows. */
export class UnreadableAnswer extends HttpError {
  constructor(message: string, status: number, body: unknown) {
    super(message, status, body);
    // HttpError's constructor sets its own prototype, which would hide this class from instanceof
    Object.setPrototypeOf(this, UnreadableAnswer.prototype);
  }
}

function unreadable(name: EndpointName, issues: z.core.$ZodIssue[]): UnreadableAnswer {
  const issue = issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '-';
  const call = `${endpoints[name].method} ${endpoints[name].path}`;
  return new UnreadableAnswer(translate('app.common.unreadable_answer', { call, field }), 502, {
    call: name,
    field,
    issues: issues.slice(0, 5),
  });
}

export function decode<S extends z.ZodType>(name: EndpointName, schema: S, json: unknown): z.output<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw unreadable(name, result.error.issues);
}

/** A list answer's schema (listOf in src/shared/schemas/codecs.ts), which decodes a long list in slices. */
const decodesInSlices = <S extends z.ZodType>(s: S): s is S & SlicedDecode<z.output<S>> => 'decodeInSlices' in s;

export interface HttpClientOptions {
  baseUrls: Record<Api, string>;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Told of every failed call before it is thrown: the signed-in portal ends the session on a 401 here. */
  onError?: (error: HttpError) => void;
}

/** Laravel answers `{ errors: { field: [text] } }`; react-admin's forms want `{ field: text }`. */
function toFormErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]: [string, unknown]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]),
  );
}

/** The field errors of a failed call as react-admin's forms take them (`{ field: text }`); none for another error. */
export function fieldErrorsOf(e: unknown): Record<string, string> | undefined {
  return e instanceof HttpError ? toFormErrors(e.body?.errors) : undefined;
}

/**
 * A failed call's error with its field errors under the form's input names (`nameOf` an API field; the first error
 * of a name wins), so react-admin's form shows each under its input; any other error as it is.
 */
export function withFormFieldNames(e: unknown, nameOf: (apiField: string) => string): unknown {
  const found = fieldErrorsOf(e);
  if (!(e instanceof HttpError) || !found) return e;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(found)) errors[nameOf(field)] ??= message;
  return new HttpError(e.message, e.status, { ...e.body, errors });
}

/** `retryAfter`: the Retry-After header in seconds (a throttled sign-in answers 429 with it). */
function errorFrom(status: number, body: unknown, fallback: string, retryAfterHeader?: string | null): HttpError {
  const b: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {};
  const errors = toFormErrors(b.errors);
  const message = typeof b.message === 'string' ? b.message : '';
  const seconds = Number(retryAfterHeader);
  const retryAfter = retryAfterHeader && Number.isFinite(seconds) && seconds >= 0 ? { retryAfter: seconds } : {};
  return new HttpError(message || fallback, status, { ...b, ...(errors ? { errors } : {}), ...retryAfter });
}

/** A whole answer, its body parsed as JSON (or kept as text when it is not JSON). */
interface Answer {
  status: number;
  statusText: string;
  retryAfter: string | null;
  etag: string | null;
  json: unknown;
}
const utf8 = new TextDecoder();

async function readAnswer(res: Response): Promise<Answer> {
  // The bytes, then one UTF-8 decode: what res.text() does, but quicker in Chromium for a large answer such as
  // the documents collection.
  const text = utf8.decode(await res.arrayBuffer());
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return {
    status: res.status,
    statusText: res.statusText,
    retryAfter: res.headers.get('Retry-After'),
    etag: res.headers.get('ETag'),
    json,
  };
}

/**
 * Decoded answers kept with the ETag they came with, by address and token. Lists are asked again on every visit
 * (stale-while-revalidate) and most often answered 304 Not Modified: the kept rows are then returned as they are,
 * the same objects, so an unchanged list is neither parsed, decoded nor drawn again. A back end without ETags
 * answers 200 every time and is decoded as ever.
 */
const keptAnswers = new Map<string, { etag: string; schema: z.ZodType; data: unknown }>();
const KEPT_ANSWERS = 24;
function keepAnswer(key: string, entry: { etag: string; schema: z.ZodType; data: unknown }): void {
  keptAnswers.delete(key);
  keptAnswers.set(key, entry);
  if (keptAnswers.size > KEPT_ANSWERS) keptAnswers.delete(keptAnswers.keys().next().value!);
}

/**
 * Reads started before the app's code has loaded (src/boot/preload.ts): the first screen's collection is asked for,
 * and parsed as soon as it arrives, while the portal's chunks still download; the client's own call for the same
 * address and token takes that answer instead of asking again. An answer is taken once, and only within a few
 * seconds of being asked for.
 */
const earlyReads = new Map<string, { at: number; sentTag: string | null; answer: Promise<Answer> }>();
const EARLY_READ_MS = 10_000;
const isFresh = (early: { at: number }) => Date.now() - early.at < EARLY_READ_MS;
function takeEarlyRead(key: string, etag: string | null): Promise<Answer> | undefined {
  const early = earlyReads.get(key);
  earlyReads.delete(key);
  // a read ahead that asked about another version than the one kept now cannot answer "not modified" for it
  return early && isFresh(early) && early.sentTag === etag ? early.answer : undefined;
}
const networkError = (e: unknown) =>
  new HttpError('ra.notification.http_error', 0, { reason: e instanceof Error ? e.message : String(e) });

/**
 * One HTTP client for both back ends. Every call is named in endpoints.ts; the bearer token is added when set;
 * a non-2xx answer becomes an HttpError (status + body) so react-admin's checkError and form errors work.
 */
export function createHttpClient({
  baseUrls,
  getToken,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  onError,
}: HttpClientOptions) {
  const failed = (e: HttpError): HttpError => {
    onError?.(e);
    return e;
  };
  const headers = (json: boolean, etag: string | null = null): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json' };
    if (json) h['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) h.Authorization = `Bearer ${token}`;
    if (etag) h['If-None-Match'] = etag;
    return h;
  };

  const url = (name: EndpointName, params?: CallOptions['params'], query?: CallOptions['query']) =>
    baseUrls[endpoints[name].api] + endpointPath(name, params, query);
  const earlyKey = (target: string, h: Record<string, string>) => `${target} ${h.Authorization ?? ''}`;

  /**
   * Starts a GET now whose answer the next `call` of the same read takes (see earlyReads); one already started and
   * not yet taken (a page load's read ahead of the screen's query) is not asked for again.
   */
  function readEarly(name: EndpointName, opts: Pick<CallOptions, 'params' | 'query'> = {}): void {
    if (endpoints[name].method !== 'GET') return;
    const target = url(name, opts.params, opts.query);
    const key = earlyKey(target, headers(false));
    const sentTag = keptAnswers.get(key)?.etag ?? null;
    const pending = earlyReads.get(key);
    if (pending && isFresh(pending)) return;
    const answer = fetchImpl(target, { method: 'GET', headers: headers(false, sentTag) }).then(readAnswer);
    answer.catch(() => undefined); // a failure is reported by the call that takes it
    earlyReads.set(key, { at: Date.now(), sentTag, answer });
  }

  /** `etag`: asks whether the answer still is the one kept with it (If-None-Match); 304 is then an answer. */
  async function call(name: EndpointName, opts: CallOptions = {}, etag: string | null = null): Promise<HttpResponse> {
    const answer = await answerOf(name, opts, etag);
    const { status, json } = answer;
    if ((status < 200 || status >= 300) && !(etag && status === 304))
      throw failed(errorFrom(status, json, answer.statusText || `HTTP ${status}`, answer.retryAfter));
    return { status, json, etag: answer.etag };
  }

  async function answerOf(name: EndpointName, opts: CallOptions, etag: string | null): Promise<Answer> {
    const target = url(name, opts.params, opts.query);
    const method = endpoints[name].method;
    const hasBody = opts.body !== undefined;
    if (opts.onUploadProgress && hasBody) {
      const { status, json } = await xhrCall(method, target, opts.body, opts.onUploadProgress);
      return { status, json, statusText: '', retryAfter: null, etag: null };
    }
    const requestHeaders = headers(hasBody, etag);
    const early = method === 'GET' && !hasBody ? takeEarlyRead(earlyKey(target, headers(hasBody)), etag) : undefined;
    let answer: Answer;
    if (early) {
      answer = await early.catch((e: unknown) => {
        throw networkError(e);
      });
    } else {
      let res: Response;
      try {
        res = await fetchImpl(target, {
          method,
          headers: requestHeaders,
          body: hasBody ? JSON.stringify(opts.body) : undefined,
        });
      } catch (e) {
        throw networkError(e);
      }
      answer = await readAnswer(res);
    }
    return answer;
  }

  function xhrCall(
    method: string,
    target: string,
    body: unknown,
    onProgress: (p: number) => void,
  ): Promise<HttpResponse> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, target);
      for (const [k, v] of Object.entries(headers(true))) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
      xhr.onerror = () => reject(new HttpError('ra.notification.http_error', 0, {}));
      xhr.onload = () => {
        let json: unknown = null;
        try {
          json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          json = xhr.responseText;
        }
        if (xhr.status < 200 || xhr.status >= 300) reject(failed(errorFrom(xhr.status, json, `HTTP ${xhr.status}`)));
        else resolve({ status: xhr.status, json });
      };
      xhr.send(JSON.stringify(body));
    });
  }

  /** A call whose answer is decoded by `schema` (every answer the portal reads goes through one). */
  async function read<S extends z.ZodType>(
    name: EndpointName,
    schema: S,
    opts: CallOptions = {},
  ): Promise<z.output<S>> {
    const isGet = endpoints[name].method === 'GET' && opts.body === undefined;
    const key = isGet ? earlyKey(url(name, opts.params, opts.query), headers(false)) : '';
    const kept = isGet ? keptAnswers.get(key) : undefined;
    const usable = kept?.schema === schema ? kept : undefined;
    const { status, json, etag } = await call(name, opts, usable?.etag ?? null);
    if (status === 304 && usable) {
      keepAnswer(key, usable);
      return usable.data as z.output<S>;
    }
    let data: z.output<S>;
    if (!decodesInSlices(schema)) data = decode(name, schema, json);
    else {
      const result = await schema.decodeInSlices(json);
      if ('issues' in result) throw unreadable(name, result.issues);
      data = result.data;
    }
    if (isGet && etag) keepAnswer(key, { etag, schema, data });
    return data;
  }

  /** The spec's boolean helpers: true on 200 or 201, false on anything else (including a failure). */
  async function ok(name: EndpointName, opts: CallOptions = {}): Promise<boolean> {
    try {
      const { status } = await call(name, opts);
      return status === 200 || status === 201;
    } catch {
      return false;
    }
  }

  /** Absolute address of a file path a record carries (the fixture stores paths, production absolute URLs). */
  const fileUrl = (path: string, api: Api = 'portal') => new URL(path, baseUrls[api] + '/').toString();

  /** GET a file with the bearer token and a blob response (downloads, logos, thumbnails). */
  async function blob(path: string): Promise<Blob> {
    const res = await fetchImpl(fileUrl(path), { headers: headers(false) });
    if (!res.ok) throw failed(new HttpError(res.statusText || `HTTP ${res.status}`, res.status, {}));
    return res.blob();
  }

  return { call, read, ok, url, fileUrl, blob, baseUrls, readEarly };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
