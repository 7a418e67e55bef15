import { useMemo, useState } from 'react';
import { FileTypeSelect } from '../../components/FileTypeSelect.tsx';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataTable,
  RecordContextProvider,
  useDataProvider,
  useEvent,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { ServiceDocument } from '../../dataProvider/services.ts';
import { SERVICE_DOCUMENTS_RESOURCE, type ServiceDocumentListRow } from '../../dataProvider/serviceDocuments.ts';
import type { Id, Service } from '../../types.ts';
import { NQA_AREAS, PAGE_SIZE, REPORTS_TAB } from '../../shared/constants.ts';
import { documentFields, type DocumentRow } from '../../dataProvider/documentFields.ts';
import { formatDate } from '../../shared/dates.ts';
import { TabStrip } from '../../components/TabStrip.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { SimpleList } from '../../components/PhoneList.tsx';
import { PortalListBase } from '../../components/PortalListBase.tsx';
import { serviceDocumentsKey } from '../../dataProvider/serviceDocuments.ts';
import {
  SERVICE_DOCUMENT_COUNTS_KEY,
  useDocumentsChanged,
  useDocumentsRemoved,
} from '../documents/list/documentsQuery.ts';
import { MarkReviewedDialog } from '../documents/review/lazy.ts';
import { DocumentActionsContext, type DocumentActions } from '../documents/list/DocumentActionsContext.tsx';
import { RowActionsMenu } from '../documents/list/RowActionsMenu.tsx';
import { DeleteFlow } from '../documents/list/DeleteFlow.tsx';
import { WRAP_ANYWHERE } from '../../components/wrapText.ts';

type Row = ServiceDocumentListRow;

/** The row menu reads the documents list's rows, with their worded fields: worded for the rows shown only. */
function DocumentRowMenu() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const row = useMemo<DocumentRow | undefined>(
    () => record && { ...record, ...documentFields(record, translate) },
    [record, translate],
  );
  return (
    <RecordContextProvider value={row}>
      <RowActionsMenu />
    </RecordContextProvider>
  );
}

const renderRowMenu = () => <DocumentRowMenu />;

