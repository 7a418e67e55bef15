import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';
import { loadedDocument } from '../test/documents.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };

function setup(answer: (url: string, method: string) => unknown = () => ({ status: true, message: 'ok', data: [] })) {
  const fetch = vi.fn(
    async (url: RequestInfo | URL, init?: RequestInit) =>
      new Response(JSON.stringify(answer(String(url), init?.method ?? 'GET')), { status: 200 }),
  );
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const call = (i: number) => {
    const [url, init] = fetch.mock.calls[i];
    return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { dp, fetch, call };
}

const services = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Service ${i + 1}` }));

/** Documents with the spec's loaded fields only (document-management §3): no derived field comes from the server. */
const doc = (id: number, over: Record<string, unknown> = {}) => ({
  ...loadedDocument(id, { file_title: `Doc ${id}` }),
  ...over,
});

const DOCS = [
  doc(1, { file_title: 'banana', services: services(2) }),
  doc(2, { file_title: 'Apple', nqa_area_id: [1, 2] }),
  doc(3, { file_title: 'zzz', webinar_title: 'Cherry webinar', document_type_id: 3, services: services(5) }),
  doc(4, { file_title: 'other area', nqa_area_id: [2] }),
];

describe('documents data provider', () => {
  it('listDocuments loads GET /api/getDocuments, the whole collection, and shows webinar titles', async () => {
    const { dp, call } = setup(() => DOCS);
    const rows = await dp.listDocuments();
    expect(call(0)).toMatchObject({ url: 'https://portal.example/api/getDocuments', method: 'GET' });
    expect(rows.map((d) => d.filename)).toEqual(['banana', 'Apple', 'Cherry webinar', 'other area']);
    expect(rows.map((d) => d.servicesCount)).toEqual([2, 0, 5, 0]);
  });

  it('rows carry the client-side fields computed from the loaded fields', async () => {
    const file = {
      id: 7,
      document_name: 'Hand Hygiene.pdf',
      file_size: 15_600,
      file_type: 'application/pdf',
      label: 'Hand Hygiene.pdf',
      availability: 'ENABLE',
      document_url: '/files/h.pdf',
    };
    const answer = [
      doc(9, {
        upload_or_generate: 1,
        uploaded_file: file,
        service_type_id: '[1,3]',
        nqa_area_id: [2, 5],
        services: services(3),
      }),
    ];
    const { dp } = setup(() => answer);
    const [row] = await dp.listDocuments();
    expect(row).toMatchObject({
      belongsIn: 'Long Daycare, Pre-school',
      categoryName: 'NQA2, NQA5',
      fileType: 'PDF',
      fileSize: 16,
      fileUrl: '/files/h.pdf',
      downloadName: 'Hand Hygiene.pdf',
      servicesCount: 3,
      doctype: 'Upload',
      filename: 'Doc 9',
    });
  });

  it('listDocuments uses one filter endpoint by kind', async () => {
    const { dp, call } = setup(() => DOCS);
    await dp.listDocuments({ kind: 'services', ids: [7, 8] });
    expect(call(0)).toMatchObject({
      url: 'https://portal.example/api/filter-documents-by-services',
      method: 'POST',
      body: { service_id: [7, 8] },
    });
    await dp.listDocuments({ kind: 'file_types', ids: [2, 6] });
    expect(call(1)).toMatchObject({
      url: 'https://portal.example/api/filter-documents-by-filetype?file_type=2%2C6',
      method: 'GET',
    });
    await dp.listDocuments({ kind: 'collections', ids: [1, 3] });
    expect(call(2)).toMatchObject({
      url: 'https://portal.example/api/filter-documents-by-collection',
      method: 'POST',
      body: { service_type_id: [1, 3] },
    });
  });

  it('one document is deleted with DELETE /api/deleteDocument/{id}', async () => {
    const { dp, call } = setup();
    await dp.deleteDocument(6);
    expect(call(0)).toEqual({ url: 'https://portal.example/api/deleteDocument/6', method: 'DELETE', body: undefined });
  });

  it('soft delete, undo and permanent delete send the document ids', async () => {
    const { dp, call } = setup();
    await dp.softDeleteDocuments([3]);
    await dp.undoDeleteDocuments([3, 4]);
    await dp.permanentDeleteDocuments([5]);
    expect(call(0)).toMatchObject({
      url: 'https://portal.example/api/soft-delete-multiple-documents',
      method: 'DELETE',
      body: { document_id: [3] },
    });
    expect(call(1)).toMatchObject({
      url: 'https://portal.example/api/undo-delete-multiple-documents',
      method: 'PUT',
      body: { document_id: [3, 4] },
    });
    expect(call(2)).toMatchObject({
      url: 'https://portal.example/api/permanent-delete-multiple-document',
      method: 'DELETE',
      body: { document_id: [5] },
    });
  });

  it('links, unlinks and adds or removes services of documents', async () => {
    const { dp, call } = setup();
    await dp.linkableServices(9);
    await dp.linkService(9, 1);
    await dp.unlinkService(9, 2);
    await dp.selectServicesDocuments([9, 10], [4]);
    await dp.confirmAddServicesToDocuments([9, 10], [4]);
    await dp.confirmRemoveServicesDocuments([9], [4, 5]);
    expect(call(0)).toMatchObject({
      url: 'https://portal.example/api/get-available-services-to-link/9',
      method: 'GET',
    });
    // §7: link and unlink carry one document_id and one service_id
    expect(call(1)).toEqual({
      url: 'https://portal.example/api/link-service-to-document',
      method: 'POST',
      body: { document_id: 9, service_id: 1 },
    });
    expect(call(2)).toEqual({
      url: 'https://portal.example/api/service-unlink',
      method: 'POST',
      body: { document_id: 9, service_id: 2 },
    });
    expect(call(3)).toMatchObject({
      url: 'https://portal.example/api/select-services-documents',
      method: 'POST',
      body: { document_id: [9, 10], services_to_remove: [4] },
    });
    expect(call(4)).toMatchObject({
      url: 'https://portal.example/api/confirm-add-services-to-documents',
      method: 'POST',
      body: { document_id: [9, 10], services_to_add: [4], confirm_add: 1 },
    });
    expect(call(5)).toMatchObject({
      url: 'https://portal.example/api/confirm-remove-services-documents',
      method: 'POST',
      body: { document_id: [9], services_to_remove: [4, 5], confirm_remove: 1 },
    });
  });

  it('adds documents to and removes them from collections', async () => {
    const { dp, call } = setup();
    await dp.addToCollections([1], [2, 3]);
    await dp.addDocumentToCollection(1, [4, 2]);
    await dp.removeFromCollections([1], [2]);
    expect(call(0)).toMatchObject({
      url: 'https://portal.example/api/add-from-a-collection',
      method: 'PUT',
      body: { document_id: [1], service_type_id: [2, 3] },
    });
    // §7: add-document-to-collection names one document and one service type
    expect(call(1)).toEqual({
      url: 'https://portal.example/api/add-document-to-collection',
      method: 'PUT',
      body: { document_id: 1, service_type_id: 4 },
    });
    expect(call(2)).toEqual({
      url: 'https://portal.example/api/add-document-to-collection',
      method: 'PUT',
      body: { document_id: 1, service_type_id: 2 },
    });
    expect(call(3)).toMatchObject({
      url: 'https://portal.example/api/remove-from-a-collection',
      method: 'PUT',
      body: { document_id: [1], service_type_id: [2] },
    });
  });

  it('delete for everyone sends the document ids to DELETE /api/document-deletemultiple', async () => {
    const { dp, call } = setup();
    await dp.deleteForEveryone([7, 8]);
    expect(call(0)).toEqual({
      url: 'https://portal.example/api/document-deletemultiple',
      method: 'DELETE',
      body: { document_id: [7, 8] },
    });
  });

  it('reads a collection with GET /api/collections-get/{id}', async () => {
    const item = {
      id: 5,
      document_id: 5,
      document_url: '/files/a.pdf',
      document_name: 'a.pdf',
      file_title: 'A',
      file_version: '1',
      label: 'a.pdf',
      upload_or_generate: 1,
    };
    const { dp, call } = setup(() => [item]);
    expect(await dp.collectionItems(3)).toEqual([item]);
    expect(call(0)).toMatchObject({ url: 'https://portal.example/api/collections-get/3', method: 'GET' });
  });
});
