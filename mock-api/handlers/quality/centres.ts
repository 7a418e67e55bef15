// quality-only fields are kept on the same record under `qip`, so one record serves both back ends
import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Handler } from '../../lib/app.ts';
import type { Account, Db } from '../../lib/db.ts';
import { nextId } from '../../lib/db.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { clientCredentialsValid } from '../../lib/config.ts';
import { messages } from '../../lib/messages.ts';
import { addError, blank, checkTextFields, idParam, strictBody, text } from '../../lib/request.ts';
import { blankService } from '../../../src/shared/records.ts';
import { CREATE_CENTER_FIELDS, UPDATE_CENTER_FIELDS } from '../../../src/shared/payloads.ts';
import type { Service, ServiceTypeId } from '../../../src/types.ts';

interface QipExtra {
  approval_number?: string;
  [field: string]: string | undefined;
}
type ServiceWithQip = Service & { qip?: QipExtra };

const PEOPLE = ['provider', 'supervisor', 'leader'] as const;
const PERSON_FIELDS = ['fname', 'lname', 'phonenum', 'mobilenum', 'faxnum', 'email'] as const;
const MAPPED: Record<string, keyof Service> = {
  name: 'name',
  location_street: 'address',
  location_suburb: 'city',
  location_state: 'state',
  location_postal_code: 'postal',
  contact_phonenum: 'phone',
  contact_email: 'primary_email',
  philosophy: 'description',
};
const EXTRA_TEXT = [
  'approval_number',
  'postal_street',
  'postal_suburb',
  'postal_state',
  'postal_postal_code',
  'contact_mobilenum',
  'contact_faxnum',
  'contact_add_email',
  'operating_hours',
  'additional_info',
  'rooms',
  'educators',
  'employees',
  ...PEOPLE.flatMap((p) => PERSON_FIELDS.map((f) => `${p}_${f}`)),
];
const JSON_FIELDS: Record<string, string> = { operating_hours: '{}', rooms: '[]', educators: '[]', employees: '[]' };
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function centreOf(s: ServiceWithQip) {
  const q = s.qip ?? {};
  const extra = Object.fromEntries(EXTRA_TEXT.map((f) => [f, q[f] ?? JSON_FIELDS[f] ?? '']));
  return {
    id: s.id,
    service_cat_id: s.service_type_id,
    deleted_at: s.deleted_at ?? null,
    ...Object.fromEntries(Object.entries(MAPPED).map(([qf, col]) => [qf, s[col] ?? ''])),
    ...extra,
    approval_number: q.approval_number ?? `SE-${String(40000 + s.id).padStart(8, '0')}`,
    logo: s.logo_url ? { id: s.id, name: s.logo_name ?? 'logo.jpg', url: s.logo_url } : null,
  };
}

export function serviceCat(errors: FieldErrors, v: unknown, field: string): ServiceTypeId | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = wholeId(v);
  if (n === null || ![1, 2, 3, 4].includes(n)) {
    addError(errors, field, messages.validation.invalid_value);
    return undefined;
  }
  return n as ServiceTypeId;
}

export function accountOr404(db: Db, id: number): Account {
  const a = db.accounts.find((x) => x.id === id);
  if (!a) throw notFound('user');
  return a;
}

export function centresOf(db: Db, account: Account): ServiceWithQip[] {
  const email = account.email.toLowerCase();
  const ids = new Set(db.serviceUsers.filter((u) => u.email.toLowerCase() === email).map((u) => u.center_id));
  return db.services.filter((s) => ids.has(s.id) && !s.deleted_at);
}

export function createCentre(
  db: Db,
  account: Account,
  fields: {
    name: string;
    approval_number: string;
    service_cat_id: ServiceTypeId;
    phone?: string;
    center_user_type?: string;
  },
): ServiceWithQip {
  const id = nextId(db, 'services');
  const service: ServiceWithQip = {
    ...blankService(id, fields.name, fields.service_cat_id, {
      has_qip: 1,
      has_portal: 0,
      admin_name: account.name,
      primary_email: account.email,
      phone: fields.phone ?? '',
      admin_email: account.email,
    }),
    qip: { approval_number: fields.approval_number },
  };
  db.services.push(service);
  db.serviceUsers.push({
    id: nextId(db, 'serviceUsers'),
    center_id: id,
    name: account.name,
    email: account.email,
    type: fields.center_user_type || 'admin',
  });
  return service;
}

