/**
 * Documents through the portal's data provider (document-management §3, §4, §7): update, delete and restore,
 * services, collections, filters and availability. Each test reads back what the back end stored.
 */
import { describe, expect, it } from 'vitest';
import { editedAudienceOf } from '../../src/dataProvider/documentForms.ts';
import type { Service } from '../../src/types.ts';
import { bytesOf, fixtureOnly, unique } from './backend.ts';
import { createNqaDocument, createService, generatedDocument, listDocuments } from './records.ts';
import {
  cleanup,
  createServiceSpecific,
  createWebinar,
  dp,
  ids,
  reread,
  serviceIdsOf,
  uploadedDocument,
  useDocumentsSession,
  webinarValues,
} from './documentHelpers.ts';

useDocumentsSession();

describe('documents: update', () => {
  it('PUT /api/document-update changes title, version, areas, types and content', async () => {
    const doc = await createNqaDocument(dp, cleanup, generatedDocument());
    const title = unique('updated document');
    await dp.updateDocument(
      doc.id,
      generatedDocument({
        file_title: title,
        file_version: '2.0',
        nqa_area_id: [6],
        service_type_id: [4],
        content: '<p>Version two.</p>',
      }),
      editedAudienceOf(doc),
    );
    expect(await reread(doc)).toMatchObject({
      file_title: title,
      file_version: '2.0',
      nqa_area_id: [6],
      service_type_id: [{ id: 4 }],
    });
    expect((await reread(doc))?.content).toContain('Version two.');
    // the edit screen loads the document through document-get-all
    expect(await dp.getDocument(doc.id)).toMatchObject({ id: doc.id, file_title: title, file_version: '2.0' });
  });

  it('PUT /api/document-update with a new file replaces the stored file', async () => {
    const values = uploadedDocument();
    const doc = await createNqaDocument(dp, cleanup, values);
    const next = uploadedDocument({ file_title: values.file_title });
    await dp.updateDocument(doc.id, next, editedAudienceOf(doc));
    const after = await reread(doc);
    expect(after?.uploaded_file?.file_size).toBe(next.pdf.length);
    expect(await bytesOf(await dp.fetchFile(after?.fileUrl as string))).toEqual(next.pdf);
  });

  it('PUT /api/document-update-webinar changes a webinar', async () => {
    const doc = await createWebinar(webinarValues());
    const title = unique('renamed webinar');
    await dp.updateWebinar(
      doc.id,
      webinarValues({ webinar_title: title, webinar_link: 'https://video.example.com/v2', nqa_area_id: [7] }),
      editedAudienceOf(doc),
    );
    expect(await reread(doc)).toMatchObject({
      webinar_title: title,
      webinar_link: 'https://video.example.com/v2',
      nqa_area_id: [7],
    });
  });

  it('PUT /api/service-document-update/{id} sends only what changed', async () => {
    const service = await createService(dp, cleanup);
    const { stored, values } = await createServiceSpecific(service);
    const title = unique('renamed report');
    const { file: _file, ...unchangedFile } = values;
    await dp.updateServiceSpecific(stored.id, { ...unchangedFile, file_title: title, date: '2026-05-04' }, values);
    expect(await reread(stored)).toMatchObject({
      file_title: title,
      date: '2026-05-04',
      file_version: '1',
      category: 2,
    });
    expect(serviceIdsOf(await reread(stored))).toEqual([service.id]);
  });
});

describe('documents: delete and restore', () => {
  it('DELETE /api/deleteDocument/{id} takes it off the list; undo-delete brings it back', async () => {
    const doc = await createNqaDocument(dp, cleanup, generatedDocument());
    await dp.deleteDocument(doc.id);
    expect(ids(await listDocuments(dp))).not.toContain(doc.id);
    await dp.undoDeleteDocuments([doc.id]);
    expect(await reread(doc)).toMatchObject({ id: doc.id, file_title: doc.file_title });
  });

  it('soft-delete-multiple hides several; undo-delete-multiple restores them', async () => {
    const a = await createNqaDocument(dp, cleanup, generatedDocument());
    const b = await createNqaDocument(dp, cleanup, generatedDocument());
    const kept = await createNqaDocument(dp, cleanup, generatedDocument());
    await dp.softDeleteDocuments([a.id, b.id]);
    let listed = ids(await listDocuments(dp));
    expect(listed).not.toContain(a.id);
    expect(listed).not.toContain(b.id);
    expect(listed).toContain(kept.id);
    await dp.undoDeleteDocuments([a.id, b.id]);
    listed = ids(await listDocuments(dp));
    expect(listed).toEqual(expect.arrayContaining([a.id, b.id, kept.id]));
  });

  it('permanent-delete-multiple-document removes soft-deleted documents for good', async () => {
    const a = await createNqaDocument(dp, cleanup, uploadedDocument());
    const b = await createNqaDocument(dp, cleanup, generatedDocument());
    await dp.softDeleteDocuments([a.id, b.id]);
    await dp.permanentDeleteDocuments([a.id, b.id]);
    cleanup.forget(`document ${a.id}`);
    cleanup.forget(`document ${b.id}`);
    expect(ids(await listDocuments(dp))).not.toContain(a.id);
    expect(await dp.getDocument(a.id)).toBeNull();
    expect(await dp.getDocument(b.id)).toBeNull();
  });

  // the spec does not say what becomes of the stored file; the fixture removes it with the record
  fixtureOnly('permanent delete also removes the stored file', async () => {
    const doc = await createNqaDocument(dp, cleanup, uploadedDocument());
    await dp.softDeleteDocuments([doc.id]);
    await dp.permanentDeleteDocuments([doc.id]);
    cleanup.forget(`document ${doc.id}`);
    await expect(dp.fetchFile(doc.fileUrl as string)).rejects.toMatchObject({ status: 404 });
  });
});

