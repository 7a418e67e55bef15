/**
 * Each schema fed what a back end may plausibly send for each field (the spec's shape, text, null, missing, an
 * envelope), asserting the one record the UI gets; and what cannot be read fails instead of giving a wrong row.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  accountUserSchema,
  collectionCountsSchema,
  documentSchema,
  focusEntrySchema,
  instant,
  listOf,
  loginAnswerSchema,
  loginRefusalSchema,
  newsletterSchema,
  recordOf,
  serviceDocumentSchema,
  serviceSchema,
  userSchema,
  id,
  text,
  textOrNull,
  optional,
  flag01,
  record,
} from './index.ts';
import { z } from './zod.ts';
import { nqaValuesOf } from '../../resources/documents/form/formValues.ts';
import { toWebinarBody } from '../../dataProvider/documentForms.ts';

const specService = {
  id: 7,
  name: 'Bluegum',
  has_qip: 0,
  has_portal: 1,
  admin_name: 'Ann',
  website_link: 'https://bluegum.example',
  primary_email: 'ann@bluegum.example',
  postal: '3000',
  phone: '0300000000',
  address: '1 Main St',
  city: 'Carlton',
  state: 'VIC',
  description: 'Play',
  logo_name: null,
  logo_url: null,
  service_type_id: 2,
  brand_color: '#123456',
  is_archive: false,
  skin: '#000000',
  collection_loaded: '[1,3]',
};
/** The same service as a Laravel/MySQL back end may answer it. */
const legacyService = {
  ...specService,
  id: '7',
  has_qip: '0',
  has_portal: '1',
  admin_name: null,
  service_type_id: '2',
  is_archive: '0',
  collection_loaded: [1, 3],
  description: null,
  updated_at: '2026-01-01 10:00:00',
};

describe('service', () => {
  it('reads the spec shape and the legacy shape as the same record', () => {
    const spec = serviceSchema.parse(specService);
    const legacy = serviceSchema.parse(legacyService);
    expect(spec).toMatchObject({ id: 7, has_portal: 1, service_type_id: 2, is_archive: false });
    expect(legacy).toEqual({ ...spec, admin_name: '', description: '' });
    expect(legacy).not.toHaveProperty('updated_at');
  });

  it.each([
    ['true', true],
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
  ])('is_archive %j reads as %j, never printed as text', (value, archived) => {
    expect(serviceSchema.parse({ ...specService, is_archive: value }).is_archive).toBe(archived);
  });

  it('has_portal true or "1" keeps the service in the pickers (1)', () => {
    expect(serviceSchema.parse({ ...specService, has_portal: true }).has_portal).toBe(1);
    expect(serviceSchema.parse({ ...specService, has_portal: '1' }).has_portal).toBe(1);
  });

  it('collection_loaded as a list, JSON text, null or missing gives the JSON text of the ids', () => {
    for (const [v, text] of [
      [[1, 3], '[1,3]'],
      ['["1","3"]', '[1,3]'],
      [null, '[]'],
      [undefined, '[]'],
      [[{ id: 4, name: 'OOSH' }], '[4]'],
    ] as const)
      expect(serviceSchema.parse({ ...specService, collection_loaded: v }).collection_loaded).toBe(text);
  });

  it('a list bare, under data or in a paginator; a record bare or under data', () => {
    const list = listOf(serviceSchema);
    expect(list.parse([legacyService])[0]!.id).toBe(7);
    expect(list.parse({ data: [legacyService] })[0]!.id).toBe(7);
    expect(list.parse({ data: { current_page: 1, data: [legacyService], total: 1 } })[0]!.id).toBe(7);
    expect(recordOf(serviceSchema).parse({ data: legacyService }).id).toBe(7);
  });

  it('a service without an id, or of an unknown type, cannot be read', () => {
    expect(serviceSchema.safeParse({ ...specService, id: null }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...specService, service_type_id: '9' }).success).toBe(false);
    const failed = listOf(serviceSchema).safeParse({ data: [specService, { ...specService, id: 'x' }] });
    expect(failed.error?.issues[0]?.path).toEqual([1, 'id']);
  });
});