function AvailabilityToggle({ serviceId }: { serviceId: Service['id'] }) {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toggle = useMutation({
    mutationKey: ['services', 'documentAvailability', serviceId],
    mutationFn: (next: 'ENABLE' | 'DISABLE') => dataProvider.setDocumentAvailability(serviceId, record!.id, next),
    onSuccess: (_d, next) => {
      notify(next === 'ENABLE' ? 'app.services.doc_enabled' : 'app.services.doc_disabled', { type: 'success' });
      // exactly what changed: this document's availability in the kept list, nothing read again (the service's whole list would be)
      queryClient.setQueryData<ServiceDocument[]>(serviceDocumentsKey(serviceId), (rows) =>
        rows?.map((r) => (r.id === record!.id ? { ...r, availability: next } : r)),
      );
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  if (!record) return null;
  const enabled = record.availability === 'ENABLE';
  return (
    <FormControlLabel
      control={
        <Switch
          checked={enabled}
          disabled={toggle.isPending}
          onChange={() => toggle.mutate(enabled ? 'DISABLE' : 'ENABLE')}
          slotProps={{
            input: { 'aria-label': translate('app.services.availability_of', { name: record.display_name }) },
          }}
        />
      }
      label={translate(enabled ? 'app.services.enable' : 'app.services.disable')}
    />
  );
}

const SERVICE_DOCUMENTS_SORT = { field: 'date', order: 'DESC' } as const;

/**
 * The service's documents on /update-service (document-management §2, §4, §9): the count line, tabs NQA1-NQA7 and
 * Reports, the 'Choose file type' filter, newest first, with each document's ENABLE/DISABLE availability for this
 * service, on react-admin's list controller over the whole answer (src/dataProvider/serviceDocuments.ts).
 */
export function ServiceDocumentList() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const id = record?.id;
  // The documents list's row actions (edit, preview, download, delete with OK/UNDO, mark as reviewed): a report is on no NQA tab, so
  // this page is the only list that shows it (document-management §2).
  const [deleting, setDeleting] = useState<{ ids: Id[]; everyone: boolean } | null>(null);
  const [reviewing, setReviewing] = useState<DocumentRow[] | null>(null);
  const actions = useMemo<DocumentActions>(
    () => ({
      startDelete: (ids, everyone = false) => setDeleting({ ids, everyone }),
      startMarkReviewed: (docs) => setReviewing(docs),
    }),
    [],
  );
  const documentsChanged = useDocumentsChanged();
  const documentsRemoved = useDocumentsRemoved();
  // The answer the list pages (serviceDocuments.ts): read here too, so it is asked again on each visit and after
  // each change to documents, and counted below.
  const docs = useQuery({
    queryKey: serviceDocumentsKey(id!),
    queryFn: () => dataProvider.documentsByService(id!),
    enabled: !!id,
  });
  // The count line reads the back end's own count (services-with-document-count, portal-core §7); until it
  // answers, or when it does not list this service, the loaded list is counted. Neither here yet: no count (a
  // '0 files' then read as a service without documents).
  const counts = useQuery({
    queryKey: SERVICE_DOCUMENT_COUNTS_KEY,
    queryFn: () => dataProvider.servicesWithDocumentCount(),
    enabled: !!id,
  });
  const filter = useMemo(() => ({ service_id: id }), [id]);
  if (!record) return null;
  const count = counts.data?.find((c) => String(c.id) === String(record.id))?.document_count ?? docs.data?.length;
  // a failed read is said so (ListBody: the reason and a retry), never as a service without documents
  const failed = docs.error && !docs.data;

  return (
    <DocumentActionsContext.Provider value={actions}>
      <Box>
        <Typography variant="h6" component="p" sx={WRAP_ANYWHERE}>
          {count === undefined
            ? !failed && translate('app.common.loading')
            : translate('app.services.files_in', { smart_count: count, service: record.name })}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('app.services.viewing_all')}
        </Typography>
        {/* Inside an edit screen the address is the service's: tab, file types and page are kept in react-admin's
            store, per service, so coming back from a document's edit screen finds them as left. */}
        <PortalListBase<ServiceDocumentListRow>
          resource={SERVICE_DOCUMENTS_RESOURCE}
          filter={filter}
          sort={SERVICE_DOCUMENTS_SORT}
          perPage={PAGE_SIZE.documents}
          storeKey={`serviceDocuments.${String(record.id)}`}
          disableSyncWithLocation
        >
          <ServiceDocumentRows serviceId={record.id} />
        </PortalListBase>
      </Box>
      {deleting && (
        <DeleteFlow
          ids={deleting.ids}
          everyone={deleting.everyone}
          onClose={() => setDeleting(null)}
          onDeleted={documentsRemoved}
        />
      )}
      {reviewing && (
        <MarkReviewedDialog
          docs={reviewing.map((d) => ({ id: d.id, name: d.filename }))}
          onClose={() => setReviewing(null)}
          onChanged={() => void documentsChanged()}
        />
      )}
    </DocumentActionsContext.Provider>
  );
}

function ServiceDocumentRows({ serviceId }: { serviceId: Service['id'] }) {
  const translate = useTranslate();
  const list = useListContext<Row>();
  const tab = Number(list.filterValues.tab ?? NQA_AREAS[0]);
  const fileTypes = (list.filterValues.file_types as number[] | undefined) ?? [];
  const tabs = useMemo(
    () => [
      ...NQA_AREAS.map((n) => ({ value: n, label: translate('app.services.nqa_tab', { n }) })),
      { value: REPORTS_TAB, label: translate('app.services.reports_tab') },
    ],
    [translate],
  );
  // stable, as TabStrip's memoised tabs expect; react-admin goes back to page 1 on a new tab or file type
  const setFilter = useEvent((name: 'tab' | 'file_types', value: unknown) =>
    list.setFilters({ ...list.filterValues, [name]: value }, list.displayedFilters),
  );
  const changeTab = useEvent((next: number) => setFilter('tab', next));
  const availability = () => <AvailabilityToggle serviceId={serviceId} />;
  const availabilityAndMenu = () => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <AvailabilityToggle serviceId={serviceId} />
      <DocumentRowMenu />
    </Box>
  );
  const fileTypeOf = (r: Row) => (r.file_type_id ? translate(`app.services.file_types.${r.file_type_id}`) : '');
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.services.no_documents')}
    </Typography>
  );

  return (
    <>
      <ListBody
        toolbar={
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <TabStrip
              tabs={tabs}
              value={tab}
              onChange={changeTab}
              label={translate('app.services.document_tabs')}
              sx={{ flex: '1 1 420px', minWidth: 0, px: 0, borderBottom: 0 }}
            />
            <FileTypeSelect
              label="app.services.choose_file_type"
              value={fileTypes}
              onChange={(ids) => setFilter('file_types', ids)}
              sx={{ minWidth: 220, my: 1 }}
            />
          </Box>
        }
        table={
          <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
            <DataTable.Col source="display_name" label="app.services.col_file_name" />
            <DataTable.Col source="file_type_id" label="app.services.col_file_type" render={fileTypeOf} />
            <DataTable.Col source="date" label="app.services.col_date" render={(r: Row) => formatDate(r.date)} />
            <DataTable.Col source="availability" label="app.services.col_availability" render={availability} />
            <DataTable.Col label="app.services.col_actions" disableSort align="right" render={renderRowMenu} />
          </DataTable>
        }
        phone={
          <SimpleList<Row>
            rowClick={false}
            primaryText={(r) => r.display_name}
            secondaryText={(r) => [fileTypeOf(r), formatDate(r.date)].filter(Boolean).join(' · ')}
            rightIcon={availabilityAndMenu}
            empty={empty}
          />
        }
      />
    </>
  );
}
