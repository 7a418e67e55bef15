import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, ListContextProvider, Title, useDataProvider, useList, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { DocumentRow, DocumentSource } from '../../dataProvider/documents.ts';
import type { Id } from '../../types.ts';
import { NQA_AREAS, PAGE_SIZE } from '../../shared/constants.ts';
import { ListPagination } from '../../components/ListPagination.tsx';
import { DocumentActionsContext, type DocumentActions } from './list/DocumentActionsContext.tsx';
import { RowActionsMenu } from './list/RowActionsMenu.tsx';
import { BulkActionsMenu } from './list/BulkActionsMenu.tsx';
import { ServicesCell } from './list/ServicesCell.tsx';
import { FileTypeCell } from './list/FileTypeCell.tsx';
import { DeleteFlow } from './list/DeleteFlow.tsx';
import { ServicesFlow } from './list/ServicesFlow.tsx';
import { CollectionsDialog, type CollectionsMode } from './list/CollectionsDialog.tsx';
import { DocumentServicesDialog } from './list/DocumentServicesDialog.tsx';
import { DocumentFilters } from './list/DocumentFilters.tsx';

const LIST_KEY = ['documents', 'listDocuments'] as const;

function NoDocuments() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.documents.empty')}
    </Typography>
  );
}

/**
 * The NQA documents list (/nqa-documents, document-management §2, §4): tabs NQA1-NQA7, 10 rows a page, sortable
 * columns, row and header menus, and filters by services, file type or collection. Every list endpoint answers
 * the whole collection, so react-admin's useList filters by tab, sorts and pages in memory.
 */
export default function DocumentList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<number>(1);
  const [source, setSource] = useState<DocumentSource>({ kind: 'all' });
  const docs = useQuery({ queryKey: [...LIST_KEY, source], queryFn: () => dataProvider.listDocuments(source) });
  const rows = useMemo(() => (docs.data ?? []).filter((d) => d.nqa_area_id.includes(tab)), [docs.data, tab]);
  const listContext = useList<DocumentRow>({
    data: rows,
    isPending: docs.isPending,
    perPage: PAGE_SIZE.documents,
    resource: 'documents',
  });

  // An empty filter result is announced (§4, §8); the plain list just shows its empty message.
  useEffect(() => {
    if (source.kind !== 'all' && docs.isSuccess && !docs.isFetching && docs.data.length === 0) {
      notify('app.common.no_result_found', { type: 'info' });
    }
  }, [source, docs.isSuccess, docs.isFetching, docs.data, notify]);

  const [deleting, setDeleting] = useState<{ ids: Id[]; everyone: boolean } | null>(null);
  const [servicesFlow, setServicesFlow] = useState<{ mode: 'add' | 'remove'; docs: DocumentRow[] } | null>(null);
  const [collections, setCollections] = useState<{ mode: CollectionsMode; ids: Id[] } | null>(null);
  const [seeAll, setSeeAll] = useState<DocumentRow | null>(null);
  const actions = useMemo<DocumentActions>(
    () => ({
      startDelete: (ids, everyone = false) => setDeleting({ ids, everyone }),
      startServices: (mode, d) => setServicesFlow({ mode, docs: d }),
      startCollections: (mode, ids) => setCollections({ mode, ids }),
      showServices: (doc) => setSeeAll(doc),
    }),
    [],
  );
  const changed = () => {
    listContext.onUnselectItems();
    return queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
  const changeTab = (next: number) => {
    if (next === tab) return;
    setTab(next);
    listContext.setPage(1);
  };
  const changeSource = (next: DocumentSource) => {
    setSource(next);
    listContext.setPage(1);
    listContext.onUnselectItems();
  };

  return (
    <DocumentActionsContext.Provider value={actions}>
      <Title title="app.documents.list_title" />
      <Card sx={{ mt: 2 }}>
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.documents.list_title')}
          </Typography>
          <DocumentFilters source={source} onChange={changeSource} />
        </Box>
        <Tabs
          value={tab}
          onChange={(_, v: number) => changeTab(v)}
          variant="scrollable"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {NQA_AREAS.map((n) => (
            <Tab key={n} value={n} label={translate('app.documents.nqa_tab', { n })} />
          ))}
        </Tabs>
        {docs.isFetching && <LinearProgress aria-label={translate('app.common.loading')} />}
        <ListContextProvider value={listContext}>
          <DataTable resource="documents" rowClick={false} bulkActionButtons={<></>} empty={<NoDocuments />}>
            <DataTable.Col source="filename" label="app.documents.col_file_name" cellSx={() => ({ fontWeight: 500 })} />
            <DataTable.Col source="upload_or_generate" label="app.documents.col_file_type" field={FileTypeCell} />
            <DataTable.Col source="categoryName" label="app.documents.col_categories" />
            <DataTable.Col source="servicesCount" label="app.documents.col_services" field={ServicesCell} />
            <DataTable.Col source="belongsIn" label="app.documents.col_belongs_in" />
            <DataTable.Col label={<BulkActionsMenu rows={rows} />} disableSort align="right" field={RowActionsMenu} />
          </DataTable>
          <ListPagination />
        </ListContextProvider>
      </Card>
      {deleting && (
        <DeleteFlow
          ids={deleting.ids}
          everyone={deleting.everyone}
          onClose={() => setDeleting(null)}
          onChanged={changed}
        />
      )}
      {servicesFlow && (
        <ServicesFlow
          mode={servicesFlow.mode}
          docs={servicesFlow.docs}
          onClose={() => setServicesFlow(null)}
          onChanged={changed}
        />
      )}
      {collections && (
        <CollectionsDialog
          mode={collections.mode}
          ids={collections.ids}
          onClose={() => setCollections(null)}
          onChanged={changed}
        />
      )}
      <DocumentServicesDialog doc={seeAll} onClose={() => setSeeAll(null)} />
    </DocumentActionsContext.Provider>
  );
}
