import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ExportButton,
  ListContextProvider,
  downloadCSV,
  useDataProvider,
  useEvent,
  useListContext,
  useNotify,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { ListPagination } from '../../components/ListPagination.tsx';
import { usePhoneLayout } from '../../components/ListBody.tsx';
import { NqaTabs } from '../../components/NqaTabs.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { ListLoadError } from '../../components/ListLoadError.tsx';
import { SavedViews } from '../../components/SavedViews.tsx';
import { PortalListBase } from '../../components/PortalListBase.tsx';
import { useSearchFilter } from '../../components/useSearchFilter.ts';
import { useReviewClock } from '../../components/useReviewClock.ts';
import { config } from '../../config.ts';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { DocumentRow } from '../../dataProvider/documents.ts';
import { documentSourceOf, dueOf, sourceKey, tabOf, type DocumentsFilter } from '../../dataProvider/documentsList.ts';
import { PAGE_SIZE, STORAGE_KEYS } from '../../shared/constants.ts';
import { countInReviewWindow } from '../../shared/review.ts';
import { ListRouter } from '../../components/ListRouter.tsx';
import { DOCUMENTS_ADDRESS } from './list/listAddress.ts';
import { documentsListQuery } from './list/documentsQuery.ts';
import { DocumentFilters } from './list/DocumentFilters.tsx';
import { DocumentCards, DocumentTable } from './list/DocumentTable.tsx';
import { DocumentDialogs } from './list/DocumentDialogs.tsx';
import { LoadingStatus } from './list/ListStatus.tsx';

const PER_PAGE = PAGE_SIZE.documents;
const ANSWER_ORDER = { field: '', order: 'ASC' } as const;
// constant styles: a new sx object per render makes emotion serialise it again
const CARD_SX = { mt: 2 } as const;
const HEAD_SX = { px: 2, pt: 2 } as const;
const BAR_SX = { display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: 'action.selected' } as const;
const FOOT_SX = { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2 } as const;

/** The count the last full load answered, for the next visit's 'Loading {n} documents' (§2 Dialogs). */
function storedCount(): number | null {
  const n = Number(localStorage.getItem(STORAGE_KEYS.documentsCount));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** document-management §2, §4; the router spells the address as the spec's links do (list/listAddress.ts). */
export default function DocumentList() {
  const translate = useTranslate();
  const review = useReviewClock();
  // the day `due` is measured against: the list's permanent filter, never in the address
  const filter = useMemo(() => ({ review }), [review]);
  const exporter = useMemo<Exporter<DocumentRow>>(
    () => (records) =>
      import('./list/exportCsv.ts').then((m) =>
        downloadCSV(
          m.documentsCsv(records, translate, config.reviewPeriodMonths),
          translate('app.documents.export_file'),
        ),
      ),
    [translate],
  );
  return (
    <ListRouter spelling={DOCUMENTS_ADDRESS}>
      <PortalListBase<DocumentRow>
        resource="documents"
        disableSyncWithLocation={false}
        // the view lives in the address only, and the selection is this visit's
        storeKey={false}
        perPage={PER_PAGE}
        sort={ANSWER_ORDER}
        filter={filter}
        exporter={exporter}
      >
        <DocumentsView />
      </PortalListBase>
    </ListRouter>
  );
}

/** The same object while the values are the same: the memoised filters render again only for a new filter. */
function useSameValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}

