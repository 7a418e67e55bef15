// service-documents (document-management §2, §4, §9): getList -> GET /api/document-by-service/{filter.service_id}
import type { GetListParams } from 'ra-core';
import type { ServiceDocument } from '../types.ts';
import { NQA_AREAS } from '../shared/constants.ts';
import type { ListPipelineSpec } from '../shared/listPipeline.ts';
import { inServiceTab } from '../shared/validation/services.ts';
import { documentFileName, documentFileTypeId } from './documentFields.ts';
import { keptList } from './keptList.ts';
import { isPageQueryOf } from './keptCollection.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';

export const SERVICE_DOCUMENTS_RESOURCE = 'service-documents';

export const SERVICE_DOCUMENTS_KEY = ['services', 'documentsByService'] as const;
export const serviceDocumentsKey = (serviceId: number) => [...SERVICE_DOCUMENTS_KEY, serviceId] as const;

export type ServiceDocumentListRow = ServiceDocument & { display_name: string; file_type_id: number | null };

const spec: ListPipelineSpec<ServiceDocumentListRow> = {
  searchText: (d) => d.display_name,
  where: (filter) => {
    const tab = Number(filter.tab ?? NQA_AREAS[0]);
    const types = (filter.file_types as number[] | undefined) ?? [];
    return (d) =>
      inServiceTab(d, tab) && (types.length === 0 || (d.file_type_id !== null && types.includes(d.file_type_id)));
  },
};

export function serviceDocumentsResource(
  { queryClient }: Pick<ResourceContext, 'queryClient'>,
  documentsByService: (serviceId: number) => Promise<ServiceDocument[]>,
) {
  // once per answer, so the pipeline's memo (by collection) holds while the answer does
  const rows = new WeakMap<ServiceDocument[], ServiceDocumentListRow[]>();
  const rowsOf = (docs: ServiceDocument[]) => {
    let kept = rows.get(docs);
    if (!kept)
      rows.set(
        docs,
        (kept = docs.map((d) => ({ ...d, display_name: documentFileName(d), file_type_id: documentFileTypeId(d) }))),
      );
    return kept;
  };
  const read = (serviceId: number) =>
    queryClient
      ? // the screen's own query of the answer keeps it fresh; a page, sort or tab takes what is there
        queryClient.ensureQueryData({
          queryKey: serviceDocumentsKey(serviceId),
          queryFn: () => documentsByService(serviceId),
        })
      : documentsByService(serviceId);
  const list = keptList<ServiceDocumentListRow>({
    resource: SERVICE_DOCUMENTS_RESOURCE,
    spec,
    sourceOf: ({ service_id, ...filter }) => ({ source: String(service_id), filter }),
    load: async (source) => rowsOf(await read(Number(source))),
  });
  if (queryClient) {
    const [scope, name] = SERVICE_DOCUMENTS_KEY;
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const [s, n] = event.query.queryKey;
      if (s !== scope || n !== name) return;
      void queryClient.invalidateQueries(
        { predicate: isPageQueryOf(SERVICE_DOCUMENTS_RESOURCE) },
        { cancelRefetch: false },
      );
    });
  }
  return { getList: (_resource: string, params: GetListParams) => list.getList(params) } satisfies ResourceHandlers;
}
