import { HttpError } from 'ra-core';
import type { z } from '../shared/schemas/zod.ts';
import { endpointPath, endpoints, type Api, type EndpointName } from './endpoints.ts';
import { translate } from '../i18n/translate.ts';
import type { SlicedDecode } from '../shared/schemas/codecs.ts';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Goes through XMLHttpRequest: fetch reports no upload progress. */
  onUploadProgress?: (percent: number) => void;
}

export interface HttpResponse {
  status: number;
  json: unknown;
  etag?: string | null;
}

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

const decodesInSlices = <S extends z.ZodType>(s: S): s is S & SlicedDecode<z.output<S>> => 'decodeInSlices' in s;

export interface HttpClientOptions {
  baseUrls: Record<Api, string>;
  getToken: () => string | null;
  fetch?: typeof fetch;
  onError?: (error: HttpError) => void;
}

/** Laravel answers `{ errors: { field: [text] } }`; react-admin's forms want `{ field: text }`. */
function toFormErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]: [string, unknown]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]),
  );
}

export function fieldErrorsOf(e: unknown): Record<string, string> | undefined {
  return e instanceof HttpError ? toFormErrors(e.body?.errors) : undefined;
}

export function withFormFieldNames(e: unknown, nameOf: (apiField: string) => string): unknown {
  const found = fieldErrorsOf(e);
  if (!(e instanceof HttpError) || !found) return e;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(found)) errors[nameOf(field)] ??= message;
  return new HttpError(e.message, e.status, { ...e.body, errors });
}

function errorFrom(status: number, body: unknown, fallback: string, retryAfterHeader?: string | null): HttpError {
  const b: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {};
  const errors = toFormErrors(b.errors);
  const message = typeof b.message === 'string' ? b.message : '';
  const seconds = Number(retryAfterHeader);
  const retryAfter = retryAfterHeader && Number.isFinite(seconds) && seconds >= 0 ? { retryAfter: seconds } : {};
  return new HttpError(message || fallback, status, { ...b, ...(errors ? { errors } : {}), ...retryAfter });
}

interface Answer {
  status: number;
  statusText: string;
  retryAfter: string | null;
  etag: string | null;
  json: unknown;
}
const utf8 = new TextDecoder();

async function readAnswer(res: Response): Promise<Answer> {
  // what res.text() does, but quicker in Chromium for a large answer such as the documents collection
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

// A 304 returns the kept rows as the same objects, so an unchanged list is neither decoded nor drawn again.
const keptAnswers = new Map<string, { etag: string; schema: z.ZodType; data: unknown }>();
const KEPT_ANSWERS = 24;
function keepAnswer(key: string, entry: { etag: string; schema: z.ZodType; data: unknown }): void {
  keptAnswers.delete(key);
  keptAnswers.set(key, entry);
  if (keptAnswers.size > KEPT_ANSWERS) keptAnswers.delete(keptAnswers.keys().next().value!);
}

// Reads started while the app's code still downloads (src/boot/preload.ts); the client's own call takes the answer.
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

  /** The fixture stores paths, production absolute URLs. */
  const fileUrl = (path: string, api: Api = 'portal') => new URL(path, baseUrls[api] + '/').toString();

  async function blob(path: string): Promise<Blob> {
    const res = await fetchImpl(fileUrl(path), { headers: headers(false) });
    if (!res.ok) throw failed(new HttpError(res.statusText || `HTTP ${res.status}`, res.status, {}));
    return res.blob();
  }

  return { call, read, ok, url, fileUrl, blob, baseUrls, readEarly };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
