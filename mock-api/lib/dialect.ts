// MOCK_API_DIALECT: `spec` answers as our reading of the spec, `legacy` the same data as a Laravel/MySQL API
// plausibly does (README, 'Two dialects of the back end'). A document without a file has nowhere else to carry its
// per-service availability, so legacy answers `uploaded_file: { availability }` for it.
import type { Request } from 'express';
import { endpoints, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import { message } from './messages.ts';
import { DIALECTS } from '../../scripts/dialects.mjs';

export { DIALECTS };
export type Dialect = (typeof DIALECTS)[number];

export function parseDialect(value: string | undefined): Dialect | null {
  if (value === undefined || value === '') return 'spec';
  return DIALECTS.find((d) => d === value) ?? null;
}

export const dialectLine = (dialect: Dialect) => message('server.console.dialect', { dialect });
export const unknownDialect = (value: string) =>
  message('server.console.unknown_dialect', { value, dialects: DIALECTS.join(' | ') });

export interface Answer {
  status: number;
  body: unknown;
}

export interface Speaker {
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

function serviceDocument(r: Row): Row {
  const { availability, ...rest } = r;
  return { ...rest, uploaded_file: rest.uploaded_file ?? { availability } };
}
const lowerUserType = (r: Row): Row =>
  typeof r.user_type === 'string' ? { ...r, user_type: r.user_type.toLowerCase() } : r;
const userRow = without('access_approved', 'services');
const serviceRow = without('admin_email', 'deleted_at');

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
const PAGINATED: ReadonlySet<EndpointName> = new Set<EndpointName>(['documentsGet', 'usersFetch']);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isTimeField = (key: string) => key === 'date' || key.endsWith('_at') || key.startsWith('datetime');

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
