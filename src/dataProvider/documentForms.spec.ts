import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';
import type { NqaFormValues, ServiceSpecificFormValues } from './documentForms.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };

/** What GET /api/services-get-all answers (id and name, §7). */
const ALL_SERVICES = [
  { id: 1, name: 'Acacia' },
  { id: 4, name: 'Banksia' },
  { id: 9, name: 'Coolabah' },
];

function setup(status = 200, body: unknown = { status: true, message: 'ok', data: [] }) {
  const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    String(url).endsWith('/api/services-get-all')
      ? new Response(JSON.stringify(ALL_SERVICES))
      : new Response(JSON.stringify(body), { status }),
  );
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i];
    return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { dp, sent };
}

const PDF = '%PDF-1.4 policy';
const pdf = new File([PDF], 'policy.pdf', { type: 'application/pdf' });
const b64 = Buffer.from(PDF).toString('base64');

const nqa = (over: Partial<NqaFormValues> = {}): NqaFormValues => ({
  nqa_area_id: [1, 3],
  document_type_id: 1,
  service_type_id: [1, 2],
  services: [7],
  upload_or_generate: 1,
  file: { rawFile: pdf },
  content: '',
  file_title: ' Sleep policy ',
  file_version: '1.0',
  date: '2026-05-01',
  description: 'd',
  notify_service: true,
  ...over,
});