export const centerUsers: Handler = (req, ctx) => {
  const id = idParam(req, 'record');
  if (!ctx.db.services.some((s) => s.id === id && !s.deleted_at)) throw notFound('service');
  return ctx.db.serviceUsers.filter((u) => u.center_id === id);
};

export const userCenters: Handler = (req, ctx) => {
  const a = accountOr404(ctx.db, idParam(req, 'record'));
  return centresOf(ctx.db, a).map(centreOf);
};

export const createCenter: Handler = async (req, ctx) => {
  const b = strictBody(req, CREATE_CENTER_FIELDS);
  const errors: FieldErrors = {};
  const userId = wholeId(b.user_id);
  const account = userId !== null ? ctx.db.accounts.find((a) => a.id === userId) : undefined;
  if (blank(b.user_id)) errors.user_id = [messages.validation.required];
  else if (!account) errors.user_id = [messages.validation.invalid_value];
  if (blank(b.name)) errors.name = [messages.validation.required];
  checkTextFields(errors, b, ['name']);
  if (b.user_type !== undefined && b.user_type !== 'ADMIN') errors.user_type = [messages.validation.invalid_value];
  const cat = serviceCat(errors, b.service_cat_id ?? 1, 'service_cat_id');
  assertValid(errors);
  const service = createCentre(ctx.db, account as Account, {
    name: text(b.name),
    approval_number: text(b.approval_number) || '#',
    service_cat_id: cat ?? 1,
  });
  await ctx.commit();
  return centreOf(service);
};

export const updateCenter: Handler = async (req, ctx) => {
  const id = idParam(req, 'record');
  const service = ctx.db.services.find((s) => s.id === id && !s.deleted_at) as ServiceWithQip | undefined;
  if (!service) throw notFound('service');
  const b = strictBody(req, UPDATE_CENTER_FIELDS);
  if (
    (b.client_id !== undefined || b.client_secret !== undefined) &&
    !clientCredentialsValid(b.client_id, b.client_secret)
  ) {
    throw new ApiError(401, messages.server.invalid_client);
  }
  const errors: FieldErrors = {};
  checkTextFields(errors, b, [...Object.keys(MAPPED), ...EXTRA_TEXT]);
  if (b.name !== undefined && blank(b.name)) errors.name = [messages.validation.required];
  for (const f of ['contact_email', 'contact_add_email', ...PEOPLE.map((p) => `${p}_email`)]) {
    if (!blank(b[f]) && !EMAIL_RE.test(text(b[f]))) addError(errors, f, messages.validation.email);
  }
  for (const f of Object.keys(JSON_FIELDS)) {
    if (typeof b[f] === 'string' && b[f] !== '') {
      try {
        JSON.parse(b[f] as string);
      } catch {
        addError(errors, f, messages.validation.invalid_value);
      }
    }
  }
  const cat = serviceCat(errors, b.service_cat_id, 'service_cat_id');
  if (b.user_id !== undefined && !ctx.db.accounts.some((a) => a.id === wholeId(b.user_id))) {
    errors.user_id = [messages.validation.invalid_value];
  }
  assertValid(errors);
  // The account owner's email is not editable (portal-core §6): contact_email is held on the quality side.
  for (const [qf, col] of Object.entries(MAPPED)) {
    if (b[qf] === undefined || b[qf] === null) continue;
    if (col === 'primary_email') {
      service.qip = { ...service.qip, contact_email: text(b[qf]) };
      continue;
    }
    (service as unknown as Record<string, unknown>)[col] = text(b[qf]);
  }
  const extra: QipExtra = { ...service.qip };
  for (const f of EXTRA_TEXT) if (b[f] !== undefined && b[f] !== null) extra[f] = text(b[f]);
  service.qip = extra;
  if (cat) service.service_type_id = cat;
  await ctx.commit();
  const out = centreOf(service);
  return service.qip?.contact_email !== undefined ? { ...out, contact_email: service.qip.contact_email } : out;
};
