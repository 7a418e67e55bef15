import { memo, useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/GetApp';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DataTable,
  Button as RaButton,
  ListContextProvider,
  useListContext,
  useDataProvider,
  useNotify,
  useTranslate,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { DocumentRow, DocumentSource } from '../../dataProvider/documents.ts';
import type { Id } from '../../types.ts';
import { PAGE_SIZE, STORAGE_KEYS } from '../../shared/constants.ts';
import { toggled } from '../../shared/ids.ts';
import { ListPagination } from '../../components/ListPagination.tsx';
import { SimpleList } from '../../components/PhoneList.tsx';
import { NqaTabs } from '../../components/NqaTabs.tsx';
import { DocumentActionsContext, type DocumentActions } from './list/DocumentActionsContext.tsx';
import { RowActionsMenu } from './list/RowActionsMenu.tsx';
import { BulkActionsMenu } from './list/BulkActionsMenu.tsx';
import { ServicesCell } from './list/ServicesCell.tsx';
import { FileTypeCell } from './list/FileTypeCell.tsx';
import { DocumentTypeCell, FileNameCell, ReviewMark, SelectCell, SelectPageCell } from './list/cells.tsx';
import type { CollectionsMode } from './list/CollectionsDialog.tsx';
import { DeleteFlow } from './list/DeleteFlow.tsx';
import { CollectionsDialog, DocumentServicesDialog, ServicesFlow } from './listDialogs.ts';
import { DocumentFilters } from './list/DocumentFilters.tsx';
import { useListAddress } from './list/useListAddress.ts';
import { documentsListQuery, useDocumentsChanged, useDocumentsRemoved } from './list/documentsQuery.ts';
import { documentFilter, documentsPipeline, sizeLabel } from './list/listState.ts';
import { filterRows, indexRows, pageRows, sortRows } from '../../shared/listPipeline.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { config } from '../../config.ts';
import { isoDay } from '../../shared/clock.ts';
import { countDueForReview } from '../../shared/review.ts';

const PER_PAGE = PAGE_SIZE.documents;
const NO_FILTERS = {};
const NO_ROWS: DocumentRow[] = [];
const noop = () => undefined;
// Constant styles: a new sx object per cell or per render makes emotion serialise it again for every row.
const CARD_SX = { mt: 2 } as const;
const HEAD_SX = { px: 2, pt: 2 } as const;
const SEARCH_SX = { mt: 1, maxWidth: 480 } as const;
const BAR_SX = { display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: 'action.selected' } as const;
const FOOT_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  px: 2,
} as const;
const EMPTY_SX = { p: 3, textAlign: 'center' } as const;
const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

function NoDocuments() {
  const translate = useTranslate();
  return (
    <Typography sx={EMPTY_SX} color="text.secondary">
      {translate('app.documents.empty')}
    </Typography>
  );
}

/**
 * react-admin's ExportButton as this list uses it (its Button, label and icon; disabled on an empty view; a failure
 * is its error notification), without the related-records fetcher it builds for exporters that never use it here.
 */
function ExportViewButton({ onExport }: { onExport: () => Promise<void> }) {
  const { total } = useListContext();
  const notify = useNotify();
  const onClick = () => void onExport().catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <RaButton label="ra.action.export" disabled={total === 0} onClick={onClick}>
      <DownloadIcon />
    </RaButton>
  );
}

