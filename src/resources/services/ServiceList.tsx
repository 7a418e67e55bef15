import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  DataTable,
  List,
  SearchInput,
  TextField,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { ListPagination } from '../../components/ListPagination.tsx';
import { OkUndoDialog } from '../../components/OkUndoDialog.tsx';
import { ServiceTypeField } from './ServiceTypeField.tsx';
import { AccountOwnerField } from './AccountOwnerField.tsx';
import { ServiceActionsMenu } from './ServiceActionsMenu.tsx';
import { BulkSoftDeleteButton } from './BulkSoftDeleteButton.tsx';
import type { PendingDeleteState } from './index.ts';

function NoServices() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.services.empty')}
    </Typography>
  );
}

/**
 * All services (/services): only has_portal = 1, search by name (case-insensitive substring; a new search goes
 * back to page 1, an empty one restores the list), sort by name, 8 rows a page with the spec's page window,
 * row checkboxes with the bulk permanent deletion, and the per-row actions menu.
 */
export default function ServiceList() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const pending = (location.state as PendingDeleteState | null)?.pendingDelete;
  const clearPending = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  const remove = useMutation({
    mutationKey: ['services', 'delete'],
    mutationFn: (id: Service['id']) => dataProvider.delete('services', { id }),
    onSuccess: () => {
      clearPending();
      refresh();
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });

  return (
    <>
      <List
        resource="services"
        title="app.services.header"
        filter={{ has_portal: 1, ...(pending ? { exclude_id: pending.id } : {}) }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.services.search_placeholder')} />,
        ]}
        perPage={PAGE_SIZE.services}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<ListPagination />}
        empty={<NoServices />}
        actions={false}
        storeKey={false}
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          {translate('app.services.header')}
        </Typography>
        <DataTable
          rowClick={false}
          bulkActionButtons={<BulkSoftDeleteButton />}
          empty={<NoServices />}
          // on desktops long e-mail addresses wrap so the actions column stays in view; phones scroll the table
          sx={{ '& .MuiTableCell-body': { overflowWrap: { md: 'anywhere' } } }}
        >
          <DataTable.Col
            source="service_type_id"
            label="app.services.col_type"
            disableSort
            field={ServiceTypeField}
            cellSx={() => ({ whiteSpace: 'nowrap' })}
          />
          <DataTable.Col
            source="name"
            label="app.services.col_name"
            field={TextField}
            cellSx={() => ({ minWidth: 220, fontWeight: 500 })}
          />
          <DataTable.Col source="admin_name" label="app.services.col_owner" disableSort field={AccountOwnerField} />
          <DataTable.Col source="primary_email" label="app.services.col_admin_email" disableSort />
          <DataTable.Col label="app.services.col_actions" disableSort align="right" field={ServiceActionsMenu} />
        </DataTable>
      </List>
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
