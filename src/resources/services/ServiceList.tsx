import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkActionsToolbar, DataTable, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { OkUndoDialog } from '../../components/OkUndoDialog.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PortalListBase } from '../../components/PortalListBase.tsx';
import { useSearchFilter } from '../../components/useSearchFilter.ts';
import { selectRowColumn } from '../../components/SelectRowColumn.tsx';
import { updateKeptCollection } from '../../dataProvider/keptCollection.ts';
import { ServiceActionsMenu, ServiceRowActionsProvider } from './ServiceActionsMenu.tsx';
import { BulkSoftDeleteButton } from './BulkSoftDeleteButton.tsx';
import {
  SERVICES_SORT,
  ServiceCards,
  serviceNameColumn,
  serviceOwnerColumns,
  serviceTypeColumn,
  PORTAL_SERVICES,
} from './serviceColumns.tsx';
import { servicePaths, type PendingDeleteState } from './paths.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

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

// no debounce: the rows are already loaded, so every key filters at once
function ServiceSearch() {
  const { filterValues } = useListContext<Service>();
  const search = useSearchFilter();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  return (
    <ListSearchBox label="app.services.search_placeholder" placeholder value={q} onChange={search} sx={SEARCH_SX} />
  );
}

const renderActions = () => <ServiceActionsMenu />;
const serviceName = (s: Service) => s.name;

// one element for the module, so a page, sort or search renders only the cells whose record changed
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

export default function ServiceList() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const pending = (location.state as PendingDeleteState | null)?.pendingDelete;
  // portal-core §4: the service waiting for OK after DELETE FOREVER is hidden
  const pendingId = pending?.id;
  const filter = useMemo(
    () => (pendingId === undefined ? PORTAL_SERVICES : { ...PORTAL_SERVICES, exclude_id: pendingId }),
    [pendingId],
  );

  const clearPending = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  const remove = useMutation({
    mutationKey: ['services', 'delete'],
    mutationFn: (id: Service['id']) => dataProvider.delete('services', { id }),
    onSuccess: (_d, id) => {
      clearPending();
      updateKeptCollection<Service>(queryClient, 'services', (all) => all.filter((s) => String(s.id) !== String(id)));
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
          <PortalListBase<Service>
            resource="services"
            disableSyncWithLocation={false}
            storeKey={SERVICES_STORE_KEY}
            perPage={PAGE_SIZE.services}
            sort={SERVICES_SORT}
            filter={filter}
            exporter={false}
          >
            <ListBody
              toolbar={
                <Box sx={{ p: 2 }}>
                  <ServiceSearch />
                </Box>
              }
              table={SERVICES_TABLE}
              phone={<ServiceCards actions={renderActions} empty={<NoServices />} />}
            />
          </PortalListBase>
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
