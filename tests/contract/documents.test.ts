/**
 * Documents through the portal's data provider (document-management §3, §4, §7): create (upload, generate,
 * webinar, training module, service-specific), update, delete and restore, services, collections, filters and
 * availability. Each test reads back what the back end stored through the provider's list calls.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDataProvider } from '../../src/dataProvider/index.ts';
import type { DocumentRow } from '../../src/dataProvider/documents.ts';
import {
  editedAudienceOf,
  type NqaFormValues,
  type ServiceSpecificFormValues,
} from '../../src/dataProvider/documentForms.ts';
import { excludedServiceIdsOf, serviceTypeIdsOf } from '../../src/dataProvider/documentFields.ts';
import type { Service } from '../../src/types.ts';
import { sizeInKb } from '../../src/shared/constants.ts';
import { enMessages } from '../../src/i18n/en.ts';
import { Cleanup, bytesOf, fixtureOnly, signInAsAdmin, today, unique } from './backend.ts';
import {
  createNqaDocument,
  createService,
  documentTitled,
  generatedDocument,
  listDocuments,
  removeDocumentLater,
} from './records.ts';
import { fileOf, makePdf } from './files.ts';

const typeName = (id: 1 | 2 | 3 | 4 | 5) => enMessages.app.documentForms.service_types_choices[id];

const m = enMessages.app.documents;
let dp: PortalDataProvider;
const cleanup = new Cleanup();

beforeAll(async () => {
  ({ dp } = await signInAsAdmin());
});
afterEach(() => cleanup.run());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const serviceIdsOf = (d: DocumentRow | undefined) => (d?.services ?? []).map((s) => Number(s.id));
const reread = async (d: { id: number }) => (await listDocuments(dp)).find((x) => x.id === d.id);
const excludedOf = (d: DocumentRow | undefined) => (d ? excludedServiceIdsOf(d) : []);

function uploadedDocument(over: Partial<NqaFormValues> = {}): NqaFormValues & { pdf: Uint8Array<ArrayBuffer> } {
  const title = unique('policy');
  const pdf = makePdf(title);
  return {
    ...generatedDocument({
      file_title: title,
      content: null,
      upload_or_generate: 1,
      file: { rawFile: fileOf(pdf, 'Contract policy.pdf', 'application/pdf') },
      ...over,
    }),
    pdf,
  };
}

/** Creates a webinar or training module through the provider and finds it by its unique webinar title. */
async function createWebinar(values: NqaFormValues): Promise<DocumentRow> {
  await dp.createWebinar(values);
  const stored = await documentTitled(dp, values.webinar_title as string);
  if (!stored) throw new Error(`created webinar "${values.webinar_title}" is not listed`);
  removeDocumentLater(dp, cleanup, stored.id);
  return stored;
}

function webinarValues(over: Partial<NqaFormValues> = {}): NqaFormValues {
  return {
    upload_or_generate: 1,
    file_title: '',
    file_version: '',
    date: today(),
    description: '',
    nqa_area_id: [4],
    document_type_id: 3,
    service_type_id: [2],
    services: [],
    notify_service: false,
    webinar_link: 'https://video.example.com/contract-webinar',
    webinar_title: unique('webinar'),
    webinar_description: 'A webinar made by the contract tests.',
    global_webinar: false,
    ...over,
  };
}

async function createServiceSpecific(service: Service, over: Partial<ServiceSpecificFormValues> = {}) {
  const title = unique('report');
  const pdf = makePdf(title);
  const values: ServiceSpecificFormValues = {
    upload_or_generate: 1,
    file: { rawFile: fileOf(pdf, 'Contract report.pdf', 'application/pdf') },
    file_title: title,
    file_version: '1',
    date: today(),
    description: 'A report for one service.',
    filter: 1,
    service_specific_type: 1,
    nqa_area_id: [],
    document_type_id: null,
    services: [service.id],
    ...over,
  };
  await dp.createServiceSpecific(values);
  const stored = await documentTitled(dp, title);
  if (!stored) throw new Error(`created service-specific document "${title}" is not listed`);
  removeDocumentLater(dp, cleanup, stored.id);
  return { stored, values, pdf };
}

