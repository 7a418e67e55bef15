import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import Select from '@mui/material/Select';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Service } from '../types.ts';
import { PAGE_SIZE } from '../shared/constants.ts';
import { ListPagination } from '../components/ListPagination.tsx';
import { ServiceTypeField } from '../resources/services/ServiceTypeField.tsx';
import { AccountOwnerField } from '../resources/services/AccountOwnerField.tsx';
import { toServiceEdit } from '../resources/services/index.ts';

type SearchBy = 'service' | 'email';

/**
 * Search bar: a term, a Service/Email choice and a search button. Service matches the name; Email matches the
 * account owner's or the admin user's email (the spec names no field; both are emails a person may look up).
 * Both are case-insensitive substrings (the data provider's `q` and `email_q` filters).
 */
function SearchBar() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const [term, setTerm] = useState('');
  const [by, setBy] = useState<SearchBy>('service');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    setFilters(q ? (by === 'service' ? { q } : { email_q: q }) : {}, {});
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', p: 2 }}
    >
      <MuiTextField
        size="small"
        placeholder={translate('app.dashboard.search_placeholder')}
        slotProps={{ htmlInput: { 'aria-label': translate('app.dashboard.search_placeholder') } }}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        sx={{ flex: 1, minWidth: 220 }}
      />
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="dashboard-search-by">{translate('app.dashboard.search_by')}</InputLabel>
        <Select
          labelId="dashboard-search-by"
          label={translate('app.dashboard.search_by')}
          value={by}
          onChange={(e) => setBy(e.target.value as SearchBy)}
        >
          <MenuItem value="service">{translate('app.dashboard.search_by_service')}</MenuItem>
          <MenuItem value="email">{translate('app.dashboard.search_by_email')}</MenuItem>
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('app.common.search')}
      </Button>
    </Box>
  );
}

/** 'List of Services' on the dashboard: services with has_portal = 1, 8 a page. */
export function DashboardServiceList() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="dashboard-services-heading">
      <Typography id="dashboard-services-heading" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('app.dashboard.list_of_services')}
      </Typography>
      <ListBase
        resource="services"
        filter={{ has_portal: 1 }}
        perPage={PAGE_SIZE.services}
        sort={{ field: 'name', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
      >
        <SearchBar />
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {translate('app.dashboard.empty')}
            </Typography>
          }
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
            render={(record: Service) => (
              <MuiLink
                component={Link}
                to={toServiceEdit(record)}
                state={toServiceEdit(record).state}
                underline="hover"
                sx={{ fontWeight: 500 }}
              >
                {record.name}
              </MuiLink>
            )}
          />
          <DataTable.Col source="admin_name" label="app.services.col_owner" disableSort field={AccountOwnerField} />
          <DataTable.Col source="primary_email" label="app.services.col_admin_email" disableSort />
        </DataTable>
        <ListPagination />
      </ListBase>
    </Card>
  );
}
