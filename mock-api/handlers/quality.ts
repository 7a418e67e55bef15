import type { Request } from 'express';
import { blankService } from '../../src/shared/records.ts';
import type { Ctx, HandlerModule } from '../lib/app.ts';
import type { Account, Db } from '../lib/db.ts';
import { nextId } from '../lib/db.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../lib/errors.ts';
import { hashPassword, issueToken, publicAccount } from '../lib/auth.ts';
import { clientCredentialsValid } from '../lib/config.ts';
import { messages } from '../lib/messages.ts';
import { TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import type { Service, ServiceTypeId } from '../../src/types.ts';
import { CREATE_CENTER_FIELDS, REGISTER_FIELDS, UPDATE_CENTER_FIELDS } from '../../src/shared/payloads.ts';
import { allowOnly } from '../lib/strict.ts';

/**
 * The quality-improvement back end as far as the portal calls it (portal-core §7 'Session and sign-in').
 * Its "centres" are the portal's services seen through the quality API's field names (portal-core §3
 * 'Service as held by the quality back end'); fields the portal's service has no column for are kept on the
 * same record under `qip`, so one record serves both back ends.
 * The category tree and questions are fixed reference data built in code (the National Quality Standard).
 */

/** Quality-only fields stored beside a service. */
interface QipExtra {
  approval_number?: string;
  [field: string]: string | undefined;
}
type ServiceWithQip = Service & { qip?: QipExtra };

const PEOPLE = ['provider', 'supervisor', 'leader'] as const;
const PERSON_FIELDS = ['fname', 'lname', 'phonenum', 'mobilenum', 'faxnum', 'email'] as const;
/** Quality field -> portal service column. */
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
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

const idParam = (req: Request, name = 'id'): number => {
  const n = Number(req.params[name]);
  if (!Number.isInteger(n) || n < 1) throw notFound('Record');
  return n;
};
/** The body as an object; a field the spec does not give the call is refused first (422 naming it). */
const body = (req: Request, fields: readonly string[]): Record<string, unknown> => {
  allowOnly(req.body, fields);
  const b: unknown = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const blank = (v: unknown) => text(v) === '';

function checkText(errors: FieldErrors, b: Record<string, unknown>, field: string) {
  const v = b[field];
  if (v === undefined || v === null) return;
  if (typeof v !== 'string' && typeof v !== 'number') (errors[field] ??= []).push(messages.validation.invalid_value);
  else if (String(v).length > TEXT_MAX_LENGTH) {
    (errors[field] ??= []).push(messages.validation.max_length.replace('%{max}', String(TEXT_MAX_LENGTH)));
  }
}

function serviceCat(errors: FieldErrors, v: unknown, field: string): ServiceTypeId | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (![1, 2, 3, 4].includes(n)) {
    (errors[field] ??= []).push(messages.validation.invalid_value);
    return undefined;
  }
  return n as ServiceTypeId;
}

function accountOr404(db: Db, id: number): Account {
  const a = db.accounts.find((x) => x.id === id);
  if (!a) throw notFound('User');
  return a;
}

/** Services of an account: those where it is a service user (matched by email), not deleted. */
function centresOf(db: Db, account: Account): ServiceWithQip[] {
  const email = account.email.toLowerCase();
  const ids = new Set(db.serviceUsers.filter((u) => u.email.toLowerCase() === email).map((u) => u.center_id));
  return db.services.filter((s) => ids.has(s.id) && !s.deleted_at);
}

/** Creates a service (quality centre) with the account as its admin-type user. */
function createCentre(
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

// --- National Quality Standard: 7 areas, their standards (levels) and elements (sub-levels) ---

interface CategoryNode {
  id: number;
  label: string;
  title: string;
  description: string;
  parent: number | null;
  progress: number;
  children: CategoryNode[];
}

const NQS: [string, [string, string[]][]][] = [
  [
    'Educational program and practice',
    [
      ['Program', ['Approved learning framework', 'Child-centred', 'Program learning opportunities']],
      ['Practice', ['Intentional teaching', 'Responsive teaching and scaffolding', 'Child directed learning']],
      ['Assessment and planning', ['Assessment and planning cycle', 'Critical reflection', 'Information for families']],
    ],
  ],
  [
    "Children's health and safety",
    [
      ['Health', ['Wellbeing and comfort', 'Health practices and procedures', 'Healthy lifestyle']],
      ['Safety', ['Supervision', 'Incident and emergency management', 'Child protection']],
    ],
  ],
  [
    'Physical environment',
    [
      ['Design', ['Fit for purpose', 'Upkeep', 'Accessible spaces']],
      ['Use', ['Inclusive environment', 'Resources support play-based learning', 'Environmentally responsible']],
    ],
  ],
  [
    'Staffing arrangements',
    [
      ['Staffing arrangements', ['Organisation of educators', 'Continuity of staff', 'Qualified educators']],
      ['Professionalism', ['Professional collaboration', 'Professional standards', 'Professional learning']],
    ],
  ],
  [
    'Relationships with children',
    [
      [
        'Relationships between educators and children',
        ['Positive educator to child interactions', 'Dignity and rights of the child', 'Responsive engagement'],
      ],
      ['Relationships between children', ['Collaborative learning', 'Self-regulation', 'Inclusion of peers']],
    ],
  ],
  [
    'Collaborative partnerships with families and communities',
    [
      [
        'Supportive relationships with families',
        ['Engagement with the service', 'Parent views are respected', 'Families are supported'],
      ],
      ['Collaborative partnerships', ['Transitions', 'Access and participation', 'Community engagement']],
    ],
  ],
  [
    'Governance and leadership',
    [
      ['Governance', ['Service philosophy and purpose', 'Management systems', 'Roles and responsibilities']],
      ['Leadership', ['Continuous improvement', 'Educational leadership', 'Development of professionals']],
    ],
  ],
];

interface Question {
  id: number;
  type: string;
  center_id: number | null;
  user_id: number | null;
  qc_id: number;
  notes: string;
  title: string;
  category_id: number;
  description: string;
  yes_description: string;
  no_description: string;
  na_description: string;
  cqr_id: number | null;
  taskCount: number;
  /** 0 not started, 1 in progress, 2 met (the spec does not give its meaning; this is ours). */
  status: number;
  evidence: { tasks: Task[]; evidenceDocs: { attachment_id: number }[] };
  strategy: { tasks: Task[]; downloadResources: { attachment_id: number }[] };
}
interface Task {
  id: number;
  name: string;
  due: string;
  summary: string;
  assignee: string;
  center_id: number | null;
  status: number;
  question_id: number;
}

/** Sub-level (element) id: area*100 + level*10 + sub; level (standard) id: area*10 + level; areas 1-7. */
const buildTree = (): { roots: CategoryNode[]; byId: Map<number, CategoryNode>; questions: Question[] } => {
  const byId = new Map<number, CategoryNode>();
  const questions: Question[] = [];
  let taskId = 0;
  const roots = NQS.map(([areaTitle, levels], ai) => {
    const area = ai + 1;
    const root: CategoryNode = {
      id: area,
      label: String(area),
      title: `Quality Area ${area}`,
      description: areaTitle,
      parent: null,
      progress: 0,
      children: levels.map(([levelTitle, subs], li) => {
        const levelId = area * 10 + li + 1;
        const level: CategoryNode = {
          id: levelId,
          label: `${area}.${li + 1}`,
          title: `Standard ${area}.${li + 1}`,
          description: levelTitle,
          parent: area,
          progress: 0,
          children: subs.map((subTitle, si) => {
            const subId = levelId * 10 + si + 1;
            const label = `${area}.${li + 1}.${si + 1}`;
            for (let k = 0; k < 2; k++) {
              const qid = subId * 10 + k + 1;
              const status = (subId + k) % 3;
              const mkTask = (name: string): Task => ({
                id: ++taskId,
                name,
                due: `2026-${String(((subId + k) % 12) + 1).padStart(2, '0')}-15`,
                summary: `${name} for element ${label}.`,
                assignee: 'Educational leader',
                center_id: null,
                status: status === 2 ? 1 : 0,
                question_id: qid,
              });
              questions.push({
                id: qid,
                type: 'nqs',
                center_id: null,
                user_id: null,
                qc_id: subId,
                notes: '',
                title:
                  k === 0
                    ? `How does the service demonstrate: ${subTitle.toLowerCase()}?`
                    : `Is there evidence of ${subTitle.toLowerCase()} in daily practice?`,
                category_id: subId,
                description: `Element ${label}: ${subTitle}.`,
                yes_description: 'The service meets this element; evidence is recorded.',
                no_description: 'The service does not yet meet this element; add it to the QIP.',
                na_description: 'Not applicable to this service type.',
                cqr_id: null,
                taskCount: 1,
                status,
                evidence: { tasks: [mkTask('Collect evidence')], evidenceDocs: [] },
                strategy: { tasks: [], downloadResources: [] },
              });
            }
            return {
              id: subId,
              label,
              title: `Element ${label}`,
              description: subTitle,
              parent: levelId,
              progress: 0,
              children: [],
            };
          }),
        };
        return level;
      }),
    };
    return root;
  });
  const progress = (node: CategoryNode): [number, number] => {
    let met = 0;
    let total = 0;
    if (node.children.length === 0) {
      const qs = questions.filter((q) => q.category_id === node.id);
      met = qs.filter((q) => q.status === 2).length;
      total = qs.length;
    }
    for (const c of node.children) {
      const [m, t] = progress(c);
      met += m;
      total += t;
    }
    node.progress = total ? Math.round((met / total) * 100) : 0;
    byId.set(node.id, node);
    return [met, total];
  };
  roots.forEach(progress);
  return { roots, byId, questions };
};
const TREE = buildTree();

function qInt(errors: FieldErrors, req: Request, name: string, required: boolean): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') {
    if (required) (errors[name] ??= []).push(messages.validation.required);
    return undefined;
  }
  const n = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(n)) {
    (errors[name] ??= []).push(messages.validation.invalid_value);
    return undefined;
  }
  return n;
}

