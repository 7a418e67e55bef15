/**
 * The dialect the fixture answers in (MOCK_API_DIALECT). The spec shows the calls and their fields but mostly not
 * the shapes of the answers ("not shown", portal-core §7, document-management §7), and the real back ends are Laravel
 * on MySQL. `spec` (the default) answers as our reading of the spec; `legacy` answers the same data the way a legacy
 * Laravel/MySQL API plausibly does, so the contract and e2e suites prove the portal reads whatever plausible shape
 * comes (CONVENTIONS.md, "Two dialects of the back end"). Requests, status codes of errors, validation answers and
 * file downloads are the same in both. Legacy, for the 2xx JSON answers of the /api/ routes:
 *
 *   - envelopes: a list is `{ data: [...] }`, the two big lists (getDocuments, fetch-users/{filter}) a Laravel
 *     paginator holding every row on one page, a record (an object with an id) `{ data: record }`; an
 *     acknowledgement (an object with `status` or `message`) and a bare text keep their shape, only their `data` is
 *     rewritten; any other object (the sign-in token, counts) keeps its shape with its values rewritten;
 *   - values as PDO gives MySQL columns: numbers as text, flags "1"/"0", an empty text null, JSON columns as text
 *     (nqa_area_id, a document's service_type_id as its ids, excluded_services, collection_loaded); a `date` as
 *     'YYYY-MM-DD 00:00:00' and timestamps (expires_at, created_at...) as zoneless UTC 'YYYY-MM-DD HH:MM:SS';
 *   - no field that only this fixture invents (ROWS below);
 *   - the signed-in account's user_type in lower case; a wrong password on portal-login answers 200
 *     `{ status: false, error: { message } }`, as the spec's "a status false with the error object" reads.
 *
 * A service's documents (document-by-service, document-availability): the spec puts the per-service availability in
 * `uploaded_file.availability`, which both dialects fill; spec also sends it at the top level (ours). A document
 * without a file (generated, or a link-only webinar) has nowhere else to carry it, so legacy answers
 * `uploaded_file: { availability }` for it: a row of the uploaded-files table holding the service's switch.
 */
import type { Request } from 'express';
import { endpoints, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import { message } from './messages.ts';
import { DIALECTS } from '../../scripts/dialects.mjs';

export { DIALECTS };
export type Dialect = (typeof DIALECTS)[number];

/** MOCK_API_DIALECT as a dialect (unset or empty: spec), or null when it names none. */
export function parseDialect(value: string | undefined): Dialect | null {
  if (value === undefined || value === '') return 'spec';
  return DIALECTS.find((d) => d === value) ?? null;
}

/** The start-up line naming the dialect, and the refusal of any other value. */
export const dialectLine = (dialect: Dialect) => message('server.console.dialect', { dialect });
export const unknownDialect = (value: string) =>
  message('server.console.unknown_dialect', { value, dialects: DIALECTS.join(' | ') });

/** A JSON answer: its status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface Speaker {
  /** A handler's JSON answer as the dialect sends it. */
  answer(name: EndpointName, req: Request, answer: Answer): Answer;
}

const spec: Speaker = { answer: (_name, _req, a) => a };

