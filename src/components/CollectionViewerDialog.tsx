import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import type { DocumentSource } from '../dataProvider/documents.ts';
import { COLLECTIONS, NQA_AREAS, PAGE_SIZE, SERVICE_TYPES } from '../shared/constants.ts';
import { CollectionListView } from './CollectionListView.tsx';
import { NqaTabs } from './NqaTabs.tsx';
import { useRowsList } from './useCollectionList.ts';
import type { ListPipelineSpec } from '../shared/listPipeline.ts';

interface ViewerRow {
  id: number;
  filename: string;
  fileType: string;
  author: string;
  categoryName: string;
  nqa_area_id: number[];
}

const ALL: DocumentSource = { kind: 'all' };
/** The items in the collection's order (no column sorts), on the chosen NQA tab (NQA1 until one is chosen). */
const ANSWER_ORDER = { field: '', order: 'ASC' } as const;
const viewerPipeline: ListPipelineSpec<ViewerRow> = {
  searchText: (r) => r.filename,
  where: (filter) => {
    const tab = Number(filter.tab ?? NQA_AREAS[0]);
    return (r) => r.nqa_area_id.includes(tab);
  },
};

/**
 * The collection viewer (document-management §2 Dialogs, §9): one default collection (1-4) by NQA tab, 8 rows a
 * page, columns file name, file type, author, categories. GET /api/collections-get/{id} answers collection items
 * (§3), which name no NQA area or category: those come from the documents list (the same document by
 * `document_id`), whose client-side fields give the categories and file type. No answer carries an author, so the
 * column shows a dash rather than a guess.
 */
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
  const list = useRowsList<ViewerRow>({
    resource: 'collection-items',
    rows: pending ? undefined : all,
    query: {
      error: items.error ?? docs.error,
      isPending: pending,
      isLoading: items.isLoading || docs.isLoading,
      isFetching: items.isFetching || docs.isFetching,
      isPaused: items.isPaused || docs.isPaused,
      refetch: () => Promise.all([items.refetch(), docs.refetch()]),
    },
    spec: viewerPipeline,
    perPage: PAGE_SIZE.collectionViewer,
    sort: ANSWER_ORDER,
    storeKey: false,
  });
  const tab = Number(list.filterValues.tab ?? NQA_AREAS[0]);
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.documents.empty')}
    </Typography>
  );
  const { setParams } = list;
  // stable, as NqaTabs' memoised tabs expect; another tab goes back to page 1
  const changeTab = useCallback(
    (next: number) => setParams((p) => ({ ...p, filter: { ...p.filter, tab: next }, page: 1 })),
    [setParams],
  );

  return (
    <DialogContent dividers sx={{ p: 0 }}>
      <CollectionListView
        list={list}
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
    </DialogContent>
  );
}