describe('document forms data provider', () => {
  it('createNqaDocument posts the NQA payload with the file as base64; other types exclude the chosen services', async () => {
    const { dp, sent } = setup(201);
    await dp.createNqaDocument(nqa());
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/new-document', method: 'POST' });
    expect(sent().body).toEqual({
      attachments: [{ file_name: 'policy.pdf', base64_image: b64 }],
      category: 1,
      upload_or_generate: 1,
      file_title: 'Sleep policy',
      file_version: '1.0',
      date: '2026-05-01',
      description: 'd',
      content: '',
      service_specific_type: null,
      risk_assesment_type: null,
      nqa_area_id: [1, 3],
      document_type_id: 1,
      service_type_id: [1, 2],
      services: [],
      excluded_services: [7],
      notify_service: 1,
    });
  });

  it('with Standalone NQA file (5) the chosen services are attached; generate sends content and no file', async () => {
    const { dp, sent } = setup();
    await dp.createNqaDocument(
      nqa({ service_type_id: [5], services: [3, 4], upload_or_generate: 2, content: '<p>Hi</p>' }),
    );
    expect(sent().body).toMatchObject({
      attachments: [],
      upload_or_generate: 2,
      content: '<p>Hi</p>',
      services: [3, 4],
      excluded_services: [],
    });
  });

  it('createWebinar posts a global webinar with all services, no service type and no exclusions (§3, §4)', async () => {
    const { dp, sent } = setup();
    await dp.createWebinar(
      nqa({
        document_type_id: 3,
        file: null,
        global_webinar: true,
        webinar_link: 'https://x.org/w',
        webinar_title: 'W',
        webinar_description: 'wd',
      }),
    );
    expect(sent(0)).toMatchObject({ url: 'https://portal.example/api/services-get-all', method: 'GET' });
    expect(sent(1)).toMatchObject({ url: 'https://portal.example/api/document-webinar-add', method: 'POST' });
    // exactly the §3 webinar payload's fields
    expect(sent(1).body).toEqual({
      category: 1,
      nqa_area_id: [1, 3],
      document_type_id: 3,
      service_type_id: null,
      service_specific_type: null,
      webinar_link: 'https://x.org/w',
      webinar_title: 'W',
      date: '2026-05-01',
      webinar_description: 'wd',
      file_title: 'Sleep policy',
      services: [1, 4, 9],
      excluded_services: [],
      notify_service: 1,
      global_webinar: 1,
      is_webinar: 1,
    });
  });

  it('a webinar that is not global asks for no services list and excludes the chosen services', async () => {
    const { dp, sent } = setup();
    await dp.createWebinar(
      nqa({ document_type_id: 3, file: null, webinar_link: 'https://x.org/w', webinar_title: 'W' }),
    );
    expect(sent(0)).toMatchObject({ url: 'https://portal.example/api/document-webinar-add' });
    expect(sent(0).body).toMatchObject({
      service_type_id: [1, 2],
      services: [],
      excluded_services: [7],
      global_webinar: 0,
    });
  });

  it('an edit keeps the services a document is linked to unless the user changed them', async () => {
    const { dp, sent } = setup();
    const linked = { services: [3, 5], standalone: false };
    // only the version changed: the document's links travel as they are, the form's exclusions beside them
    await dp.updateDocument(9, nqa({ file: { src: '/files/x.pdf', title: 'x.pdf' }, file_version: '1.1' }), linked);
    expect(sent(0).body).toMatchObject({ id: 9, file_version: '1.1', services: [3, 5], excluded_services: [7] });
    // a Standalone (5) document: the form shows its attached services, and the user's choice is what is sent
    await dp.updateDocument(9, nqa({ service_type_id: [5], services: [3] }), { services: [3, 5], standalone: true });
    expect(sent(1).body).toMatchObject({ services: [3], excluded_services: [] });
    // the user moved a Standalone document to other types: the rule cleared its attached services (§4)
    await dp.updateDocument(9, nqa({ services: [] }), { services: [3, 5], standalone: true });
    expect(sent(2).body).toMatchObject({ services: [], excluded_services: [] });
    await dp.updateWebinar(
      10,
      nqa({ document_type_id: 3, file: null, webinar_link: 'https://x.org/w', webinar_title: 'W' }),
      linked,
    );
    expect(sent(3).body).toMatchObject({ id: 10, services: [3, 5], excluded_services: [7] });
  });

  it('updateDocument and updateWebinar PUT with the id', async () => {
    const { dp, sent } = setup();
    const none = { services: [], standalone: false };
    await dp.updateDocument(9, nqa({ file: { src: '/files/x.pdf', title: 'x.pdf' } }), none);
    expect(sent()).toMatchObject({
      url: 'https://portal.example/api/document-update',
      method: 'PUT',
      body: { id: 9, attachments: [] },
    });
    // a training module as an uploaded document: the file is named by `label`, the link is empty (§3)
    await dp.updateWebinar(10, nqa({ document_type_id: 4, is_link: false, file: { rawFile: pdf } }), none);
    expect(sent(1)).toMatchObject({
      url: 'https://portal.example/api/document-update-webinar',
      method: 'PUT',
      body: { id: 10, base64_image: b64, label: 'policy.pdf', webinar_link: '' },
    });
    expect(Object.keys(sent(1).body)).not.toContain('file_name');
    expect(Object.keys(sent(1).body)).not.toContain('is_link');
  });

  const ss = (over: Partial<ServiceSpecificFormValues> = {}): ServiceSpecificFormValues => ({
    filter: 4,
    service_specific_type: 4,
    nqa_area_id: [2],
    document_type_id: null,
    services: [1],
    upload_or_generate: 1,
    file: { rawFile: pdf },
    content: '',
    file_title: 'Risk',
    file_version: '',
    date: '2026-05-01',
    description: '',
    ...over,
  });

  it('createServiceSpecific sends category 3; updateServiceSpecific sends only changed title, version, date or content', async () => {
    const { dp, sent } = setup();
    await dp.createServiceSpecific(ss());
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/new-document', method: 'POST' });
    // §3: a service-specific document names its services service_id (a list)
    expect(sent().body).toMatchObject({
      category: 3,
      service_specific_type: 4,
      risk_assesment_type: 2,
      nqa_area_id: [2],
      service_id: [1],
      file_title: 'Risk',
      date: '2026-05-01',
    });
    expect(sent().body).not.toHaveProperty('services');
    const original = ss({ file: { src: '/f.pdf', title: 'f.pdf' } });
    await dp.updateServiceSpecific(12, { ...original, file_title: 'Risk v2' }, original);
    expect(sent(1)).toMatchObject({ url: 'https://portal.example/api/service-document-update/12', method: 'PUT' });
    expect(sent(1).body.file_title).toBe('Risk v2');
    expect(sent(1).body).not.toHaveProperty('date');
    expect(sent(1).body).not.toHaveProperty('attachments');
    // the service was not changed: its links stay as stored
    expect(sent(1).body).not.toHaveProperty('service_id');
    expect(sent(1).body).not.toHaveProperty('services');
    await dp.updateServiceSpecific(12, { ...original, services: [6] }, original);
    expect(sent(2).body).toMatchObject({ service_id: [6] });
  });

  it('renames the server field errors of the upload to the form field file', async () => {
    const { dp } = setup(422, {
      message: 'Invalid',
      errors: { 'attachments.0.base64_image': ['The file must be a PDF.'], file_title: ['x'] },
    });
    await expect(dp.createNqaDocument(nqa())).rejects.toMatchObject({
      status: 422,
      body: { errors: { file: 'The file must be a PDF.', file_title: 'x' } },
    });
  });

  it('getDocument picks by id from /api/document-get-all', async () => {
    const { dp, sent } = setup(200, [{ id: 1 }, { id: 2, file_title: 'B' }]);
    expect(await dp.getDocument(2)).toMatchObject({ id: 2, file_title: 'B' });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/document-get-all', method: 'GET' });
    expect(await dp.getDocument(5)).toBeNull();
  });

  it('focus of the month calls', async () => {
    const { dp, sent } = setup(200, { detail: null, uploaded_files: [] });
    await dp.focusList('2026', 'Mar');
    expect(sent(0)).toMatchObject({
      url: 'https://portal.example/api/document-fom-list?year=2026&month=Mar',
      method: 'GET',
    });
    await dp.createFocus({
      year: '2026',
      month: 'Mar',
      monthly_focus: 'F',
      file_title: 'T',
      date: '2026-03-02',
      file: { rawFile: pdf },
    });
    expect(sent(1)).toMatchObject({ url: 'https://portal.example/api/document-fom-new', method: 'POST' });
    expect(sent(1).body).toEqual({
      base64_image: b64,
      size: pdf.size,
      label: 'policy.pdf',
      year: '2026',
      month: 'Mar',
      date: '2026-03-02',
      monthly_focus: 'F',
      monthly_focus_description: '',
      file_title: 'T',
      audience: 'Room leader',
      file_description: '',
    });
    await dp.updateFocusDetails(3, 'F2', 'D2');
    expect(sent(2)).toMatchObject({
      url: 'https://portal.example/api/document-fom-update',
      method: 'PUT',
      body: { id: 3, monthly_focus: 'F2', monthly_focus_description: 'D2' },
    });
    await dp.uploadFocusFile(3, {
      year: '2026',
      month: 'Mar',
      file_title: 'T2',
      date: '2026-03-03',
      audience: 'Nominated supervisor',
      file: { rawFile: pdf },
    });
    expect(sent(3)).toMatchObject({
      url: 'https://portal.example/api/document-form-onedit-upload',
      method: 'POST',
      body: { id: 3, file_title: 'T2', audience: 'Nominated supervisor', base64_image: b64 },
    });
    expect(sent(3).body).not.toHaveProperty('monthly_focus');
    await dp.setFocusAudience(8, 'Educational leader FOM');
    expect(sent(4)).toEqual({
      url: 'https://portal.example/api/document-fom-update-audience',
      method: 'PUT',
      body: { data: [{ id: 8, audience: 'Educational leader FOM' }] },
    });
    await dp.deleteFocusFile(8);
    expect(sent(5)).toMatchObject({ url: 'https://portal.example/api/document-fom-file/8', method: 'DELETE' });
  });

  it('removing the file of a document on an edit page', async () => {
    const { dp, sent } = setup();
    await dp.deleteDocumentFile(4);
    await dp.deleteServiceDocumentFile(5);
    await dp.deleteWebinarFile(6);
    expect(sent(0)).toEqual({
      url: 'https://portal.example/api/delete-document-file/4',
      method: 'DELETE',
      body: undefined,
    });
    expect(sent(1)).toEqual({
      url: 'https://portal.example/api/document-delete-file/5',
      method: 'DELETE',
      body: undefined,
    });
    expect(sent(2)).toEqual({
      url: 'https://portal.example/api/webinar-file/6/delete',
      method: 'GET',
      body: undefined,
    });
  });
});