export function speakerFor(dialect: Dialect): Speaker {
  return dialect === 'legacy' ? legacy() : spec;
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const without =
  (...fields: string[]) =>
  (r: Row): Row =>
    Object.fromEntries(Object.entries(r).filter(([k]) => !fields.includes(k)));

/** A service's document: availability only inside uploaded_file (see the header). */
function serviceDocument(r: Row): Row {
  const { availability, ...rest } = r;
  return { ...rest, uploaded_file: rest.uploaded_file ?? { availability } };
}
const lowerUserType = (r: Row): Row =>
  typeof r.user_type === 'string' ? { ...r, user_type: r.user_type.toLowerCase() } : r;
/** Users' access flag and services, services' admin email and soft-delete mark: ours, not the back end's. */
const userRow = without('access_approved', 'services');
const serviceRow = without('admin_email', 'deleted_at');

/** Per call, what legacy changes in each record it answers before the values are rewritten. */
const ROWS: Partial<Record<EndpointName, (r: Row) => Row>> = {
  usersFetch: userRow,
  userCreate: userRow,
  userUpdate: userRow,
  servicesGetAll: serviceRow,
  serviceGet: serviceRow,
  serviceCreate: serviceRow,
  serviceUpdate: serviceRow,
  serviceBranding: serviceRow,
  serviceArchive: serviceRow,
  collectionLoad: serviceRow,
  collectionUnload: serviceRow,
  documentsByService: serviceDocument,
  documentAvailability: serviceDocument,
  currentUser: lowerUserType,
  userById: lowerUserType,
};
/** The big lists, answered as a Laravel paginator. */
const PAGINATED: ReadonlySet<EndpointName> = new Set<EndpointName>(['documentsGet', 'usersFetch']);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isTimeField = (key: string) => key === 'date' || key.endsWith('_at') || key.startsWith('datetime');

/** A record's field as a MySQL column read through PDO. */
function column(key: string, v: unknown): unknown {
  if (Array.isArray(v)) {
    if (key === 'nqa_area_id' || key === 'excluded_services' || key === 'collection_loaded') return JSON.stringify(v);
    if (key === 'service_type_id') return JSON.stringify(v.map((t) => (isRow(t) ? t.id : t)));
  }
  if (typeof v === 'string' && isTimeField(key)) {
    if (DAY.test(v)) return `${v} 00:00:00`;
    if (TIMESTAMP.test(v)) return new Date(v).toISOString().slice(0, 19).replace('T', ' ');
  }
  return value(v);
}

function value(v: unknown): unknown {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v === '' || v === undefined) return null;
  if (Array.isArray(v)) return v.map(value);
  if (isRow(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, column(k, x)]));
  return v;
}

/** One page holding every row, as Laravel's paginate() answers it (its envelope's numbers stay numbers). */
function paginator(rows: unknown[], url: string) {
  const n = rows.length;
  return {
    current_page: 1,
    data: rows,
    first_page_url: `${url}?page=1`,
    from: n > 0 ? 1 : null,
    last_page: 1,
    last_page_url: `${url}?page=1`,
    next_page_url: null,
    path: url,
    // an empty list has no page size of its own: Laravel's default
    per_page: n > 0 ? n : 15,
    prev_page_url: null,
    to: n > 0 ? n : null,
    total: n,
  };
}

const isAcknowledgement = (r: Row) => typeof r.status === 'boolean' || typeof r.message === 'string';

/** Whether an answer is the wrong-password refusal of portal-login (lib/handlers/session.ts). */
function wrongLogin(a: Answer): string | null {
  if (a.status !== 401 || !isRow(a.body) || !isRow(a.body.error) || a.body.error.error !== 'invalid_grant') return null;
  return typeof a.body.error.message === 'string' ? a.body.error.message : null;
}

function legacy(): Speaker {
  const translate = (name: EndpointName, body: unknown, url: string): unknown => {
    const adjust = ROWS[name];
    const row = (r: unknown) => value(adjust && isRow(r) ? adjust(r) : r);
    if (Array.isArray(body)) {
      const rows = body.map(row);
      return PAGINATED.has(name) ? paginator(rows, url) : { data: rows };
    }
    if (!isRow(body)) return body;
    if (isAcknowledgement(body)) {
      if (!('data' in body)) return body;
      return { ...body, data: Array.isArray(body.data) ? body.data.map(row) : row(body.data) };
    }
    if ('id' in body) return { data: row(body) };
    return value(body);
  };
  const pageUrl = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}${req.path}`;

  return {
    answer(name, req, a) {
      if (!endpoints[name].path.startsWith('/api/')) return a;
      const message = name === 'portalLogin' ? wrongLogin(a) : null;
      if (message !== null) return { status: 200, body: { status: false, error: { message } } };
      if (a.status < 200 || a.status >= 300) return a;
      return { status: a.status, body: translate(name, a.body, pageUrl(req)) };
    },
  };
}
