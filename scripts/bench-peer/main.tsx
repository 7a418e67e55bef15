/**
 * The bench's peer for the list rows (scripts/bench, documents and users groups): react-admin's own <List> and
 * <DataTable> over ra-data-fakerest holding the whole collection, with the portal's columns, wording and page size,
 * its NQA tabs a filter (as react-admin's demo does tabs). Built and served by the bench, never by the portal's build.
 */
import { createRoot } from 'react-dom/client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Admin, DataTable, List, Pagination, Resource, useListContext, useTranslate } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { NQA_AREAS } from '../../src/shared/constants.ts';
import { peerDataProvider, type PeerResource } from './dataProvider.ts';

const pagination = <Pagination rowsPerPageOptions={[10]} />;

function NqaTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  return (
    <Tabs
      value={filterValues.nqa_area_id?.[0] ?? NQA_AREAS[0]}
      onChange={(_, n: number) => setFilters({ ...filterValues, nqa_area_id: [n] }, displayedFilters)}
      aria-label={translate('app.documents.nqa_tabs')}
    >
      {NQA_AREAS.map((n) => (
        <Tab key={n} value={n} label={translate('app.documents.nqa_tab', { n })} />
      ))}
    </Tabs>
  );
}

function DocumentList() {
  const translate = useTranslate();
  return (
    <List perPage={10} pagination={pagination} filterDefaultValues={{ nqa_area_id: [NQA_AREAS[0]] }}>
      <NqaTabs />
      <DataTable rowClick={false}>
        <DataTable.Col source="filename" label="app.documents.col_file_name" />
        <DataTable.Col
          source="document_type_id"
          label="app.documents.col_document_type"
          disableSort
          render={(d) => translate(`app.documentForms.document_types.${d.document_type_id}`, { _: '' })}
        />
        <DataTable.Col source="fileType" label="app.documents.col_file_type" />
        <DataTable.Col source="categoryName" label="app.documents.col_categories" />
        <DataTable.Col source="servicesCount" label="app.documents.col_services" />
        <DataTable.Col source="belongsIn" label="app.documents.col_belongs_in" />
      </DataTable>
    </List>
  );
}

function UserList() {
  const translate = useTranslate();
  return (
    <List perPage={10} pagination={pagination} sort={{ field: 'last_name', order: 'ASC' }}>
      <DataTable rowClick={false}>
        <DataTable.Col source="last_name" label="app.users.col_name" render={(u) => `${u.first_name} ${u.last_name}`} />
        <DataTable.Col source="email" label="app.users.col_email" />
        <DataTable.Col
          source="user_type"
          label="app.users.col_role"
          render={(u) => translate(`app.users.role_${u.user_type}`)}
        />
        <DataTable.Col
          source="access_approved"
          label="app.users.col_access"
          render={(u) => translate(u.access_approved ? 'app.users.access_approved' : 'app.users.access_revoked')}
        />
        <DataTable.Col
          source="notify_email"
          label="app.users.col_notify"
          render={(u) => translate(u.notify_email ? 'app.users.notify_on' : 'app.users.notify_off')}
        />
      </DataTable>
    </List>
  );
}

// only the list the address opens is fetched on page load (#/documents or #/users)
const resource: PeerResource = location.hash.startsWith('#/users') ? 'users' : 'documents';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={peerDataProvider(resource)} i18nProvider={i18nProvider}>
    <Resource name="documents" list={DocumentList} />
    <Resource name="users" list={UserList} />
  </Admin>,
);