function DocumentsView() {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = usePhoneLayout();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const review = useReviewClock();
  const list = useListContext<DocumentRow>();
  const { filterValues, setFilters, selectedIds, onUnselectItems, data, total, error, isPending, refetch } = list;
  const filter = useSameValue(filterValues as DocumentsFilter);
  const tab = tabOf(filter.tab);
  // the filter bar shows no tab: a tab switch leaves it as it is
  const { tab: _tab, ...barValues } = filter;
  const barFilter = useSameValue(barValues);
  const due = dueOf(filter.due);
  const source = useMemo(() => documentSourceOf(filter), [filter]);
  const key = sourceKey(source);

  const kept = useQuery({
    ...documentsListQuery(dataProvider, source),
    enabled: false,
    placeholderData: keepPreviousData,
  });
  const all = kept.data?.data;
  const loaded = kept.isSuccess && !kept.isPlaceholderData && !kept.isFetching;
  useEffect(() => {
    if (!loaded) return;
    if (key === 'all') localStorage.setItem(STORAGE_KEYS.documentsCount, String(all?.length ?? 0));
    // an empty filter result is announced (§4, §8); the plain list just shows its empty message
    else if (all?.length === 0) notify('app.common.no_result_found', { type: 'info' });
  }, [loaded, key, all, notify]);
  // what was selected may not be in another source's answer
  const selectionSource = useRef(key);
  useEffect(() => {
    if (selectionSource.current === key) return;
    selectionSource.current = key;
    onUnselectItems();
  }, [key, onUnselectItems]);
  // read when a bulk action runs, and stable: the table (its columns, so every row) does not render again with it
  const selectedRows = useEvent(() => {
    const ids = new Set(selectedIds.map(String));
    return (all ?? []).filter((d) => ids.has(String(d.id)));
  });

  const update = useEvent((patch: Partial<Record<keyof DocumentsFilter, unknown>>) => {
    const next: Record<string, unknown> = { ...filterValues, ...patch };
    for (const [k, v] of Object.entries(next))
      if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete next[k];
    setFilters(next, {});
  });
  const onSearch = useSearchFilter();
  const onTab = useEvent((next: number) => update({ tab: next }));
  const dueCount = useMemo(() => (due && all ? countInReviewWindow(all, due, review) : null), [due, all, review]);
  const title = translate(`app.documents.list_titles.${tab}`);
  const failed = error instanceof Error ? error : null;
  const loading = kept.isFetching || (isPending && !failed);
  // a failed read keeps the rows shown before it: react-query drops a page's placeholder once its read fails
  const [shown, setShown] = useState({ data, total });
  if (data !== undefined && (data !== shown.data || total !== shown.total)) setShown({ data, total });
  const keptView =
    failed && data === undefined && shown.data
      ? {
          ...list,
          data: shown.data,
          total: shown.total ?? shown.data.length,
          meta: undefined,
          error: null,
          isPending: false as const,
        }
      : null;
  const rows = isPhone ? <DocumentCards selectedRows={selectedRows} /> : <DocumentTable selectedRows={selectedRows} />;

  return (
    <DocumentDialogs onChanged={onUnselectItems}>
      <ScreenTitle title={title} />
      <Card sx={CARD_SX}>
        <Box sx={HEAD_SX}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <DocumentFilters filter={barFilter} update={update} onSearch={onSearch} />
          {dueCount !== null && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ pb: 1 }}>
              {due === 'overdue'
                ? translate('app.review.summary', { smart_count: dueCount, months: review.months })
                : translate('app.review.summary_within', { smart_count: dueCount, days: due })}
            </Typography>
          )}
        </Box>
        <NqaTabs value={tab} onChange={onTab} />
        {loading && <LoadingStatus count={all?.length ?? storedCount()} />}
        {failed && (
          <ListLoadError
            error={failed}
            hasRows={shown.data !== undefined}
            onRetry={() => void refetch()}
            retrying={kept.isFetching}
            message="app.documents.load_failed"
            refreshMessage="app.documents.refresh_failed"
          />
        )}
        {selectedIds.length > 0 && (
          <Box sx={BAR_SX} role="region" aria-label={translate('app.documents.bulk_actions')}>
            <Typography variant="body2">
              {translate('app.documents.selected_n', { smart_count: selectedIds.length })}
            </Typography>
            <Button size="small" onClick={() => onUnselectItems()}>
              {translate('app.documents.clear_selection')}
            </Button>
          </Box>
        )}
        {keptView ? <ListContextProvider value={keptView}>{rows}</ListContextProvider> : !failed || data ? rows : null}
        <Box sx={FOOT_SX}>
          {/* every document of the view, past react-admin's default cap */}
          <ExportButton maxResults={Number.MAX_SAFE_INTEGER} />
          <SavedViews list="documents" />
        </Box>
        <ListPagination />
      </Card>
    </DocumentDialogs>
  );
}
