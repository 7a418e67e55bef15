/** Document management routes (document-management §7) against a real fixture process. */
import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makePng } from '../../mock-api/seed/files.ts';
import { useFixtureApi, type ApiProcess } from './helpers.ts';

let api: ApiProcess;
let token: string;

const pdf = (title = 'Test document') => makePdf(title, ['Line one']).toString('base64');
const png = () => makePng(20, 10, [200, 30, 30]).toString('base64');
const get = (path: string) => api.request('GET', path, undefined, token);
const send = (method: string, path: string, body: unknown) => api.request(method, path, body, token);

interface Doc {
  id: number;
  file_title: string;
  file_version: string;
  category: number;
  upload_or_generate: number;
  document_type_id: number;
  nqa_area_id: number[];
  services: { id: number; name: string }[];
  service_type_id: { id: number; name: string }[];
  excluded_services: string;
  global_webinar: number;
  webinar_link: string | null;
  webinar_title: string | null;
  content: string | null;
  uploaded_file: {
    id: number;
    document_url: string;
    document_name: string;
    file_size: number;
    file_type: string;
  } | null;
  service_specific_type: number | null;
  date: string;
}

async function allDocs(): Promise<Doc[]> {
  const res = await get('/api/document-get-all');
  expect(res.status).toBe(200);
  return res.body;
}
async function docById(id: number): Promise<Doc | undefined> {
  return (await allDocs()).find((d) => d.id === id);
}
/** Ids of the documents in default collection `typeId`, through the spec's call (membership is not a document field). */
async function collectionIds(typeId: number): Promise<number[]> {
  const res = await get(`/api/collections-get/${typeId}`);
  expect(res.status).toBe(200);
  return (res.body as { document_id: number }[]).map((i) => i.document_id);
}
async function collectionsOf(id: number): Promise<number[]> {
  const out: number[] = [];
  for (const t of [1, 2, 3, 4]) if ((await collectionIds(t)).includes(id)) out.push(t);
  return out;
}
/** File type filter ids (§5) of a stored file, from its name: written here, apart from the portal's own rule. */
const FILE_KIND: Record<string, number> = {
  docx: 2,
  doc: 2,
  png: 3,
  jpg: 3,
  jpeg: 3,
  mp4: 4,
  xlsx: 5,
  xls: 5,
  csv: 5,
  pdf: 6,
};
const fileKind = (d: Doc) =>
  d.upload_or_generate === 2
    ? 1
    : d.uploaded_file
      ? FILE_KIND[d.uploaded_file.document_name.split('.').pop()!.toLowerCase()]
      : [3, 4].includes(d.document_type_id)
        ? 4
        : undefined;

async function fetchFile(url: string) {
  const res = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const nqaUpload = (over: Record<string, unknown> = {}) => ({
  category: 1,
  upload_or_generate: 1,
  attachments: [{ file_name: 'Hand Hygiene Policy.pdf', base64_image: pdf('Hand Hygiene Policy') }],
  file_title: 'Hand Hygiene Policy',
  file_version: '1.2',
  date: '2026-10-01',
  description: 'Washing hands before meals.',
  nqa_area_id: [2],
  document_type_id: 1,
  service_type_id: [1, 3],
  services: [],
  excluded_services: [2],
  notify_service: 1,
  ...over,
});

async function createNqa(over: Record<string, unknown> = {}): Promise<Doc> {
  const res = await send('POST', '/api/new-document', nqaUpload(over));
  expect(res.status).toBe(200);
  return res.body.data[0];
}

useFixtureApi({ resetEachTest: false }, (a, t) => {
  api = a;
  token = t;
});

describe('seeded documents', () => {
  it('cover NQA1-7, every document type, every service-specific type, and point at real files', async () => {
    const docs = await allDocs();
    expect(docs.length).toBeGreaterThanOrEqual(60);
    for (let a = 1; a <= 7; a++)
      expect(
        docs.some((d) => d.nqa_area_id.includes(a)),
        `NQA${a}`,
      ).toBe(true);
    for (const t of [1, 2, 3, 4, 6, 7])
      expect(
        docs.some((d) => d.document_type_id === t),
        `type ${t}`,
      ).toBe(true);
    for (let s = 1; s <= 6; s++)
      expect(
        docs.some((d) => d.category === 2 && d.service_specific_type === s),
        `ss ${s}`,
      ).toBe(true);
    expect(docs.some((d) => d.upload_or_generate === 2 && d.content)).toBe(true);
    const withFile = docs.find((d) => d.uploaded_file?.file_type === 'application/pdf');
    const file = await fetchFile(withFile!.uploaded_file!.document_url);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.bytes.length).toBe(withFile!.uploaded_file!.file_size);
  });
});

