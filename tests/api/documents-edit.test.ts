/** Document management routes (document-management §7): updates, deletes, links to services, collections, filters. */
import { describe, expect, it } from 'vitest';
import {
  allDocs,
  collectionIds,
  collectionsOf,
  createNqa,
  docById,
  fetchFile,
  fileKind,
  get,
  nqaUpload,
  pdf,
  send,
  useDocumentsFixture,
  type Doc,
} from './documents-helpers.ts';

useDocumentsFixture();

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
  it('by services answers the documents those services see: the same rule as document-by-service', async () => {
    const seen = async (id: number) => ((await get(`/api/document-by-service/${id}`)).body as Doc[]).map((d) => d.id);
    const one = await send('POST', '/api/filter-documents-by-services', { service_id: [3] });
    expect(one.status).toBe(200);
    // global documents of its type, minus exclusions, plus those attached to it: more than its attached ones
    expect((one.body as Doc[]).some((d) => !d.services.some((s) => s.id === 3))).toBe(true);
    expect((one.body as Doc[]).map((d) => d.id).sort()).toEqual((await seen(3)).sort());
    const both = await send('POST', '/api/filter-documents-by-services', { service_id: [3, 6] });
    const union = new Set([...(await seen(3)), ...(await seen(6))]);
    expect((both.body as Doc[]).map((d) => d.id).sort()).toEqual([...union].sort());
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