const specDocument = {
  id: 12,
  document_id: 12,
  file_uploaded_id: 31,
  label: 'Sun.pdf',
  file_title: 'Sun Safety Policy',
  file_version: '2',
  date: '2026-03-04',
  description: '',
  content: null,
  category: 1,
  upload_or_generate: 1,
  document_type_id: 1,
  nqa_area_id: [1, 3],
  service_type_id: [{ id: 2, name: 'Family Daycare' }],
  service_specific_type: null,
  risk_assesment_type: null,
  services: [{ id: 4, name: 'Bluegum' }],
  excluded_services: '[5]',
  notify_service: 0,
  global_webinar: 0,
  webinar_title: null,
  webinar_link: null,
  webinar_description: null,
  uploaded_file: {
    id: 31,
    document_name: 'Sun.pdf',
    file_size: 2048,
    file_type: 'application/pdf',
    label: 'Sun.pdf',
    availability: 'ENABLE',
    document_url: '/files/sun.pdf',
  },
};

describe('document', () => {
  const doc = (over: Record<string, unknown>) => documentSchema.parse({ ...specDocument, ...over });

  it('ids as text are numbers: an edit screen finds document "7" as 7', () => {
    expect(doc({ id: '7', document_id: '7' })).toMatchObject({ id: 7, document_id: 7 });
    expect(doc({ document_id: null }).document_id).toBe(12);
  });

  it('nqa_area_id as a list, list of texts, JSON text, null or missing', () => {
    expect(doc({}).nqa_area_id).toEqual([1, 3]);
    expect(doc({ nqa_area_id: ['1', '3'] }).nqa_area_id).toEqual([1, 3]);
    expect(doc({ nqa_area_id: '[1,3]' }).nqa_area_id).toEqual([1, 3]);
    expect(doc({ nqa_area_id: null }).nqa_area_id).toEqual([]);
    expect(doc({ nqa_area_id: undefined }).nqa_area_id).toEqual([]);
  });

  it('service_type_id as {id, name} objects, ids, their JSON text, null', () => {
    expect(doc({}).service_type_id).toEqual([{ id: 2, name: 'Family Daycare' }]);
    expect(doc({ service_type_id: '[2]' }).service_type_id).toEqual([{ id: 2, name: '' }]);
    expect(doc({ service_type_id: ['2'] }).service_type_id).toEqual([{ id: 2, name: '' }]);
    expect(doc({ service_type_id: '[{"id":"2","name":"Family Daycare"}]' }).service_type_id).toEqual([
      { id: 2, name: 'Family Daycare' },
    ]);
    expect(doc({ service_type_id: null }).service_type_id).toEqual([]);
  });

  it('service_specific_type "6" is the number 6 (FOM reports stay on the Reports tab)', () => {
    expect(doc({ category: '2', service_specific_type: '6' })).toMatchObject({ category: 2, service_specific_type: 6 });
  });

  it('flags as 0/1, "0"/"1", true/false, null', () => {
    for (const [v, flag] of [
      [1, 1],
      ['1', 1],
      [true, 1],
      ['true', 1],
      [0, 0],
      ['0', 0],
      [false, 0],
      [null, 0],
    ] as const) {
      expect(doc({ global_webinar: v }).global_webinar).toBe(flag);
      expect(doc({ notify_service: v }).notify_service).toBe(flag);
    }
  });

  it('services and excluded_services null or missing read as empty; excluded as text or a list', () => {
    expect(doc({ services: null }).services).toEqual([]);
    expect(doc({ services: undefined }).services).toEqual([]);
    expect(doc({ excluded_services: [5, '6'] }).excluded_services).toEqual([5, 6]);
    expect(doc({ excluded_services: null }).excluded_services).toEqual([]);
  });

  it('a date with a time is the day; null is no date', () => {
    expect(doc({ date: '2024-03-01 10:00:00' }).date).toBe('2024-03-01');
    expect(doc({ date: '2024-03-01T10:00:00.000000Z' }).date).toBe('2024-03-01');
    expect(doc({ date: null }).date).toBe('');
  });

  it('uploaded_file null, empty, missing or as JSON text; its size as text', () => {
    expect(doc({ uploaded_file: null }).uploaded_file).toBeNull();
    expect(doc({ uploaded_file: [] }).uploaded_file).toBeNull();
    expect(doc({ uploaded_file: undefined }).uploaded_file).toBeNull();
    const file = doc({ uploaded_file: JSON.stringify({ ...specDocument.uploaded_file, file_size: '2048' }) });
    expect(file.uploaded_file).toMatchObject({ file_size: 2048, availability: 'ENABLE' });
  });

  it('a service sees the availability of the uploaded file (§3); top-level only when there is no file', () => {
    const disabled = { ...specDocument.uploaded_file, availability: 'disable' };
    expect(serviceDocumentSchema.parse({ ...specDocument, uploaded_file: disabled }).availability).toBe('DISABLE');
    expect(
      serviceDocumentSchema.parse({ ...specDocument, uploaded_file: null, availability: 'DISABLE' }).availability,
    ).toBe('DISABLE');
    expect(
      serviceDocumentSchema.parse({ ...specDocument, uploaded_file: { availability: 'DISABLE' } }).availability,
    ).toBe('DISABLE');
    expect(serviceDocumentSchema.parse({ ...specDocument, uploaded_file: null }).availability).toBe('ENABLE');
  });

  it('a document without an id cannot be read', () => {
    expect(documentSchema.safeParse({ ...specDocument, id: undefined }).success).toBe(false);
  });

  it('what cannot be read is named by its path, inside the uploaded file and inside a list too', () => {
    const pathOf = (doc: unknown) => documentSchema.safeParse(doc).error?.issues[0]?.path;
    expect(pathOf({ ...specDocument, file_title: { text: 'x' } })).toEqual(['file_title']);
    expect(pathOf({ ...specDocument, uploaded_file: { ...specDocument.uploaded_file, file_size: 'big' } })).toEqual([
      'uploaded_file',
      'file_size',
    ]);
    expect(pathOf({ ...specDocument, nqa_area_id: [1, 'two'] })).toEqual(['nqa_area_id', 1]);
    expect(
      listOf(documentSchema).safeParse([specDocument, { ...specDocument, id: 'x' }]).error?.issues[0]?.path,
    ).toEqual([1, 'id']);
  });
});

