/** Document answers and payloads (document-management §3, §7): the spec fields only, both ways. */
import { describe, expect, it } from 'vitest';
import {
  allDocs,
  createNqa,
  docById,
  get,
  nqaUpload,
  pdf,
  send,
  useDocumentsFixture,
  type Doc,
} from './documents-helpers.ts';

useDocumentsFixture();

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