describe('documents: create and read back', () => {
  it('upload: POST /api/new-document stores the fields and the PDF; the list shows the derived fields', async () => {
    const excluded = await createService(dp, cleanup);
    const values = uploadedDocument({
      nqa_area_id: [3, 1],
      document_type_id: 2,
      service_type_id: [1, 3],
      services: [excluded.id],
    });
    const doc = await createNqaDocument(dp, cleanup, values);
    expect(doc).toMatchObject({
      file_title: values.file_title,
      file_version: '1.0',
      date: values.date,
      description: 'A generated document.',
      category: 1,
      upload_or_generate: 1,
      document_type_id: 2,
    });
    expect([...doc.nqa_area_id].sort()).toEqual([1, 3]);
    expect(serviceTypeIdsOf(doc).sort()).toEqual([1, 3]);
    expect(excludedOf(doc)).toEqual([excluded.id]);
    expect(doc.uploaded_file).toMatchObject({ document_name: 'Contract policy.pdf', file_size: values.pdf.length });
    // derived fields (§3), as the list screen reads them
    expect(doc.doctype).toBe(m.upload);
    expect(doc.fileType).toBe('PDF');
    expect(doc.fileUrl).toBe(doc.uploaded_file?.document_url);
    expect(doc.fileSize).toBe(sizeInKb(values.pdf.length));
    expect(doc.belongsIn).toContain(typeName(1));
    expect(doc.belongsIn).toContain(typeName(3));
    expect(doc.servicesCount).toBe(doc.services.length);
    expect(await bytesOf(await dp.fetchFile(doc.fileUrl as string))).toEqual(values.pdf);
  });

  it('generate: the rich-text content is stored and there is no file', async () => {
    const doc = await createNqaDocument(
      dp,
      cleanup,
      generatedDocument({ content: '<p>Hand <strong>washing</strong> steps.</p>' }),
    );
    expect(doc).toMatchObject({
      upload_or_generate: 2,
      uploaded_file: null,
      doctype: m.generate,
      fileType: 'Generated',
    });
    expect(doc.content).toContain('<strong>washing</strong>');
  });

  it('standalone type 5: the chosen services are the ones the document is attached to', async () => {
    const a = await createService(dp, cleanup);
    const b = await createService(dp, cleanup);
    const doc = await createNqaDocument(
      dp,
      cleanup,
      generatedDocument({ service_type_id: [5], services: [a.id, b.id] }),
    );
    expect(serviceIdsOf(doc).sort()).toEqual([a.id, b.id].sort());
    expect(excludedOf(doc)).toEqual([]);
    expect(ids(await dp.documentsByService(a.id))).toContain(doc.id);
  });

  it('webinar: POST /api/document-webinar-add stores link, title and description for the chosen service type', async () => {
    const values = webinarValues();
    const doc = await createWebinar(values);
    expect(doc).toMatchObject({
      document_type_id: 3,
      webinar_link: values.webinar_link,
      webinar_title: values.webinar_title,
      webinar_description: values.webinar_description,
      global_webinar: 0,
      date: values.date,
    });
    expect(doc.nqa_area_id).toEqual([4]);
    expect(serviceTypeIdsOf(doc)).toEqual([2]);
    expect(doc.belongsIn).toContain(typeName(2));
  });

  it('global webinar: visible to every service, belongs in Global, no exclusions', async () => {
    const service = await createService(dp, cleanup);
    const doc = await createWebinar(webinarValues({ global_webinar: true, service_type_id: [], services: [] }));
    expect(doc.global_webinar).toBe(1);
    expect(doc.belongsIn).toBe(m.belongs_global);
    expect(excludedOf(doc)).toEqual([]);
    expect(ids(await dp.documentsByService(service.id))).toContain(doc.id);
  });

  it('global webinar sends all services (document-management §4)', async () => {
    const a = await createService(dp, cleanup);
    const b = await createService(dp, cleanup);
    const doc = await createWebinar(webinarValues({ global_webinar: true, service_type_id: [], services: [] }));
    expect(serviceIdsOf(doc)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('training module with an uploaded document stores the file and serves it', async () => {
    const title = unique('training');
    const pdf = makePdf(title);
    const doc = await createWebinar(
      webinarValues({
        document_type_id: 4,
        is_link: false,
        webinar_link: '',
        webinar_title: title,
        file_title: `${title} handbook`,
        file: { rawFile: fileOf(pdf, 'Training handbook.pdf', 'application/pdf') },
      }),
    );
    expect(doc).toMatchObject({ document_type_id: 4, file_title: `${title} handbook` });
    expect(doc.uploaded_file?.document_name).toBe('Training handbook.pdf');
    expect(await bytesOf(await dp.fetchFile(doc.fileUrl as string))).toEqual(pdf);
  });

  it('service-specific: stored as category 2 for the chosen service, with its file', async () => {
    const service = await createService(dp, cleanup);
    const { stored, values, pdf } = await createServiceSpecific(service);
    expect(stored).toMatchObject({
      category: 2,
      service_specific_type: 1,
      file_title: values.file_title,
      file_version: '1',
    });
    expect(serviceIdsOf(stored)).toEqual([service.id]);
    expect(stored.belongsIn).toBe(m.belongs_service_specific);
    expect(await bytesOf(await dp.fetchFile(stored.fileUrl as string))).toEqual(pdf);
    expect(ids(await dp.documentsByService(service.id))).toContain(stored.id);
  });

  it('service-specific Risk Assessment keeps its NQA area', async () => {
    const service = await createService(dp, cleanup);
    const { stored } = await createServiceSpecific(service, { filter: 4, service_specific_type: 4, nqa_area_id: [2] });
    expect(stored).toMatchObject({ service_specific_type: 4, nqa_area_id: [2] });
  });

  it('the documents list pages a tab (NQA area) and finds a document by search', async () => {
    const doc = await createNqaDocument(dp, cleanup, generatedDocument({ nqa_area_id: [2, 5] }));
    const page = (nqa: number) =>
      dp.getList<DocumentRow>('documents', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'filename', order: 'ASC' },
        filter: { nqa, q: doc.file_title },
      });
    expect(await page(2)).toMatchObject({ total: 1, data: [{ id: doc.id, file_title: doc.file_title }] });
    expect((await page(5)).total).toBe(1);
    expect((await page(3)).total).toBe(0);
    expect((await dp.getOne<DocumentRow>('documents', { id: doc.id })).data).toMatchObject({
      id: doc.id,
      file_title: doc.file_title,
    });
  });
});

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
    await dp.delete('documents', { id: doc.id, previousData: doc });
    expect(ids(await listDocuments(dp))).not.toContain(doc.id);
    await dp.undoDeleteDocuments([doc.id]);
    expect(await reread(doc)).toMatchObject({ id: doc.id, file_title: doc.file_title });
  });

  it('soft-delete-multiple hides several; undo-delete-multiple restores them', async () => {
    const a = await createNqaDocument(dp, cleanup, generatedDocument());
    const b = await createNqaDocument(dp, cleanup, generatedDocument());
    const kept = await createNqaDocument(dp, cleanup, generatedDocument());
    await dp.deleteMany('documents', { ids: [a.id, b.id] });
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
    await expect(dp.getOne('documents', { id: a.id })).rejects.toMatchObject({ status: 404 });
    await expect(dp.getOne('documents', { id: b.id })).rejects.toMatchObject({ status: 404 });
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
    const listed = await dp.getList<DocumentRow>('documents', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'filename', order: 'ASC' },
      filter: { service_ids: [service.id] },
    });
    expect(ids(listed.data)).toContain(mine.id);
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