describe('records of codecs (record, codec)', () => {
  const shape = { id, name: text, note: optional(textOrNull), flag: flag01 };
  const inputs = [
    { id: '3', name: null, flag: '1' },
    { id: 3, name: 'A', note: '', flag: true, extra: 'kept out' },
    { id: 3, name: 5, note: undefined, flag: 0 },
    { name: 'no id' },
    { id: 3, name: 'A', flag: 'maybe' },
    'not a record',
  ];

  it('answers what z.object of the same codecs answers: values, left-out keys, unknown keys, failures', () => {
    for (const input of inputs) {
      const a = record(shape).safeParse(input);
      const b = z.object(shape).safeParse(input);
      expect(a.success).toBe(b.success);
      if (a.success && b.success) {
        expect(a.data).toStrictEqual(b.data);
        expect(Object.keys(a.data)).toEqual(Object.keys(b.data));
      } else expect(a.error?.issues.map((i) => i.path)).toEqual(b.error?.issues.map((i) => i.path));
    }
  });
});

describe('a global webinar loaded as "1" or true and saved unchanged', () => {
  it.each(['1', true, 1])(
    'stays global (global_webinar %j): no service type, every service, no exclusion',
    async (g) => {
      const loaded = documentSchema.parse({
        ...specDocument,
        document_type_id: '3',
        global_webinar: g,
        service_type_id: null,
        webinar_title: 'Inclusion',
        webinar_link: 'https://video.example/1',
        uploaded_file: null,
      });
      const values = nqaValuesOf(loaded);
      expect(values.global_webinar).toBe(true);
      const body = await toWebinarBody(values, [1, 2, 3]);
      expect(body).toMatchObject({
        global_webinar: 1,
        service_type_id: null,
        services: [1, 2, 3],
        excluded_services: [],
      });
    },
  );
});

