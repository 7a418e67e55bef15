import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { Service } from '../types.ts';
import { PAGE_SIZE } from '../shared/constants.ts';
import { ListBody } from '../components/ListBody.tsx';
import { PortalListBase } from '../components/PortalListBase.tsx';
import {
  PORTAL_SERVICES,
  SERVICES_SORT,
  ServiceCards,
  serviceNameColumn,
  serviceOwnerColumns,
  serviceTypeColumn,
} from '../resources/services/serviceColumns.tsx';

type SearchBy = 'service' | 'email';

// Email matches the account owner's email the list shows (the spec names no field).
function SearchBar() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const [term, setTerm] = useState('');
  const [by, setBy] = useState<SearchBy>('service');
  const placeholder = translate(
    by === 'service' ? 'app.dashboard.search_placeholder' : 'app.dashboard_search.email_placeholder',
  );
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
        placeholder={placeholder}
        slotProps={{ htmlInput: { 'aria-label': placeholder } }}
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

// embedded: its search and page stay with the dashboard, not in the address or the store
export function DashboardServiceList() {
  const translate = useTranslate();
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.dashboard.empty')}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby="dashboard-services-heading">
      <Typography id="dashboard-services-heading" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('app.dashboard.list_of_services')}
      </Typography>
      <PortalListBase<Service>
        resource="services"
        disableSyncWithLocation
        storeKey={false}
        perPage={PAGE_SIZE.services}
        sort={SERVICES_SORT}
        filter={PORTAL_SERVICES}
        exporter={false}
      >
        <ListBody
          toolbar={<SearchBar />}
          table={
            <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
              {serviceTypeColumn()}
              {serviceNameColumn({ link: true })}
              {serviceOwnerColumns()}
            </DataTable>
          }
          phone={<ServiceCards empty={empty} link />}
        />
      </PortalListBase>
    </Card>
  );
}