const quality: HandlerModule = (route) => {
  route('userById', (req, ctx) => {
    const a = accountOr404(ctx.db, idParam(req));
    return {
      ...publicAccount(a),
      subscription_id: a.subscription_id ?? null,
      created_at: a.created_at ?? null,
      admin_id: a.admin_id ?? a.id,
      datetime_end: a.datetime_end ?? null,
      center_id: a.center_id ?? centresOf(ctx.db, a)[0]?.id ?? null,
    };
  });

  route('centerUsers', (req, ctx) => {
    const id = idParam(req);
    if (!ctx.db.services.some((s) => s.id === id && !s.deleted_at)) throw notFound('Service');
    return ctx.db.serviceUsers.filter((u) => u.center_id === id);
  });

  route('userCenters', (req, ctx) => {
    const a = accountOr404(ctx.db, idParam(req));
    return centresOf(ctx.db, a).map(centreOf);
  });

  route('createCenter', async (req, ctx) => {
    const b = body(req, CREATE_CENTER_FIELDS);
    const errors: FieldErrors = {};
    const userId = Number(b.user_id);
    const account = Number.isInteger(userId) ? ctx.db.accounts.find((a) => a.id === userId) : undefined;
    if (blank(b.user_id)) errors.user_id = [messages.validation.required];
    else if (!account) errors.user_id = [messages.validation.invalid_value];
    if (blank(b.name)) errors.name = [messages.validation.required];
    checkText(errors, b, 'name');
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
  });

  route('updateCenter', async (req, ctx) => {
    const id = idParam(req);
    const service = ctx.db.services.find((s) => s.id === id && !s.deleted_at) as ServiceWithQip | undefined;
    if (!service) throw notFound('Service');
    const b = body(req, UPDATE_CENTER_FIELDS);
    if (
      (b.client_id !== undefined || b.client_secret !== undefined) &&
      !clientCredentialsValid(b.client_id, b.client_secret)
    ) {
      throw new ApiError(401, 'Invalid client credentials.');
    }
    const errors: FieldErrors = {};
    for (const f of [...Object.keys(MAPPED), ...EXTRA_TEXT]) checkText(errors, b, f);
    if (b.name !== undefined && blank(b.name)) errors.name = [messages.validation.required];
    for (const f of ['contact_email', 'contact_add_email', ...PEOPLE.map((p) => `${p}_email`)]) {
      if (!blank(b[f]) && !EMAIL_RE.test(text(b[f]))) (errors[f] ??= []).push(messages.validation.email);
    }
    for (const f of Object.keys(JSON_FIELDS)) {
      if (typeof b[f] === 'string' && b[f] !== '') {
        try {
          JSON.parse(b[f] as string);
        } catch {
          (errors[f] ??= []).push(messages.validation.invalid_value);
        }
      }
    }
    const cat = serviceCat(errors, b.service_cat_id, 'service_cat_id');
    if (b.user_id !== undefined && !ctx.db.accounts.some((a) => a.id === Number(b.user_id))) {
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
  });

  route(
    'register',
    async (req, ctx) => {
      // The client first: without it nothing about the body (such as a taken email) is told.
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (!clientCredentialsValid(raw.client_id, raw.client_secret)) {
        throw new ApiError(401, 'Invalid client credentials.');
      }
      const b = body(req, REGISTER_FIELDS);
      const errors: FieldErrors = {};
      for (const f of ['name', 'email', 'password', 'service_name'])
        if (blank(b[f])) errors[f] = [messages.validation.required];
      for (const f of ['name', 'email', 'phone', 'service_name', 'service_app_num']) checkText(errors, b, f);
      const email = text(b.email).toLowerCase();
      if (email && !EMAIL_RE.test(email)) errors.email = [messages.validation.email];
      else if (email && ctx.db.accounts.some((a) => a.email.toLowerCase() === email))
        errors.email = [messages.validation.unique_email];
      if (typeof b.password === 'string' && b.password !== '' && b.password.length < 8) {
        errors.password = ['The password must be at least 8 characters.'];
      }
      if (b.user_type !== undefined && b.user_type !== 'ADMIN') errors.user_type = [messages.validation.invalid_value];
      if (b.center_user_type !== undefined && String(b.center_user_type).toLowerCase() !== 'admin') {
        errors.center_user_type = [messages.validation.invalid_value];
      }
      if (b.price !== undefined && b.price !== null && b.price !== '' && !Number.isFinite(Number(b.price))) {
        errors.price = [messages.validation.invalid_value];
      }
      const cat = serviceCat(errors, b.service_cat ?? 1, 'service_cat');
      assertValid(errors);
      const passwordHash = await hashPassword(String(b.password));
      // Another registration of this email may have finished while the hash was computed: one account per email.
      if (ctx.db.accounts.some((a) => a.email.toLowerCase() === email)) {
        assertValid({ email: [messages.validation.unique_email] });
      }
      const id = nextId(ctx.db, 'accounts');
      const account: Account = {
        id,
        name: text(b.name),
        email,
        user_type: 'ADMIN',
        subscription_id: `cus_fixture${String(id).padStart(6, '0')}`,
        created_at: new Date().toISOString(),
        admin_id: id,
        datetime_end: null,
        center_id: null,
        password_hash: passwordHash,
      };
      ctx.db.accounts.push(account);
      const service = createCentre(ctx.db, account, {
        name: text(b.service_name),
        approval_number: text(b.service_app_num) || '#',
        service_cat_id: cat ?? 1,
        phone: text(b.phone),
        center_user_type: 'admin',
      });
      account.center_id = service.id;
      const token = issueToken(ctx.db, account);
      await ctx.commit();
      return { id, accessToken: token.access_token, expires_at: token.expires_at, center_id: service.id };
    },
    { public: true },
  );

  route('category', (req) => {
    const node = TREE.byId.get(idParam(req));
    if (!node) throw notFound('Category');
    return node;
  });

  route('categories', () => TREE.roots);

  route('questions', (req, ctx) => {
    const errors: FieldErrors = {};
    const centerId = qInt(errors, req, 'center_id', false);
    const categoryId = qInt(errors, req, 'category_id', false);
    assertValid(errors);
    const type = typeof req.query.type === 'string' && req.query.type !== '' ? req.query.type : undefined;
    if (categoryId !== undefined && !TREE.byId.has(categoryId)) throw notFound('Category');
    if (centerId !== undefined && !ctx.db.services.some((s) => s.id === centerId)) throw notFound('Service');
    // a category selects its whole subtree (an area lists the questions of all its elements)
    const inTree = (qc: number) =>
      categoryId === undefined ||
      qc === categoryId ||
      Math.floor(qc / 10) === categoryId ||
      Math.floor(qc / 100) === categoryId;
    return TREE.questions.filter(
      (q) =>
        inTree(q.category_id) &&
        (type === undefined || q.type === type) &&
        (q.center_id === null || q.center_id === centerId),
    );
  });

  route('question', (req) => {
    const errors: FieldErrors = {};
    const id = qInt(errors, req, 'id', true);
    assertValid(errors);
    const q = TREE.questions.find((x) => x.id === id);
    if (!q) throw notFound('Question');
    return [q];
  });

  route('attachments', (req, ctx) => {
    const errors: FieldErrors = {};
    const entityId = qInt(errors, req, 'entity_id', true);
    const title = typeof req.query.title === 'string' ? req.query.title.toLowerCase() : '';
    if (!title) errors.title = [messages.validation.required];
    assertValid(errors);
    return attachmentsOf(ctx, entityId as number, title);
  });

  route('paymentMethod', (req, ctx) => {
    const ref = String(req.params.id);
    const a = ctx.db.accounts.find((x) => x.subscription_id === ref || String(x.id) === ref);
    if (!a) throw notFound('Payment method');
    const last4 = String(4242 + ((a.id * 37) % 5000)).slice(-4);
    return {
      id: `pm_fixture_${a.id}`,
      customer: a.subscription_id ?? null,
      type: 'card',
      card: { brand: 'visa', last4, exp_month: ((a.id * 5) % 12) + 1, exp_year: 2029 },
      billing_details: { name: a.name, email: a.email },
    };
  });
};

/** Attachments by entity and title: a service's logo ('logo'), a document's file ('document'). */
function attachmentsOf(ctx: Ctx, entityId: number, title: string) {
  if (title === 'logo') {
    const s = ctx.db.services.find((x) => x.id === entityId);
    if (!s) throw notFound('Service');
    return s.logo_url
      ? [{ id: s.id, name: s.logo_name ?? 'logo.jpg', url: s.logo_url, created_at: null, updated_at: null }]
      : [];
  }
  if (title === 'document') {
    const d = ctx.db.documents.find((x) => x.id === entityId && !x.deleted_at);
    if (!d) throw notFound('Document');
    const f = d.uploaded_file;
    return f ? [{ id: f.id, name: f.document_name, url: f.document_url, created_at: d.date, updated_at: d.date }] : [];
  }
  return [];
}

export default quality;