describe('POST /api/new-document', () => {
  it('stores an uploaded NQA document with its file', async () => {
    const created = await createNqa();
    const doc = await docById(created.id);
    expect(doc).toMatchObject({
      file_title: 'Hand Hygiene Policy',
      file_version: '1.2',
      category: 1,
      upload_or_generate: 1,
      nqa_area_id: [2],
      document_type_id: 1,
      service_type_id: [
        { id: 1, name: 'Long Daycare' },
        { id: 3, name: 'Pre-school' },
      ],
      excluded_services: '[2]',
      date: '2026-10-01',
      uploaded_file: { document_name: 'Hand Hygiene Policy.pdf', file_type: 'application/pdf' },
    });
    const file = await fetchFile(doc!.uploaded_file!.document_url);
    expect(file.bytes.equals(Buffer.from(pdf('Hand Hygiene Policy'), 'base64'))).toBe(true);
  });

  it('stores a generated document with its rich-text content', async () => {
    const res = await send(
      'POST',
      '/api/new-document',
      nqaUpload({ upload_or_generate: 2, attachments: [], content: '<p>Generated body</p>' }),
    );
    expect(res.status).toBe(200);
    const doc = await docById(res.body.data[0].id);
    expect(doc).toMatchObject({ upload_or_generate: 2, content: '<p>Generated body</p>', uploaded_file: null });
  });

  it('stores rich text sanitised: scripts, handlers and javascript: links are removed, formatting kept', async () => {
    const dirty =
      '<h2>Sun safety</h2><p onclick="steal()">Hats <strong>on</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.org/sun">good</a><iframe src="https://evil.example"></iframe>' +
      '<img src="x" onerror="alert(1)">';
    const res = await send(
      'POST',
      '/api/new-document',
      nqaUpload({ upload_or_generate: 2, attachments: [], content: dirty }),
    );
    expect(res.status).toBe(200);
    const stored = (await docById(res.body.data[0].id))!.content!;
    expect(stored).toContain('<h2>Sun safety</h2>');
    expect(stored).toContain('<strong>on</strong>');
    expect(stored).toContain('href="https://example.org/sun"');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it('stores a Word document checked as a zip container', async () => {
    const docx = makeDocx('Word policy', ['text']).toString('base64');
    const created = await createNqa({ attachments: [{ file_name: 'Policy.docx', base64_image: docx }] });
    expect((await docById(created.id))?.uploaded_file).toMatchObject({
      document_name: 'Policy.docx',
      file_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('answers every missing field with the spec wording and stores nothing', async () => {
    const before = (await allDocs()).length;
    const res = await send('POST', '/api/new-document', { category: 1, upload_or_generate: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      nqa_area_id: ['Please select at least one NQA for this document'],
      document_type_id: ['Please select document type'],
      service_type_id: ['Please select at least one service type for this document'],
      attachments: ['Please select file.'],
      file_title: ['This field is required.'],
      file_version: ['This field is required.'],
      date: ['This field is required.'],
    });
    expect((await allDocs()).length).toBe(before);
  });

  it('requires content for a generated document and services for Standalone (5)', async () => {
    const gen = await send(
      'POST',
      '/api/new-document',
      nqaUpload({ upload_or_generate: 2, attachments: [], content: '' }),
    );
    expect(gen.status).toBe(422);
    expect(gen.body.errors.content).toEqual(['This field is required']);
    const standalone = await send('POST', '/api/new-document', nqaUpload({ service_type_id: [5], services: [] }));
    expect(standalone.status).toBe(422);
    expect(standalone.body.errors.services).toEqual(['Please select one or more services']);
  });

  it('refuses a non-PDF named .pdf and stores nothing', async () => {
    const before = (await allDocs()).length;
    const res = await send(
      'POST',
      '/api/new-document',
      nqaUpload({ attachments: [{ file_name: 'fake.pdf', base64_image: png() }] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['attachments.0.base64_image']).toEqual(['The file must be a PDF.']);
    expect((await allDocs()).length).toBe(before);
  });

  it('stores a service-specific document (category 3 on creation, 2 when listed)', async () => {
    const res = await send('POST', '/api/new-document', {
      category: 3,
      upload_or_generate: 1,
      service_specific_type: 4,
      nqa_area_id: [3],
      service_id: [3],
      attachments: [{ file_name: 'Excursion risk.pdf', base64_image: pdf() }],
      file_title: 'Beach excursion risk assessment',
      date: '2026-09-09',
    });
    expect(res.status).toBe(200);
    const doc = await docById(res.body.data[0].id);
    expect(doc).toMatchObject({ category: 2, service_specific_type: 4, nqa_area_id: [3] });
    expect(doc!.services.map((s) => s.id)).toEqual([3]);
  });

  it('applies the service-specific rules', async () => {
    const res = await send('POST', '/api/new-document', {
      category: 3,
      service_specific_type: 4,
      nqa_area_id: [5],
      service_id: [],
      date: '2026-09-09',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.service_id).toEqual(['Please select a service to attach this document']);
    expect(res.body.errors.attachments).toEqual(['Please select file.']);
    expect(res.body.errors.nqa_area_id).toEqual(['The selected value is invalid.']);
    const noType = await send('POST', '/api/new-document', { category: 3, service_id: [3], date: '2026-09-09' });
    expect(noType.body.errors.service_specific_type).toEqual(['Please select service specific type!']);
  });
});

describe('webinars and training modules', () => {
  it('POST /api/document-webinar-add stores a webinar with a link and an optional supporting file', async () => {
    const res = await send('POST', '/api/document-webinar-add', {
      category: 1,
      nqa_area_id: [1],
      document_type_id: 3,
      service_type_id: [2],
      webinar_link: 'https://vimeo.com/nqa/new-webinar',
      webinar_title: 'Planning cycles',
      webinar_description: 'Recorded session',
      date: '2026-11-02',
      global_webinar: 0,
      is_webinar: 1,
      base64_image: pdf('Slides'),
      label: 'slides.pdf',
    });
    expect(res.status).toBe(200);
    const doc = await docById(res.body.data[0].id);
    expect(doc).toMatchObject({
      document_type_id: 3,
      webinar_title: 'Planning cycles',
      webinar_link: 'https://vimeo.com/nqa/new-webinar',
      global_webinar: 0,
    });
    expect((await fetchFile(doc!.uploaded_file!.document_url)).status).toBe(200);
  });

  it('a global webinar needs no service type', async () => {
    const res = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [7],
      document_type_id: 3,
      webinar_link: 'https://www.youtube.com/watch?v=abc',
      webinar_title: 'For everyone',
      date: '2026-11-02',
      global_webinar: 1,
    });
    expect(res.status).toBe(200);
    const doc = await docById(res.body.data[0].id);
    expect(doc).toMatchObject({
      global_webinar: 1,
      service_type_id: [],
      uploaded_file: null,
      webinar_link: 'https://www.youtube.com/watch?v=abc',
    });
  });

  it('a training module can be an uploaded document without a link', async () => {
    const res = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [4],
      document_type_id: 4,
      service_type_id: [1],
      webinar_title: 'Induction module',
      file_title: 'Induction module',
      date: '2026-11-02',
      base64_image: pdf('Module'),
      label: 'module.pdf',
    });
    expect(res.status).toBe(200);
    const doc = await docById(res.body.data[0].id);
    expect(doc).toMatchObject({
      document_type_id: 4,
      webinar_link: null,
      uploaded_file: { document_name: 'module.pdf', file_type: 'application/pdf' },
    });
  });

  it('refuses an invalid link and missing fields', async () => {
    const res = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [1],
      document_type_id: 3,
      service_type_id: [1],
      webinar_link: 'not a url',
      date: '2026-11-02',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.webinar_link).toEqual(['Please enter a valid link.']);
    expect(res.body.errors.webinar_title).toEqual(['This field is required.']);
    const noLink = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [1],
      document_type_id: 3,
      service_type_id: [1],
      webinar_title: 'x',
      date: '2026-11-02',
    });
    expect(noLink.body.errors.webinar_link).toEqual(['Document is required.']);
  });

  it('refuses a supporting file that is not what its name says', async () => {
    const res = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [1],
      document_type_id: 3,
      service_type_id: [1],
      webinar_link: 'https://vimeo.com/x',
      webinar_title: 'x',
      date: '2026-11-02',
      base64_image: Buffer.from('just some text').toString('base64'),
      label: 'slides.pdf',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.base64_image).toEqual(['The file must be a PDF.']);
  });
});

describe('updates', () => {
  it('POST /api/save-document creates without an id and updates with one', async () => {
    const created = await send('POST', '/api/save-document', nqaUpload({ file_title: 'Saved once' }));
    expect(created.status).toBe(200);
    const id = created.body.data[0].id;
    const updated = await send('POST', '/api/save-document', { id, file_title: 'Saved twice' });
    expect(updated.status).toBe(200);
    expect((await docById(id))?.file_title).toBe('Saved twice');
    const bad = await send('POST', '/api/save-document', { id, date: '2026-13-45' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date).toEqual(['Please enter a valid date (YYYY-MM-DD).']);
  });

  it('PUT /api/document-update changes fields and replaces the file (the old one is removed)', async () => {
    const doc = await createNqa({ file_title: 'Before update' });
    const oldUrl = doc.uploaded_file!.document_url;
    const res = await send('PUT', '/api/document-update', {
      id: doc.id,
      file_title: 'After update',
      nqa_area_id: [2, 6],
      attachments: [{ file_name: 'New version.pdf', base64_image: pdf('New version') }],
    });
    expect(res.status).toBe(200);
    const after = await docById(doc.id);
    expect(after).toMatchObject({ file_title: 'After update', nqa_area_id: [2, 6] });
    expect(after!.uploaded_file!.document_name).toBe('New version.pdf');
    expect((await fetchFile(oldUrl)).status).toBe(404);
    expect((await fetchFile(after!.uploaded_file!.document_url)).status).toBe(200);
  });

  it('PUT /api/document-update validates the merged record and 404s an unknown id', async () => {
    const doc = await createNqa();
    const res = await send('PUT', '/api/document-update', { id: doc.id, nqa_area_id: [], file_title: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors.nqa_area_id).toEqual(['Please select at least one NQA for this document']);
    expect(res.body.errors.file_title).toEqual(['This field is required.']);
    expect((await docById(doc.id))?.file_title).toBe('Hand Hygiene Policy');
    expect((await send('PUT', '/api/document-update', { id: 999999, file_title: 'x' })).status).toBe(404);
  });

  it('PUT /api/document-update refuses a replacement upload of the wrong kind', async () => {
    const doc = await createNqa();
    const res = await send('PUT', '/api/document-update', {
      id: doc.id,
      attachments: [{ file_name: 'x.png', base64_image: pdf() }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['attachments.0.base64_image']).toEqual(['The thumbnail must be an image.']);
    expect((await docById(doc.id))?.uploaded_file?.document_url).toBe(doc.uploaded_file!.document_url);
  });

  it('PUT /api/service-document-update/{id} and /api/document-service-specific-update change a service-specific document only', async () => {
    const docs = await allDocs();
    const ss = docs.find((d) => d.category === 2 && d.service_specific_type === 1)!;
    const r1 = await send('PUT', `/api/service-document-update/${ss.id}`, {
      file_title: 'Renamed report',
      file_version: '3.0',
    });
    expect(r1.status).toBe(200);
    expect(await docById(ss.id)).toMatchObject({ file_title: 'Renamed report', file_version: '3.0' });
    const r2 = await send('PUT', '/api/document-service-specific-update', { id: ss.id, date: '2026-08-08' });
    expect(r2.status).toBe(200);
    expect((await docById(ss.id))?.date).toBe('2026-08-08');
    const general = docs.find((d) => d.category === 1)!;
    expect((await send('PUT', `/api/service-document-update/${general.id}`, { file_title: 'x' })).status).toBe(422);
    const bad = await send('PUT', '/api/document-service-specific-update', { id: ss.id, file_version: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file_version).toEqual(['This field is required!']);
  });

  it('PUT /api/document-update-webinar changes a webinar and checks its link', async () => {
    const webinar = (await allDocs()).find((d) => d.document_type_id === 3 && d.global_webinar === 0)!;
    const res = await send('PUT', '/api/document-update-webinar', {
      id: webinar.id,
      webinar_link: 'https://vimeo.com/updated',
      webinar_title: 'Updated title',
    });
    expect(res.status).toBe(200);
    expect(await docById(webinar.id)).toMatchObject({
      webinar_link: 'https://vimeo.com/updated',
      webinar_title: 'Updated title',
    });
    const bad = await send('PUT', '/api/document-update-webinar', { id: webinar.id, webinar_link: 'ftp//nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.webinar_link).toEqual(['Please enter a valid link.']);
  });
});

describe('deleting', () => {
  it('DELETE /api/deleteDocument/{id} hides a document; undo restores it', async () => {
    const doc = await createNqa();
    expect((await send('DELETE', `/api/deleteDocument/${doc.id}`, undefined)).status).toBe(200);
    expect((await get('/api/getDocuments')).body.some((d: Doc) => d.id === doc.id)).toBe(false);
    expect((await get('/api/document-get-all?trashed=only')).body.some((d: Doc) => d.id === doc.id)).toBe(true);
    const undo = await send('PUT', '/api/undo-delete-multiple-documents', { document_id: [doc.id] });
    expect(undo.status).toBe(200);
    expect(undo.body.message).toBe('Document successfully retrieve');
    expect((await get('/api/getDocuments')).body.some((d: Doc) => d.id === doc.id)).toBe(true);
    expect((await send('DELETE', '/api/deleteDocument/999999', undefined)).status).toBe(404);
  });

  it('soft delete, then permanent delete removes records and their files', async () => {
    const a = await createNqa();
    const b = await createNqa();
    const soft = await send('DELETE', '/api/soft-delete-multiple-documents', { document_id: [a.id, b.id] });
    expect(soft.status).toBe(200);
    const visible = (await get('/api/getDocuments')).body.map((d: Doc) => d.id);
    expect(visible).not.toContain(a.id);
    expect(visible).not.toContain(b.id);
    const perm = await send('DELETE', '/api/permanent-delete-multiple-document', { document_id: [a.id, b.id] });
    expect(perm.status).toBe(200);
    expect(perm.body.message).toBe('Documents permanently deleted!');
    const trash = (await get('/api/document-get-all?trashed=with')).body.map((d: Doc) => d.id);
    expect(trash).not.toContain(a.id);
    expect((await fetchFile(a.uploaded_file!.document_url)).status).toBe(404);
    expect((await send('PUT', '/api/undo-delete-multiple-documents', { document_id: [a.id] })).status).toBe(422);
  });

  it('DELETE /api/document-deletemultiple soft-deletes a list; bad lists are 422', async () => {
    const a = await createNqa();
    expect((await send('DELETE', '/api/document-deletemultiple', { document_id: [a.id] })).status).toBe(200);
    expect(await docById(a.id)).toBeUndefined();
    const empty = await send('DELETE', '/api/document-deletemultiple', { document_id: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.document_id).toEqual(['This field is required.']);
    const unknown = await send('DELETE', '/api/soft-delete-multiple-documents', { document_id: [999999] });
    expect(unknown.status).toBe(422);
    expect((await send('DELETE', '/api/permanent-delete-multiple-document', { document_id: 'x' })).status).toBe(422);
  });

  it('file deletes: webinar file, document file (by document id) and attachment (by file id)', async () => {
    const webinar = (await allDocs()).find((d) => [3, 4].includes(d.document_type_id) && d.uploaded_file)!;
    const wurl = webinar.uploaded_file!.document_url;
    const w = await get(`/api/webinar-file/${webinar.id}/delete`);
    expect(w.status).toBe(200);
    expect(w.body.message).toBe('Webinar file deleted!');
    expect((await docById(webinar.id))?.uploaded_file).toBeNull();
    expect((await fetchFile(wurl)).status).toBe(404);
    expect((await get(`/api/webinar-file/${webinar.id}/delete`)).status).toBe(404);

    const policy = await createNqa();
    expect((await get(`/api/webinar-file/${policy.id}/delete`)).status).toBe(422);
    expect((await send('DELETE', `/api/delete-document-file/${policy.id}`, undefined)).status).toBe(200);
    expect((await docById(policy.id))?.uploaded_file).toBeNull();

    const other = await createNqa();
    expect((await send('DELETE', `/api/document-delete-file/${other.id}`, undefined)).status).toBe(200);
    expect((await docById(other.id))?.uploaded_file).toBeNull();

    const third = await createNqa();
    expect((await send('DELETE', `/api/attachment/${third.uploaded_file!.id}`, undefined)).status).toBe(200);
    expect((await docById(third.id))?.uploaded_file).toBeNull();
    expect((await fetchFile(third.uploaded_file!.document_url)).status).toBe(404);
    expect((await send('DELETE', '/api/attachment/999999', undefined)).status).toBe(404);
  });
});

describe('linking documents and services', () => {
  it('link, list ids, linkable list, unlink', async () => {
    const doc = await createNqa();
    const linkable = await get(`/api/get-available-services-to-link/${doc.id}`);
    expect(linkable.status).toBe(200);
    const target = linkable.body[0] as { id: number; name: string };
    const link = await send('POST', '/api/link-service-to-document', { document_id: doc.id, service_id: target.id });
    expect(link.status).toBe(200);
    expect(link.body.message).toBe('Service successfully link to document');
    const ids = await get(`/api/get-documents-services-id/${doc.id}`);
    expect(ids.body).toEqual([{ service_id: target.id, service_name: target.name }]);
    const after = await get(`/api/get-available-services-to-link/${doc.id}`);
    expect(after.body.some((s: { id: number }) => s.id === target.id)).toBe(false);
    expect((await docById(doc.id))?.services).toEqual([{ id: target.id, name: target.name }]);
    const unlink = await send('POST', '/api/service-unlink', { document_id: doc.id, service_id: target.id });
    expect(unlink.status).toBe(200);
    expect((await get(`/api/get-documents-services-id/${doc.id}`)).body).toEqual([]);
  });

  it('refuses unknown services and documents', async () => {
    const doc = await createNqa();
    const bad = await send('POST', '/api/link-service-to-document', { document_id: doc.id, service_id: 999999 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.service_id[0]).toMatch(/The selected value is invalid/);
    expect((await get('/api/get-documents-services-id/999999')).status).toBe(404);
    expect((await get('/api/get-available-services-to-link/999999')).status).toBe(404);
  });

  it('bulk add and remove services with counts and a confirm flag', async () => {
    const a = await createNqa();
    const b = await createNqa();
    const noConfirm = await send('POST', '/api/confirm-add-services-to-documents', {
      document_id: [a.id, b.id],
      services_to_add: [4, 7],
    });
    expect(noConfirm.status).toBe(422);
    expect(noConfirm.body.errors.confirm_add).toEqual(['This field is required.']);
    const added = await send('POST', '/api/confirm-add-services-to-documents', {
      document_id: [a.id, b.id],
      services_to_add: [4, 7],
      confirm_add: true,
    });
    expect(added.status).toBe(200);
    expect((await docById(a.id))?.services.map((s) => s.id).sort()).toEqual([4, 7]);
    const preview = await send('POST', '/api/select-services-documents', {
      document_id: [a.id, b.id],
      services_to_remove: [4],
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual([{ id: 4, service_name: expect.any(String), document_count: 2 }]);
    expect((await docById(a.id))?.services.map((s) => s.id).sort()).toEqual([4, 7]);
    const removed = await send('POST', '/api/confirm-remove-services-documents', {
      document_id: [a.id, b.id],
      services_to_remove: [4],
      confirm_remove: 1,
    });
    expect(removed.status).toBe(200);
    expect((await docById(a.id))?.services.map((s) => s.id)).toEqual([7]);
    expect((await docById(b.id))?.services.map((s) => s.id)).toEqual([7]);
    expect(
      (await send('POST', '/api/select-services-documents', { document_id: [], services_to_remove: [4] })).status,
    ).toBe(422);
  });
});

describe('collections', () => {
  it('add to, list and remove from default collections', async () => {
    const doc = await createNqa();
    const add = await send('PUT', '/api/add-from-a-collection', { document_id: doc.id, service_type_id: [2, 4] });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('Document successfully added to a collection.');
    expect(await collectionsOf(doc.id)).toEqual([2, 4]);
    const oosh = await get('/api/collections-get/4');
    expect(oosh.status).toBe(200);
    const item = oosh.body.find((c: { id: number }) => c.id === doc.id);
    expect(item).toEqual({
      id: doc.id,
      document_id: doc.id,
      document_url: doc.uploaded_file!.document_url,
      document_name: 'Hand Hygiene Policy.pdf',
      file_title: 'Hand Hygiene Policy',
      file_version: '1.2',
      label: 'Hand Hygiene Policy.pdf',
      upload_or_generate: 1,
    });
    const rm = await send('PUT', '/api/remove-from-a-collection', { document_id: doc.id, service_type_id: [4] });
    expect(rm.body.message).toBe('Document successfully remove from a collection.');
    expect(await collectionsOf(doc.id)).toEqual([2]);
    expect((await get('/api/collections-get/4')).body.some((c: { id: number }) => c.id === doc.id)).toBe(false);
    await send('PUT', '/api/add-document-to-collection', { document_id: doc.id, service_type_id: 1 });
    await send('PUT', '/api/document-addcollection', { document_id: [doc.id], service_type_id: [3] });
    expect(await collectionsOf(doc.id)).toEqual([1, 2, 3]);
  });

  it('skips global webinars and refuses unknown collections', async () => {
    const global = (await allDocs()).find((d) => d.global_webinar === 1)!;
    const res = await send('PUT', '/api/add-document-to-collection', { document_id: global.id, service_type_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([global.id]);
    expect(await collectionsOf(global.id)).toEqual([]);
    const bad = await send('PUT', '/api/add-from-a-collection', { document_id: global.id, service_type_id: [9] });
    expect(bad.status).toBe(422);
    expect((await get('/api/collections-get/9')).status).toBe(404);
  });
});

describe('filters', () => {
  it('by services returns only documents linked to them', async () => {
    const res = await send('POST', '/api/filter-documents-by-services', { service_id: [3] });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const d of res.body as Doc[]) expect(d.services.some((s) => s.id === 3)).toBe(true);
    expect((await send('POST', '/api/filter-documents-by-services', { service_id: [] })).status).toBe(422);
  });

  it('by collection returns only documents of those collections', async () => {
    const res = await send('POST', '/api/filter-documents-by-collection', { service_type_id: [1, 3] });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const members = new Set([...(await collectionIds(1)), ...(await collectionIds(3))]);
    expect((res.body as Doc[]).map((d) => d.id).sort()).toEqual([...members].sort());
    expect((await send('POST', '/api/filter-documents-by-collection', { service_type_id: [7] })).status).toBe(422);
  });

  it('by file type (1 Generated .. 6 PDF)', async () => {
    const res = await get('/api/filter-documents-by-filetype?file_type=1,3');
    expect(res.status).toBe(200);
    const types = new Set((res.body as Doc[]).map(fileKind));
    expect([...types].sort()).toEqual([1, 3]);
    const excel = await get('/api/filter-documents-by-filetype?file_type=5');
    expect(excel.body.length).toBeGreaterThan(0);
    for (const d of excel.body as Doc[]) expect(fileKind(d)).toBe(5);
    expect((await get('/api/filter-documents-by-filetype?file_type=9')).status).toBe(422);
    expect((await get('/api/filter-documents-by-filetype')).status).toBe(422);
  });
});

describe('focus of the month', () => {
  const year = String(new Date().getUTCFullYear() + 1);
  const fom = (over: Record<string, unknown> = {}) => ({
    base64_image: pdf('Focus'),
    size: 900,
    label: 'focus resources.pdf',
    year,
    month: 'Jul',
    date: `${year}-07-01`,
    monthly_focus: 'Winter wellbeing',
    monthly_focus_description: 'Keeping warm and well',
    file_title: 'Winter checklist',
    audience: 'Nominated supervisor',
    file_description: 'A checklist',
    ...over,
  });

  it('creates an entry with a file and lists it by year and month', async () => {
    const res = await send('POST', '/api/document-fom-new', fom());
    expect(res.status).toBe(200);
    const list = await get(`/api/document-fom-list?year=${year}&month=Jul`);
    expect(list.body.detail).toMatchObject({
      year,
      month: 'Jul',
      monthly_focus: 'Winter wellbeing',
      monthly_focus_description: 'Keeping warm and well',
    });
    expect(list.body.uploaded_files).toHaveLength(1);
    expect(list.body.uploaded_files[0]).toMatchObject({
      audience: 'Nominated supervisor',
      label: 'focus resources.pdf',
      date: `${year}-07-01`,
    });
    expect((await fetchFile(list.body.uploaded_files[0].document_url)).status).toBe(200);
  });

  it('defaults the audience to Room leader and refuses bad input', async () => {
    const ok = await send(
      'POST',
      '/api/document-fom-new',
      fom({ month: 'Aug', date: `${year}-08-01`, audience: undefined }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.uploaded_files[0].audience).toBe('Room leader');
    const bad = await send(
      'POST',
      '/api/document-fom-new',
      fom({ monthly_focus: '', file_title: '', month: 'July', year: '1999', base64_image: '' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      monthly_focus: ['This field is required.'],
      file_title: ['This field is required.'],
      month: ['The selected value is invalid.'],
      year: ['The selected value is invalid.'],
      base64_image: ['This field is required.'],
    });
    const audience = await send('POST', '/api/document-fom-new', fom({ audience: 'Everyone' }));
    expect(audience.status).toBe(422);
    expect(audience.body.errors.audience).toEqual(['The selected value is invalid.']);
  });

  it('refuses a file that is not what its name says', async () => {
    const res = await send(
      'POST',
      '/api/document-fom-new',
      fom({ month: 'Sep', base64_image: png(), label: 'doc.pdf' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.base64_image).toEqual(['The file must be a PDF.']);
    expect((await get(`/api/document-fom-list?year=${year}&month=Sep`)).body.detail).toBeNull();
  });

  it('updates details, uploads on edit, changes audiences and deletes a file', async () => {
    const created = await send('POST', '/api/document-fom-new', fom({ month: 'Oct', date: `${year}-10-01` }));
    const focusId = created.body.data.detail.id;
    const upd = await send('PUT', '/api/document-fom-update', {
      id: focusId,
      monthly_focus: 'Road safety',
      monthly_focus_description: 'Walking to school',
    });
    expect(upd.status).toBe(200);
    const half = await send('PUT', '/api/document-fom-update', { id: focusId, monthly_focus: 'Only focus' });
    expect(half.status).toBe(422);
    expect(half.body.errors.monthly_focus_description).toEqual(['This field is required.']);

    const up = await send('POST', '/api/document-form-onedit-upload', {
      id: focusId,
      base64_image: pdf('Extra'),
      file_title: 'Extra',
      date: `${year}-10-05`,
      audience: 'Educational leader FOM',
      file_description: '',
      label: 'extra.pdf',
      size: 800,
    });
    expect(up.status).toBe(200);
    const badUp = await send('POST', '/api/document-form-onedit-upload', {
      id: focusId,
      base64_image: pdf(),
      file_title: '',
      date: 'soon',
      label: 'x.pdf',
    });
    expect(badUp.status).toBe(422);
    expect(badUp.body.errors.date).toEqual(['Please enter a valid date (YYYY-MM-DD).']);
    expect(
      (
        await send('POST', '/api/document-form-onedit-upload', {
          id: 999999,
          base64_image: pdf(),
          file_title: 'x',
          date: `${year}-10-05`,
          label: 'x.pdf',
        })
      ).status,
    ).toBe(404);

    let entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.detail).toMatchObject({
      monthly_focus: 'Road safety',
      monthly_focus_description: 'Walking to school',
    });
    expect(entry.uploaded_files.map((f: { audience: string }) => f.audience)).toEqual([
      'Nominated supervisor',
      'Educational leader FOM',
    ]);
    const [first, second] = entry.uploaded_files as { id: number; document_url: string }[];

    const aud = await send('PUT', '/api/document-fom-update-audience', {
      data: [{ id: first.id, audience: 'Room leader' }],
    });
    expect(aud.status).toBe(200);
    const one = await send('PUT', '/api/document-fom-update-audience', {
      data: [{ id: second.id, audience: 'Nominated supervisor' }],
    });
    expect(one.status).toBe(200);
    expect(
      (await send('PUT', '/api/document-fom-update-audience', { data: [{ id: second.id, audience: 'CEO' }] })).status,
    ).toBe(422);
    expect(
      (await send('PUT', '/api/document-fom-update-audience', { data: [{ id: 999999, audience: 'Room leader' }] }))
        .status,
    ).toBe(422);
    entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.uploaded_files.map((f: { audience: string }) => f.audience)).toEqual([
      'Room leader',
      'Nominated supervisor',
    ]);

    const del = await send('DELETE', `/api/document-fom-file/${first.id}`, undefined);
    expect(del.status).toBe(200);
    entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.uploaded_files.map((f: { id: number }) => f.id)).toEqual([second.id]);
    expect((await fetchFile(first.document_url)).status).toBe(404);
    expect((await send('DELETE', `/api/document-fom-file/${first.id}`, undefined)).status).toBe(404);
  });

  it('lists the seeded months with files', async () => {
    const res = await get('/api/document-fom-list');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const e of res.body as { detail: { month: string }; uploaded_files: unknown[] }[]) {
      expect(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']).toContain(
        e.detail.month,
      );
    }
    expect(
      (res.body as { uploaded_files: unknown[] }[]).filter((e) => e.uploaded_files.length > 0).length,
    ).toBeGreaterThanOrEqual(6);
  });
});

describe('answers carry the spec fields only', () => {
  // document-management §3, 'Document (as loaded)' and 'uploaded_file', copied from the spec: derived fields
  // (belongsIn, fileType, fileSize, fileUrl, ...) are the client's, so an answer that carries one is drifting.
  const DOCUMENT = [
    'id',
    'document_id',
    'file_uploaded_id',
    'label',
    'file_title',
    'file_version',
    'date',
    'description',
    'content',
    'category',
    'upload_or_generate',
    'document_type_id',
    'nqa_area_id',
    'service_type_id',
    'service_specific_type',
    'risk_assesment_type',
    'services',
    'excluded_services',
    'notify_service',
    'global_webinar',
    'webinar_title',
    'webinar_link',
    'webinar_description',
    'uploaded_file',
  ];
  const UPLOADED_FILE = [
    'document_name',
    'file_size',
    'file_type',
    'label',
    'availability',
    'id',
    'document_url',
    'webinar_title',
    'webinar_link',
    'webinar_description',
    'global_webinar',
  ];
  const COLLECTION_ITEM = [
    'document_url',
    'document_name',
    'file_title',
    'file_version',
    'document_id',
    'id',
    'label',
    'upload_or_generate',
  ];

  /** Every field outside the spec's list, as 'call: field'. */
  function extra(call: string, docs: Doc[], allowed = DOCUMENT): string[] {
    expect(docs.length, call).toBeGreaterThan(0);
    return docs.flatMap((d) => [
      ...Object.keys(d)
        .filter((k) => !allowed.includes(k))
        .map((k) => `${call}: ${k}`),
      ...Object.keys(d.uploaded_file ?? {})
        .filter((k) => !UPLOADED_FILE.includes(k))
        .map((k) => `${call}: uploaded_file.${k}`),
    ]);
  }

  it('in every list, filter, service view and write answer of documents', async () => {
    const doc = await createNqa({ service_type_id: [5], services: [1], excluded_services: [] });
    await send('DELETE', '/api/soft-delete-multiple-documents', { document_id: [(await createNqa()).id] });
    const lists: Record<string, Doc[]> = {
      getDocuments: (await get('/api/getDocuments')).body,
      'document-get-all': (await get('/api/document-get-all')).body,
      'document-get-all?trashed=only': (await get('/api/document-get-all?trashed=only')).body,
      'document-get-all?trashed=with': (await get('/api/document-get-all?trashed=with')).body,
      'filter-documents-by-services': (await send('POST', '/api/filter-documents-by-services', { service_id: [1] }))
        .body,
      'filter-documents-by-collection': (
        await send('POST', '/api/filter-documents-by-collection', { service_type_id: [1, 2, 3, 4] })
      ).body,
      'filter-documents-by-filetype': (await get('/api/filter-documents-by-filetype?file_type=1,2,3,4,5,6')).body,
      'new-document': [doc],
      'document-update': [(await send('PUT', '/api/document-update', { id: doc.id, file_title: 'Renamed' })).body.data],
      'link-service-to-document': (
        await send('POST', '/api/link-service-to-document', { document_id: doc.id, service_id: 2 })
      ).body.data,
      'add-from-a-collection': (
        await send('PUT', '/api/add-from-a-collection', { document_id: doc.id, service_type_id: [1] })
      ).body.data,
    };
    const found = Object.entries(lists).flatMap(([call, docs]) => extra(call, docs));
    // The service view also carries this service's availability: the state document-availability sets (§4, §7).
    const byService: Doc[] = (await get('/api/document-by-service/1')).body;
    found.push(...extra('document-by-service', byService, [...DOCUMENT, 'availability']));
    expect(found).toEqual([]);
  });

  it('collections-get answers collection items', async () => {
    const items = [1, 2, 3, 4].map((id) => get(`/api/collections-get/${id}`));
    const all = (await Promise.all(items)).flatMap((r) => r.body as Record<string, unknown>[]);
    expect(all.length).toBeGreaterThan(0);
    for (const item of all) expect(Object.keys(item).sort()).toEqual([...COLLECTION_ITEM].sort());
  });
});

describe('a strict contract: only the spec payload fields (document-management §3, §7)', () => {
  /** The services a document is linked to, straight from the spec's call. */
  const linkedIds = async (docId: number) =>
    ((await get(`/api/get-documents-services-id/${docId}`)).body as { service_id: number }[])
      .map((s) => s.service_id)
      .sort((a, z) => a - z);

  it('refuses an alias on a service-specific update, names it and changes nothing', async () => {
    const ss = (await allDocs()).find((d) => d.category === 2)!;
    const before = await docById(ss.id);
    const res = await send('PUT', `/api/service-document-update/${ss.id}`, { file_title: 'Aliased', services: [1] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['services']);
    expect(res.body.message).toMatch(/services/);
    expect(await docById(ss.id)).toEqual(before);
    // the spec's name for the same list is accepted
    const ok = await send('PUT', `/api/service-document-update/${ss.id}`, { service_id: [ss.services[0]?.id ?? 1] });
    expect(ok.status).toBe(200);
  });

  it('refuses __proto__ and unknown fields on creation and stores nothing', async () => {
    const count = (await allDocs()).length;
    const polluted = JSON.parse(
      JSON.stringify(nqaUpload({ file_title: 'Polluted' })).replace(/^\{/, '{"__proto__":{"category":2},'),
    );
    const res = await send('POST', '/api/new-document', polluted);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['__proto__']);
    const webinar = await send('POST', '/api/document-webinar-add', {
      nqa_area_id: [4],
      document_type_id: 4,
      service_type_id: [1],
      webinar_title: 'M',
      file_title: 'M',
      date: '2026-11-02',
      base64_image: pdf('M'),
      label: 'm.pdf',
      file_name: 'm.pdf',
      is_link: 0,
    });
    expect(webinar.status).toBe(422);
    expect(Object.keys(webinar.body.errors).sort()).toEqual(['file_name', 'is_link']);
    // an NQA document names its services `services`; `service_id` belongs to the service-specific shape only
    const wrongShape = await send('POST', '/api/new-document', nqaUpload({ service_id: [1] }));
    expect(wrongShape.status).toBe(422);
    expect(Object.keys(wrongShape.body.errors)).toEqual(['service_id']);
    const attachmentAlias = await send(
      'POST',
      '/api/new-document',
      nqaUpload({ attachments: [{ label: 'x.pdf', base64_image: pdf() }] }),
    );
    expect(attachmentAlias.status).toBe(422);
    expect(Object.keys(attachmentAlias.body.errors)).toEqual(['label']);
    expect((await allDocs()).length).toBe(count);
  });

  it('link and unlink take one document_id and one service_id, nothing else', async () => {
    const doc = await createNqa();
    const target = (await get(`/api/get-available-services-to-link/${doc.id}`)).body[0] as { id: number };
    const list = await send('POST', '/api/link-service-to-document', {
      document_id: [doc.id],
      service_id: [target.id],
    });
    expect(list.status).toBe(422);
    expect(Object.keys(list.body.errors).sort()).toEqual(['document_id', 'service_id']);
    const extra = await send('POST', '/api/link-service-to-document', {
      document_id: doc.id,
      service_id: target.id,
      services: [target.id],
    });
    expect(extra.status).toBe(422);
    expect(Object.keys(extra.body.errors)).toEqual(['services']);
    expect(await linkedIds(doc.id)).toEqual([]);
  });

  it('the audience change takes { data: [{ id, audience }] } and nothing else', async () => {
    const entry = (
      (await get('/api/document-fom-list')).body as { uploaded_files: { id: number; audience: string }[] }[]
    ).find((e) => e.uploaded_files.length)!;
    const file = entry.uploaded_files[0];
    const res = await send('PUT', '/api/document-fom-update-audience', {
      data: [{ id: file.id, audience: 'Nominated supervisor', file_id: file.id }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['file_id']);
    const flat = await send('PUT', '/api/document-fom-update-audience', {
      id: file.id,
      audience: 'Nominated supervisor',
    });
    expect(flat.status).toBe(422);
  });

  it('an update that does not name the services keeps the links; one that names them replaces them', async () => {
    const doc = await createNqa();
    const [a, b] = (await get(`/api/get-available-services-to-link/${doc.id}`)).body as { id: number }[];
    for (const s of [a, b])
      expect(
        (await send('POST', '/api/link-service-to-document', { document_id: doc.id, service_id: s.id })).status,
      ).toBe(200);
    expect((await send('PUT', '/api/document-update', { id: doc.id, file_version: '9.9' })).status).toBe(200);
    expect(await linkedIds(doc.id)).toEqual([a.id, b.id].sort((x, z) => x - z));
    expect((await send('PUT', '/api/document-update', { id: doc.id, services: [a.id] })).status).toBe(200);
    expect(await linkedIds(doc.id)).toEqual([a.id]);
  });
});
