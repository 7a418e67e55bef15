/**
 * Documents through the portal's data provider (document-management §3, §4, §7): create (upload, generate,
 * webinar, training module, service-specific) and read back through the provider's list calls; changes to stored
 * documents are in documents-changes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { serviceTypeIdsOf } from '../../src/dataProvider/documentFields.ts';
import { sizeInKb } from '../../src/shared/constants.ts';
import { enMessages } from '../../src/i18n/en.ts';
import { bytesOf, unique } from './backend.ts';
import { createNqaDocument, createService, generatedDocument, listDocuments } from './records.ts';
import { fileOf, makePdf } from './files.ts';
import {
  cleanup,
  createServiceSpecific,
  createWebinar,
  dp,
  excludedOf,
  ids,
  serviceIdsOf,
  uploadedDocument,
  useDocumentsSession,
  webinarValues,
} from './documentHelpers.ts';

const typeName = (id: 1 | 2 | 3 | 4 | 5) => enMessages.app.documentForms.service_types_choices[id];

const m = enMessages.app.documents;
useDocumentsSession();

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

  it('the documents list holds a document under each of its NQA areas; one document is read by id', async () => {
    const doc = await createNqaDocument(dp, cleanup, generatedDocument({ nqa_area_id: [2, 5] }));
    // The list screen shows one tab (NQA area) of the whole collection, which the list endpoint answers.
    const tab = async (nqa: number) =>
      (await listDocuments(dp)).filter((d) => d.nqa_area_id.includes(nqa) && d.file_title === doc.file_title);
    expect(await tab(2)).toMatchObject([{ id: doc.id, file_title: doc.file_title }]);
    expect(await tab(5)).toHaveLength(1);
    expect(await tab(3)).toHaveLength(0);
    expect(await dp.getDocument(doc.id)).toMatchObject({ id: doc.id, file_title: doc.file_title });
  });
});
