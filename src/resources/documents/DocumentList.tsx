import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ListContextProvider, useTranslate } from 'react-admin';
import { ListPagination } from '../../components/ListPagination.tsx';
import { NqaTabs } from '../../components/NqaTabs.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { config } from '../../config.ts';
import { useListAddress } from './list/useListAddress.ts';
import { useDocumentRows } from './list/useDocumentRows.ts';
import { useDocumentsListContext } from './list/useDocumentsListContext.ts';
import { DocumentFilters } from './list/DocumentFilters.tsx';
import { DocumentCards, DocumentTable } from './list/DocumentTable.tsx';
import { DocumentDialogs } from './list/DocumentDialogs.tsx';
import { LoadingStatus } from './list/ListStatus.tsx';
import { ExportViewButton } from '../../components/ExportViewButton.tsx';
import { ListLoadError } from '../../components/ListLoadError.tsx';
import { SavedViews } from '../../components/SavedViews.tsx';

// Constant styles: a new sx object per render makes emotion serialise it again.
const CARD_SX = { mt: 2 } as const;
const HEAD_SX = { px: 2, pt: 2 } as const;
const BAR_SX = { display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: 'action.selected' } as const;
const FOOT_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  px: 2,
} as const;
const VIEW_ACTIONS_SX = { display: 'flex', alignItems: 'center', gap: 1 } as const;
const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The NQA documents list (/nqa-documents, document-management §2, §4): tabs NQA1-NQA7, 10 rows a page, sortable
 * columns, row and header menus, the spec's filters by services, file type or collection, and a search, document
 * type and service type filters, the state in the address and a CSV export of the view.
 *
 * Every list endpoint answers the whole collection, so the rows go through the one in-memory list pipeline
 * (useDocumentRows) into react-admin's ListContextProvider. react-admin's useList is not used: it keys an effect on
 * JSON.stringify(data) on every render and renders the whole list a second time.
 */
export default function DocumentList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery(isPhoneQuery);
  const [state, update] = useListAddress();
  const { tab, search, sort, source, documentTypes, serviceTypes, due } = state;
  const { docs, data, view, pageData, shownPage, dueCount, reviewMonths, loadingCount } = useDocumentRows(state);
  const refetch = docs.refetch;
  const { listContext, selectedIds, selectedRows, onUnselectItems } = useDocumentsListContext({
    data,
    view,
    pageData,
    shownPage,
    sort,
    source,
    state,
    update,
    refetch,
    isFetching: docs.isFetching,
  });

  const onTab = useCallback((next: number) => update({ tab: next }), [update]);

  // The whole current view (tab, search, filters, sort; every page); the CSV code loads with the click.
  const exportTitle = translate('app.documents.export_file');
  const exportView = useCallback(
    () =>
      import('./list/exportCsv.ts').then((m) =>
        m.exportDocuments(view, translate, exportTitle, config.reviewPeriodMonths),
      ),
    [view, translate, exportTitle],
  );
  const title = translate(`app.documents.list_titles.${tab}`);

  return (
    <DocumentDialogs onChanged={onUnselectItems}>
      <ScreenTitle title={title} />
      <Card sx={CARD_SX}>
        <Box sx={HEAD_SX}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <DocumentFilters
            search={search}
            source={source}
            documentTypes={documentTypes}
            serviceTypes={serviceTypes}
            due={due}
            update={update}
          />
          {dueCount !== null && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ pb: 1 }}>
              {due === 'overdue'
                ? translate('app.review.summary', { smart_count: dueCount, months: reviewMonths })
                : translate('app.review.summary_within', { smart_count: dueCount, days: due })}
            </Typography>
          )}
        </Box>
        <NqaTabs value={tab} onChange={onTab} />
        {docs.isFetching && <LoadingStatus count={loadingCount} />}
        {docs.isError && (
          <ListLoadError
            error={docs.error}
            hasRows={data !== undefined}
            onRetry={() => void refetch()}
            retrying={docs.isFetching}
            message="app.documents.load_failed"
            refreshMessage="app.documents.refresh_failed"
          />
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
          {data === undefined && docs.isError ? null : isPhone ? (
            <DocumentCards selectedRows={selectedRows} />
          ) : (
            <DocumentTable selectedRows={selectedRows} />
          )}
          <Box sx={FOOT_SX}>
            <Box sx={VIEW_ACTIONS_SX}>
              <ExportViewButton onExport={exportView} disabled={view.length === 0} />
              <SavedViews list="documents" />
            </Box>
          </Box>
          <ListPagination />
        </ListContextProvider>
      </Card>
    </DocumentDialogs>
  );
}