/** How many documents the last full load answered: the 'Loading {n} documents' of the next visit (§2 Dialogs). */
function storedCount(): number | null {
  const n = Number(localStorage.getItem(STORAGE_KEYS.documentsCount));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * What went wrong, in words: a catalogue key the data provider answers (no connection: 'Server communication
 * error') with the browser's reason beside it, or the server's own message.
 */
function reasonOf(error: Error, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const body: unknown = (error as Error & { body?: unknown }).body;
  const detail =
    body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
  const text = translate(error.message, { _: error.message });
  return detail ? `${text} (${detail})` : text;
}

/**
 * The NQA documents list (/nqa-documents, document-management §2, §4): tabs NQA1-NQA7, 10 rows a page, sortable
 * columns, row and header menus, the spec's filters by services, file type or collection, and a search,
 * document type and service type filters, the state in the address and a CSV export of the view.
 *
 * Every list endpoint answers the whole collection (thousands of documents in production), so the list is one memoised
 * pipeline over (data, tab, search, filters, sort, page) feeding react-admin's ListContextProvider. react-admin's
 * useList is not used: it keys an effect on JSON.stringify(data) (every render, slow on a big tab)
 * and its setFinalItems renders the whole list a second time; here each stage recomputes only when its inputs
 * change, and paging only slices.
 */
export default function DocumentList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const isPhone = useMediaQuery(isPhoneQuery);
  const [state, update] = useListAddress();
  const { tab, search, sort, page, source, documentTypes, serviceTypes, due } = state;
  // The administrator's day (the app's clock): a new day is a new `review`, so the due filter is applied again.
  const today = isoDay();
  const review = useMemo(() => ({ today, months: config.reviewPeriodMonths }), [today]);

  const docs = useQuery({
    ...documentsListQuery(dataProvider, source),
    // While another source loads, the rows shown stay (with the progress bar) rather than blanking the table.
    placeholderData: keepPreviousData,
    retry: 1,
  });
  // The last rows the server answered, shown beside an error instead of an empty list.
  const [kept, setKept] = useState<DocumentRow[] | undefined>(undefined);
  if (docs.data && !docs.isPlaceholderData && docs.data !== kept) setKept(docs.data);
  const data = docs.data ?? kept;
  useEffect(() => {
    if (source.kind === 'all' && docs.data && !docs.isPlaceholderData)
      localStorage.setItem(STORAGE_KEYS.documentsCount, String(docs.data.length));
  }, [source.kind, docs.data, docs.isPlaceholderData]);

  const indexed = useMemo(() => indexRows(data ?? NO_ROWS), [data]);
  const filter = useMemo(
    () => documentFilter({ tab, search, documentTypes, serviceTypes, due }, review),
    [tab, search, documentTypes, serviceTypes, due, review],
  );
  const filtered = useMemo(() => filterRows(indexed, filter, documentsPipeline), [indexed, filter]);
  // Shown only with the due filter on: the tabs split the due documents by area, this counts them all.
  const dueCount = useMemo(
    () => (due && data ? countDueForReview(data, review.today, review.months) : null),
    [due, data, review],
  );
  const sorted = useMemo(() => sortRows(indexed, filtered, sort), [indexed, filtered, sort]);
  const total = sorted.length;
  const { rows: pageData, page: shownPage } = useMemo(() => pageRows(sorted, page, PER_PAGE), [sorted, page]);

  const [selectedIds, setSelectedIds] = useState<Id[]>([]);
  const onToggleItem = useCallback((id: Id) => setSelectedIds((s) => toggled(s, id)), []);
  const onUnselectItems = useCallback(() => setSelectedIds([]), []);
  // A new source is a new set of documents: what was selected may not be in it.
  const [selectionSource, setSelectionSource] = useState(source);
  if (selectionSource !== source) {
    setSelectionSource(source);
    setSelectedIds([]);
  }

  // An empty filter result is announced (§4, §8); the plain list just shows its empty message.
  useEffect(() => {
    if (
      source.kind !== 'all' &&
      docs.isSuccess &&
      !docs.isFetching &&
      !docs.isPlaceholderData &&
      docs.data.length === 0
    )
      notify('app.common.no_result_found', { type: 'info' });
  }, [source.kind, docs.isSuccess, docs.isFetching, docs.isPlaceholderData, docs.data, notify]);

  const setPage = useCallback((p: number) => update({ page: p }), [update]);
  const setSort = useCallback((s: SortPayload) => update({ sort: { field: s.field, order: s.order } }), [update]);
  const refetch = docs.refetch;
  const exportTitle = translate('app.documents.export_file');
  const listContext = useMemo((): ListControllerResult<DocumentRow> => {
    const base = {
      sort,
      setSort,
      page: shownPage,
      perPage: PER_PAGE,
      setPage,
      setPerPage: noop,
      filterValues: NO_FILTERS,
      displayedFilters: NO_FILTERS,
      setFilters: noop,
      showFilter: noop,
      hideFilter: noop,
      selectedIds,
      onSelect: setSelectedIds,
      onToggleItem,
      onUnselectItems,
      onSelectAll: () => setSelectedIds(sorted.map((d) => d.id)),
      resource: 'documents',
      refetch,
      isFetching: docs.isFetching,
      isLoading: false,
      hasPreviousPage: shownPage > 1,
      hasNextPage: shownPage * PER_PAGE < total,
    };
    return data === undefined
      ? { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true }
      : { ...base, data: pageData, total, error: null, isPending: false };
  }, [
    data,
    pageData,
    total,
    sorted,
    sort,
    setSort,
    shownPage,
    setPage,
    selectedIds,
    onToggleItem,
    onUnselectItems,
    refetch,
    docs.isFetching,
  ]);
  // The whole current view (tab, search, filters, sort; every page); the CSV code loads with the click.
  const exportView = useCallback(
    () =>
      import('./list/exportCsv.ts').then((m) =>
        m.exportDocuments(sorted, translate, exportTitle, config.reviewPeriodMonths),
      ),
    [sorted, translate, exportTitle],
  );

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
  const documentsChanged = useDocumentsChanged();
  const changed = () => {
    setSelectedIds([]);
    return documentsChanged();
  };
  const documentsRemoved = useDocumentsRemoved();
  const deleted = (ids: Id[]) => {
    setSelectedIds([]);
    return documentsRemoved(ids);
  };
  const changeTab = useCallback((next: number) => update({ tab: next }), [update]);
  const changeSource = useCallback((next: DocumentSource) => update({ source: next }), [update]);
  const changeDocumentTypes = useCallback((ids: number[]) => update({ documentTypes: ids }), [update]);
  const changeServiceTypes = useCallback((ids: number[]) => update({ serviceTypes: ids }), [update]);
  const changeDue = useCallback((next: boolean) => update({ due: next }), [update]);

  const onSearch = useCallback((text: string) => update({ search: text }, true), [update]);

  const title = translate(`app.documents.list_titles.${tab}`);
  const loadingCount = docs.isFetching ? (kept?.length ?? storedCount()) : null;
  const rowsMap = useMemo(() => new Map((data ?? []).map((d) => [d.id, d])), [data]);
  const selectedRows = useCallback(() => selectedIds.flatMap((id) => rowsMap.get(id) ?? []), [selectedIds, rowsMap]);

  // A stable element: the list re-renders for the address and the header, and the table then renders only when
  // the list context (rows, sort, selection) changes.
  const table = useMemo(
    () => (
      <DataTable resource="documents" rowClick={false} bulkActionButtons={false} empty={<NoDocuments />}>
        <DataTable.Col label={<SelectPageCell />} disableSort field={SelectCell} />
        <DataTable.Col source="filename" label="app.documents.col_file_name" field={FileNameCell} />
        <DataTable.Col
          source="document_type_id"
          label="app.documents.col_document_type"
          disableSort
          field={DocumentTypeCell}
        />
        <DataTable.Col source="upload_or_generate" label="app.documents.col_file_type" field={FileTypeCell} />
        <DataTable.Col source="categoryName" label="app.documents.col_categories" />
        <DataTable.Col source="servicesCount" label="app.documents.col_services" field={ServicesCell} />
        <DataTable.Col source="belongsIn" label="app.documents.col_belongs_in" />
        <DataTable.Col
          label={<BulkActionsMenu selected={selectedRows} />}
          disableSort
          align="right"
          field={RowActionsMenu}
        />
      </DataTable>
    ),
    [selectedRows],
  );

  return (
    <DocumentActionsContext.Provider value={actions}>
      <ScreenTitle title={title} />
      <Card sx={CARD_SX}>
        <Box sx={HEAD_SX}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <ListHeader
            search={search}
            onSearch={onSearch}
            source={source}
            onSource={changeSource}
            documentTypes={documentTypes}
            onDocumentTypes={changeDocumentTypes}
            serviceTypes={serviceTypes}
            onServiceTypes={changeServiceTypes}
            due={due}
            onDue={changeDue}
          />
          {dueCount !== null && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ pb: 1 }}>
              {translate('app.review.summary', { smart_count: dueCount, months: review.months })}
            </Typography>
          )}
        </Box>
        <NqaTabs value={tab} onChange={changeTab} />
        {docs.isFetching && (
          <Box sx={{ px: 2, pt: 1 }}>
            <LinearProgress aria-label={translate('app.common.loading')} />
            <Typography variant="caption" color="text.secondary" role="status">
              {loadingCount
                ? translate('app.documents.loading_n', { smart_count: loadingCount })
                : translate('app.common.loading')}
            </Typography>
          </Box>
        )}
        {docs.isError && (
          <Alert
            severity="error"
            sx={{ mx: 2, my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('app.documents.retry')}
              </Button>
            }
          >
            {translate('app.documents.load_failed', { reason: reasonOf(docs.error, translate) })}
            {data !== undefined && ` ${translate('app.documents.showing_kept')}`}
          </Alert>
        )}
        <ListContextProvider value={listContext}>
          {/* The selection bar sits in the flow under the tabs: it never covers them. */}
          {selectedIds.length > 0 && (
            <Box sx={BAR_SX} role="region" aria-label={translate('app.documents.bulk_actions')}>
              <Typography variant="body2">
                {translate('app.documents.selected_n', { smart_count: selectedIds.length })}
              </Typography>
              <Button size="small" onClick={onUnselectItems}>
                {translate('app.documents.clear_selection')}
              </Button>
            </Box>
          )}
          {data === undefined && docs.isError ? null : isPhone ? <PhoneList /> : table}
          <Box sx={FOOT_SX}>
            <ExportViewButton onExport={exportView} />
          </Box>
          <ListPagination />
        </ListContextProvider>
      </Card>
      {deleting && (
        <DeleteFlow
          ids={deleting.ids}
          everyone={deleting.everyone}
          onClose={() => setDeleting(null)}
          onDeleted={deleted}
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
      {seeAll && <DocumentServicesDialog doc={seeAll} onClose={() => setSeeAll(null)} />}
    </DocumentActionsContext.Provider>
  );
}