describe('documents: services', () => {
  it('link and unlink one service: the document lists it, then not; linkable services say the opposite', async () => {
    const service = await createService(dp, cleanup);
    const doc = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [2] }));
    expect(ids(await dp.linkableServices(doc.id))).toContain(service.id);
    await dp.linkService(doc.id, service.id);
    expect((await dp.documentServices(doc.id)).map((s) => Number(s.service_id))).toContain(service.id);
    expect(serviceIdsOf(await reread(doc))).toContain(service.id);
    expect(ids(await dp.linkableServices(doc.id))).not.toContain(service.id);
    await dp.unlinkService(doc.id, service.id);
    expect((await dp.documentServices(doc.id)).map((s) => Number(s.service_id))).not.toContain(service.id);
    expect(ids(await dp.linkableServices(doc.id))).toContain(service.id);
  });

  it('add services to documents, count them, remove one service from the documents', async () => {
    const a = await createService(dp, cleanup);
    const b = await createService(dp, cleanup);
    const d1 = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [4] }));
    const d2 = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [4] }));
    await dp.confirmAddServicesToDocuments([d1.id, d2.id], [a.id, b.id]);
    for (const d of [d1, d2]) expect(serviceIdsOf(await reread(d))).toEqual(expect.arrayContaining([a.id, b.id]));
    const counts = await dp.selectServicesDocuments([d1.id, d2.id], [a.id]);
    expect(counts).toEqual([{ id: a.id, service_name: a.name, document_count: 2 }]);
    await dp.confirmRemoveServicesDocuments([d1.id, d2.id], [a.id]);
    for (const d of [d1, d2]) {
      const ids = serviceIdsOf(await reread(d));
      expect(ids).not.toContain(a.id);
      expect(ids).toContain(b.id);
    }
  });

  it('availability: PUT /api/document-availability switches a document off and on for one service', async () => {
    const service = await createService(dp, cleanup);
    const other = await createService(dp, cleanup);
    const doc = await createNqaDocument(
      dp,
      cleanup,
      generatedDocument({ service_type_id: [5], services: [service.id, other.id] }),
    );
    const availability = async (s: Service) =>
      (await dp.documentsByService(s.id)).find((d) => d.id === doc.id)?.availability;
    expect(await availability(service)).toBe('ENABLE');
    await dp.setDocumentAvailability(service.id, doc.id, 'DISABLE');
    expect(await availability(service)).toBe('DISABLE');
    expect(await availability(other)).toBe('ENABLE');
    await dp.setDocumentAvailability(service.id, doc.id, 'ENABLE');
    expect(await availability(service)).toBe('ENABLE');
  });
});

describe('documents: collections and filters', () => {
  it('add to collections (add-from-a-collection, add-document-to-collection) and remove from them', async () => {
    const doc = await createNqaDocument(dp, cleanup, generatedDocument());
    const inCollection = async (c: number) => ids(await dp.filterByCollection([c])).includes(doc.id);
    await dp.addToCollections([doc.id], [1, 4]);
    expect([await inCollection(1), await inCollection(2), await inCollection(4)]).toEqual([true, false, true]);
    await dp.addDocumentToCollection(doc.id, [2]);
    expect(await inCollection(2)).toBe(true);
    await dp.removeFromCollections([doc.id], [1, 2, 4]);
    expect([await inCollection(1), await inCollection(2), await inCollection(4)]).toEqual([false, false, false]);
  });

  it("'Add to collection' skips a global webinar", async () => {
    const doc = await createWebinar(webinarValues({ global_webinar: true, service_type_id: [], services: [] }));
    await dp.addToCollections([doc.id], [1]);
    expect(ids(await dp.filterByCollection([1]))).not.toContain(doc.id);
  });

  it('filter by services answers the documents of the chosen services only', async () => {
    const service = await createService(dp, cleanup);
    const mine = await createNqaDocument(
      dp,
      cleanup,
      generatedDocument({ service_type_id: [5], services: [service.id] }),
    );
    const other = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [2] }));
    const found = ids(await dp.filterByServices([service.id]));
    expect(found).toContain(mine.id);
    expect(found).not.toContain(other.id);
    expect(ids(await dp.listDocuments({ kind: 'services', ids: [service.id] }))).toContain(mine.id);
  });

  it('filter by file type: PDF and Generated', async () => {
    const pdf = await createNqaDocument(dp, cleanup, uploadedDocument());
    const generated = await createNqaDocument(dp, cleanup, generatedDocument());
    const pdfs = ids(await dp.filterByFileType([6]));
    expect(pdfs).toContain(pdf.id);
    expect(pdfs).not.toContain(generated.id);
    const made = ids(await dp.filterByFileType([1]));
    expect(made).toContain(generated.id);
    expect(made).not.toContain(pdf.id);
    expect(ids(await dp.filterByFileType([1, 6]))).toEqual(expect.arrayContaining([pdf.id, generated.id]));
  });
});
