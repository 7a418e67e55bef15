import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkActionsToolbar, DataTable, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { OkUndoDialog } from '../../components/OkUndoDialog.tsx';
import { CollectionListView } from '../../components/CollectionListView.tsx';
import { selectRowColumn } from '../../components/SelectRowColumn.tsx';
import { useCollectionList, type CollectionListResult } from '../../components/useCollectionList.ts';
import { collectionQueryKey } from '../../components/collectionQuery.ts';
import { ServiceActionsMenu, ServiceRowActionsProvider } from './ServiceActionsMenu.tsx';
import { BulkSoftDeleteButton } from './BulkSoftDeleteButton.tsx';
import {
  SERVICES_SORT,
  ServiceCards,
  serviceNameColumn,
  serviceOwnerColumns,
  serviceTypeColumn,
  servicesPipeline,
} from './serviceColumns.tsx';
import { servicePaths, type PendingDeleteState } from './paths.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

/** Where the list's search, sort, page and selection are kept between visits. */
export const SERVICES_STORE_KEY = 'services.all';

function NoServices() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.services.empty')}
    </Typography>
  );
}

const SEARCH_SX = { minWidth: { xs: '100%', sm: 280 } } as const;

/**
 * Search by name as you type: the rows are already loaded, so every key filters at once (no debounce, nothing
 * sent, nothing written to the address: a late debounced write is what sent an administrator who had just
 * opened a service back to the list).
 */
function ServiceSearch({ list }: { list: CollectionListResult<Service> }) {
  const q = typeof list.filterValues.q === 'string' ? list.filterValues.q : '';
  return (
    <ListSearchBox
      label="app.services.search_placeholder"
      placeholder
      value={q}
      onChange={(text) => list.setFilters({ ...list.filterValues, q: text })}
      sx={SEARCH_SX}
    />
  );
}

const renderActions = () => <ServiceActionsMenu />;
const serviceName = (s: Service) => s.name;

/**
 * The table, one element for the module: it depends on nothing the list renders, so a page, sort or search change
 * leaves the column elements as they are and only cells whose record changed (and the header on a sort) render.
 */
const SERVICES_TABLE = (
  <DataTable
    rowClick={false}
    bulkActionButtons={false}
    bulkActionsToolbar={
      <BulkActionsToolbar>
        <BulkSoftDeleteButton />
      </BulkActionsToolbar>
    }
    empty={<NoServices />}
    // on desktops long e-mail addresses wrap so the actions column stays in view; phones scroll the table
    sx={{ '& .MuiTableCell-body': { overflowWrap: { md: 'anywhere' } } }}
  >
    {selectRowColumn<Service>(serviceName)}
    {serviceTypeColumn()}
    {serviceNameColumn()}
    {serviceOwnerColumns()}
    <DataTable.Col label="app.services.col_actions" disableSort align="right" field={ServiceActionsMenu} />
  </DataTable>
);

/**
 * All services (/services): only has_portal = 1, search by name (case-insensitive substring; a new search goes
 * back to page 1, an empty one restores the list), sort by name, 8 rows a page with the spec's page window,
 * row checkboxes with the bulk permanent deletion, and the per-row actions menu. The whole collection is fetched
 * once (GET /api/services-get-all answers every service) and searched, sorted and paged where it is kept.
 */
export default function ServiceList() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const pending = (location.state as PendingDeleteState | null)?.pendingDelete;
  const list = useCollectionList<Service>({
    resource: 'services',
    spec: servicesPipeline,
    perPage: PAGE_SIZE.services,
    sort: SERVICES_SORT,
    storeKey: SERVICES_STORE_KEY,
  });
  const { setParams } = list;

  // The top-bar search opens /services?filter={"q":...}: its term becomes the search, then leaves the address.
  const urlFilter = new URLSearchParams(location.search).get('filter');
  useEffect(() => {
    if (urlFilter === null) return;
    let q = '';
    try {
      const parsed: unknown = JSON.parse(urlFilter);
      if (parsed && typeof parsed === 'object' && 'q' in parsed) q = String(parsed.q ?? '');
    } catch {
      // a hand-typed address that is not JSON: no search
    }
    setParams((p) => ({ ...p, filter: q ? { q } : {}, page: 1 }));
    navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [urlFilter, setParams, navigate, location.pathname, location.state]);

  // The service waiting for OK after DELETE FOREVER is hidden from the rows (portal-core §4).
  const pendingId = pending?.id;
  useEffect(() => {
    setParams((p) => {
      const { exclude_id: _, ...rest } = p.filter;
      return { ...p, filter: pendingId === undefined ? rest : { ...rest, exclude_id: pendingId } };
    });
  }, [pendingId, setParams]);

  const clearPending = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  const remove = useMutation({
    mutationKey: ['services', 'delete'],
    mutationFn: (id: Service['id']) => dataProvider.delete('services', { id }),
    onSuccess: (_d, id) => {
      clearPending();
      // exactly what changed: the deleted service leaves the kept collection
      queryClient.setQueryData<{ data: Service[]; total?: number }>(collectionQueryKey('services'), (old) =>
        old ? { data: old.data.filter((s) => String(s.id) !== String(id)), total: (old.total ?? 1) - 1 } : old,
      );
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });

  const createButton = (
    <Button component={Link} to={servicePaths.create()} variant="contained" startIcon={<AddIcon />}>
      {translate('app.services.create_new')}
    </Button>
  );

  return (
    <>
      <ScreenTitle title="app.services.header" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.services.header')}
        </Typography>
        <Box sx={{ ml: 'auto' }}>{createButton}</Box>
      </Box>
      <Card sx={{ overflow: 'visible' }}>
        <ServiceRowActionsProvider>
          <CollectionListView
            list={list}
            toolbar={
              <Box sx={{ p: 2 }}>
                <ServiceSearch list={list} />
              </Box>
            }
            table={SERVICES_TABLE}
            phone={<ServiceCards actions={renderActions} empty={<NoServices />} />}
          />
        </ServiceRowActionsProvider>
      </Card>
      <OkUndoDialog
        open={!!pending}
        message={translate('app.services.deleted_forever')}
        busy={remove.isPending}
        onOk={() => pending && remove.mutate(pending.id)}
        onUndo={clearPending}
      />
    </>
  );
}
