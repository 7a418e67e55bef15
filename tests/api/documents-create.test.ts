/** Document management routes (document-management §7): seeded documents, creation, webinars and training modules. */
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../mock-api/seed/files.ts';
import {
  allDocs,
  createNqa,
  docById,
  fetchFile,
  nqaUpload,
  pdf,
  png,
  send,
  useDocumentsFixture,
} from './documents-helpers.ts';

useDocumentsFixture();

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
