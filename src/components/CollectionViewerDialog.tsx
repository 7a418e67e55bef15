import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useDataProvider,
  useList,
  useTranslate,
} from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import type { DocumentSource } from '../dataProvider/documents.ts';
import { COLLECTIONS, NQA_AREAS, PAGE_SIZE, SERVICE_TYPES } from '../shared/constants.ts';
import { ListBody } from './ListBody.tsx';
import { NqaTabs } from './NqaTabs.tsx';

interface ViewerRow {
  id: number;
  filename: string;
  fileType: string;
  author: string;
  categoryName: string;
  nqa_area_id: number[];
}

const ALL: DocumentSource = { kind: 'all' };
const FIRST_TAB = { nqa_area_id: NQA_AREAS[0] };
/** Its own resource, so its table and selection do not mix with the page's. */
const VIEWER_RESOURCE = 'collection-items';

// Collection items (document-management §3) name no NQA area or category, so those come from the documents list by
// `document_id`. No answer carries an author, so that column shows a dash rather than a guess.
export function CollectionViewerDialog({
  collectionId,
  onClose,
}: {
  collectionId: number | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const key = SERVICE_TYPES.find((t) => t.id === collectionId)?.key;
  const open = collectionId !== null && COLLECTIONS.some((c) => c.id === collectionId);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="collection-viewer-title">
      <DialogTitle id="collection-viewer-title">{key ? translate(`app.services.collections.${key}`) : ''}</DialogTitle>
      {open && <CollectionViewerContent collectionId={collectionId} />}
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mounted only while open, so each opening reads the collection afresh. */
function CollectionViewerContent({ collectionId }: { collectionId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const items = useQuery({
    queryKey: ['documents', 'collectionItems', collectionId],
    queryFn: () => dataProvider.collectionItems(collectionId),
  });
  // The list's own query (DocumentList keys it the same way), so an open list shares it.
  const docs = useQuery({
    queryKey: ['documents', 'listDocuments', ALL],
    queryFn: () => dataProvider.listDocuments(ALL),
  });
  const all = useMemo<ViewerRow[]>(() => {
    const byId = new Map((docs.data ?? []).map((d) => [d.document_id, d]));
    const author = translate('app.documents.author_unknown');
    return (items.data ?? []).flatMap((item) => {
      const doc = byId.get(item.document_id);
      if (!doc) return [];
      return [
        {
          id: item.id,
          filename: doc.filename || item.file_title,
          fileType: doc.fileType,
          author,
          categoryName: doc.categoryName,
          nqa_area_id: doc.nqa_area_id,
        },
      ];
    });
  }, [items.data, docs.data, translate]);
  const pending = items.isPending || docs.isPending;
  // nqa_area_id is an array: useList's filter keeps the rows that include the tab's area
  const list = useList<ViewerRow>({
    resource: VIEWER_RESOURCE,
    data: pending ? undefined : all,
    isPending: pending,
    isLoading: items.isLoading || docs.isLoading,
    isFetching: items.isFetching || docs.isFetching,
    isPaused: items.isPaused || docs.isPaused,
    error: items.error ?? docs.error,
    filter: FIRST_TAB,
    perPage: PAGE_SIZE.collectionViewer,
  });
  const retry = useCallback(() => Promise.all([items.refetch(), docs.refetch()]), [items, docs]);
  const context = useMemo(() => ({ ...list, refetch: retry }), [list, retry]);
  const tab = Number(list.filterValues.nqa_area_id ?? NQA_AREAS[0]);
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.documents.empty')}
    </Typography>
  );
  const { setFilters } = list;
  const changeTab = useCallback((next: number) => setFilters({ nqa_area_id: next }, {}), [setFilters]);

  return (
    <DialogContent dividers sx={{ p: 0 }}>
      <ResourceContextProvider value={VIEWER_RESOURCE}>
        <ListContextProvider value={context}>
          <ListBody
            toolbar={<NqaTabs value={tab} onChange={changeTab} />}
            table={
              <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
                <DataTable.Col source="filename" label="app.documents.col_file_name" disableSort />
                <DataTable.Col source="fileType" label="app.documents.col_file_type" disableSort />
                <DataTable.Col source="author" label="app.documents.col_author" disableSort />
                <DataTable.Col source="categoryName" label="app.documents.col_categories" disableSort />
              </DataTable>
            }
          />
        </ListContextProvider>
      </ResourceContextProvider>
    </DialogContent>
  );
}