/**
 * Search and filters: memoised, so a tab (whose title changes above it), sort, page or selection change does not
 * render the filter controls again. The search box shows what was typed at once; the rows follow from the same state.
 */
const ListHeader = memo(function ListHeader({
  search,
  onSearch,
  source,
  onSource,
  documentTypes,
  onDocumentTypes,
  serviceTypes,
  onServiceTypes,
  due,
  onDue,
}: {
  search: string;
  onSearch: (text: string) => void;
  source: DocumentSource;
  onSource: (next: DocumentSource) => void;
  documentTypes: number[];
  onDocumentTypes: (ids: number[]) => void;
  serviceTypes: number[];
  onServiceTypes: (ids: number[]) => void;
  due: boolean;
  onDue: (due: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        type="search"
        size="small"
        fullWidth
        sx={SEARCH_SX}
        label={translate('app.documents.search')}
        value={search}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onSearch(e.target.value)}
        slotProps={SEARCH_SLOT_PROPS}
      />
      <DocumentFilters
        source={source}
        onChange={onSource}
        documentTypes={documentTypes}
        onDocumentTypes={onDocumentTypes}
        serviceTypes={serviceTypes}
        onServiceTypes={onServiceTypes}
        due={due}
        onDue={onDue}
      />
    </>
  );
});

const SEARCH_SLOT_PROPS = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};

/** On a phone: one card per document, its checkbox and its actions menu one tap away. */
function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<DocumentRow>
      resource="documents"
      rowClick={false}
      empty={<NoDocuments />}
      leftIcon={() => <SelectCell />}
      primaryText={(d) => (
        <>
          {d.filename}
          <ReviewMark doc={d} />
        </>
      )}
      secondaryText={(d) => {
        const size = sizeLabel(d.uploaded_file?.file_size, d.fileSize);
        const type = translate(`app.documentForms.document_types.${d.document_type_id}`, { _: '' });
        return [type, d.fileType, size && translate(size.key, { kb: size.kb })].filter(Boolean).join(' · ');
      }}
      tertiaryText={(d) => translate('app.documents.services_count', { smart_count: d.servicesCount })}
      rightIcon={() => <RowActionsMenu />}
    />
  );
}
