import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { GetListParams } from 'ra-core';
import { loadedDocument } from '../test/documents.ts';
import type { ServiceDocument } from '../types.ts';
import { REPORTS_TAB, SERVICE_SPECIFIC_TYPE } from '../shared/constants.ts';
import { serviceDocumentsKey, serviceDocumentsResource } from './serviceDocuments.ts';

const doc = (id: number, over: Parameters<typeof loadedDocument>[1] = {}): ServiceDocument => ({
  ...loadedDocument(id, over),
  availability: 'ENABLE',
});

const DOCS = [
  doc(1, { file_title: 'banksia policy', nqa_area_id: [1], date: '2026-01-03' }),
  doc(2, { file_title: 'Acacia procedure', nqa_area_id: [1, 2], date: '2026-01-02' }),
  doc(3, { file_title: 'Report', nqa_area_id: [], category: 2, service_specific_type: SERVICE_SPECIFIC_TYPE.apReport }),
];

const params = (
  filter: Record<string, unknown>,
  sort: GetListParams['sort'] = { field: 'date', order: 'DESC' },
): GetListParams => ({
  filter: { service_id: 7, ...filter },
  sort,
  pagination: { page: 1, perPage: 10 },
});

function setup() {
  const queryClient = new QueryClient();
  const documentsByService = vi.fn(async (_id: number) => DOCS);
  const { getList } = serviceDocumentsResource({ queryClient }, documentsByService);
  return {
    queryClient,
    documentsByService,
    getList: (p: GetListParams) => getList('service-documents', p),
  };
}

describe('service-documents getList', () => {
  it('keeps the answer under the key the documents list patches and invalidates', async () => {
    const { getList, queryClient } = setup();
    await getList(params({}));
    expect(queryClient.getQueryData(serviceDocumentsKey(7))).toBe(DOCS);
  });

  it('pages the tab (NQA1 unless chosen; Reports), sorted the portal way, from one read of the answer', async () => {
    const { getList, documentsByService, queryClient } = setup();
    const nqa1 = await getList(params({}, { field: 'display_name', order: 'ASC' }));
    expect(nqa1.data.map((d) => d.display_name)).toEqual(['Acacia procedure', 'banksia policy']);
    expect(nqa1.total).toBe(2);
    expect((await getList(params({ tab: 2 }))).data.map((d) => d.id)).toEqual([2]);
    expect((await getList(params({ tab: REPORTS_TAB }))).data.map((d) => d.id)).toEqual([3]);
    expect((await getList(params({ file_types: [6] }))).total).toBe(0);
    expect(documentsByService).toHaveBeenCalledTimes(1);
    expect(documentsByService).toHaveBeenCalledWith(7);
    expect(queryClient.getQueryData(serviceDocumentsKey(7))).toBe(DOCS);
  });

  it('pages a patched answer (an availability switched) at once', async () => {
    const { getList, queryClient } = setup();
    await getList(params({}));
    queryClient.setQueryData<ServiceDocument[]>(serviceDocumentsKey(7), (rows) =>
      rows?.map((r) => (r.id === 1 ? { ...r, availability: 'DISABLE' } : r)),
    );
    const page = await getList(params({}));
    expect(page.data.find((d) => d.id === 1)?.availability).toBe('DISABLE');
  });
});