describe('users and the account', () => {
  const specUser = {
    id: 3,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@x.org',
    description: '',
    roles: [{ name: 'admin' }],
    notify_email: 1,
  };
  it('the role from roles[0] (any case), notify true unless 0, text ids', () => {
    expect(userSchema.parse(specUser)).toEqual({
      id: 3,
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@x.org',
      description: '',
      user_type: 'admin',
      notify_email: true,
    });
    const legacy = userSchema.parse({
      ...specUser,
      id: '3',
      roles: [{ name: 'Admin' }],
      notify_email: '0',
      description: null,
    });
    expect(legacy).toMatchObject({ id: 3, user_type: 'admin', notify_email: false, description: '' });
    expect(userSchema.parse({ ...specUser, roles: null }).user_type).toBe('member');
  });
  it('access and services only when the answer carries them', () => {
    expect(userSchema.parse(specUser)).not.toHaveProperty('access_approved');
    expect(userSchema.parse(specUser)).not.toHaveProperty('services');
    expect(userSchema.parse({ ...specUser, access_approved: '1', services: '[2]' })).toMatchObject({
      access_approved: true,
      services: [2],
    });
  });
  it('the account under data with a lower-case user type is a SUPER_ADMIN', () => {
    const account = recordOf(accountUserSchema).parse({
      data: { id: '1', name: 'Admin', email: 'a@x.org', user_type: 'super_admin' },
    });
    expect(account).toMatchObject({ id: 1, user_type: 'SUPER_ADMIN' });
  });
  it('sign-in: a zoneless expires_at is UTC; a 200 { status: false } is a refusal', () => {
    expect(loginAnswerSchema.parse({ access_token: 't', expires_at: '2026-11-28 09:00:00' }).expires_at).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    expect(instant.parse('2026-11-28T20:00:00+11:00')).toBe('2026-11-28T09:00:00.000Z');
    expect(loginRefusalSchema.safeParse({ status: false, error: { message: 'Unauthorised' } }).success).toBe(true);
    expect(loginRefusalSchema.safeParse({ access_token: 't' }).success).toBe(false);
  });
});

describe('newsletters, counts and focus of the month', () => {
  it('a newsletter with text numbers, a date-time and a category in capitals', () => {
    const n = newsletterSchema.parse({
      id: '5',
      title: 'June',
      date: '2026-06-01 00:00:00',
      category: 'MONTHLY_NEWSLETTER',
      notify_service: '1',
      document_name: 'June.pdf',
      document_url: '/files/5.pdf',
      type: 'application/pdf',
      size: '1000',
      label: 'June.pdf',
      thumbnail_label: null,
      thumbnail_type: null,
      thumbnail_size: null,
      thumbnail_url: null,
    });
    expect(n).toMatchObject({
      id: 5,
      date: '2026-06-01',
      category: 'monthly_newsletter',
      notify_service: 1,
      size: 1000,
    });
    expect(n.thumbnail_size).toBe(0);
  });
  it('collection counts as text, null or missing', () => {
    expect(recordOf(collectionCountsSchema).parse({ data: { long_day_care: '3', family_day_care: null } })).toEqual({
      long_day_care: 3,
      family_day_care: 0,
      pre_school: 0,
      oosh: 0,
    });
  });
  it('a focus entry under data, with no detail yet and null files', () => {
    expect(focusEntrySchema.parse({ data: { detail: [], uploaded_files: null } })).toEqual({
      detail: null,
      uploaded_files: [],
    });
  });
});

describe('a list decoded in slices (listOf decodeInSlices)', () => {
  const list = listOf(serviceSchema);

  it('gives what safeParse gives: the data, or the first issue by its index', async () => {
    for (const answer of [
      [specService],
      { data: [specService, specService] },
      [specService, { ...specService, id: 'x' }],
      { message: 'Nothing' },
    ]) {
      const parsed = list.safeParse(answer);
      const sliced = await list.decodeInSlices(answer);
      if (parsed.success) expect(sliced).toEqual({ data: parsed.data });
      else expect(sliced).toMatchObject({ issues: [{ path: parsed.error.issues[0].path }] });
    }
  });

  it('lets the page run between slices of a long list', async () => {
    // every reading of the clock a millisecond later: the decode runs past its slice many times over
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let pageRan = false;
    const seen: boolean[] = [];
    const counted = z.number().transform((v) => (seen.push(pageRan), v));
    setTimeout(() => (pageRan = true), 0);
    const decoded = await listOf(counted).decodeInSlices([...Array(2000).keys()]);
    vi.restoreAllMocks();
    expect(decoded).toEqual({ data: [...Array(2000).keys()] });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
