import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';
import { ChooseServicesDialog } from '../../components/lazyDialogs.ts';

/**
 * The spec's filter buttons: by service (the choose-services dialog), Member users, Admin users, plus All users
 * to clear the role and a search. All three work on the users already loaded (GET /api/fetch-users/all answers
 * each user's roles, the role shown is the first, and the services when the back end carries them), so a filter
 * or a key typed in the search never calls the server (issue 10).
 */
export function UserFilterBar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const role: string = filterValues.role ?? 'all';
  const services: number[] = Array.isArray(filterValues.services) ? filterValues.services.map(Number) : [];
  const [open, setOpen] = useState(false);
  const set = (patch: Record<string, unknown>) => {
    const next = { ...filterValues, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
    setFilters(next, {});
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
      <Button
        variant={services.length ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('app.users.filter_by_service')}
      </Button>
      {services.length > 0 && (
        <Chip
          label={translate('app.users.service_filter_on', { smart_count: services.length })}
          onDelete={() => set({ services: undefined })}
          title={translate('app.users.clear_service_filter')}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={role}
        onChange={(_, v: string | null) => v && set({ role: v === 'all' ? undefined : v })}
      >
        <ToggleButton value="all">{translate('app.users.all_users')}</ToggleButton>
        <ToggleButton value="member">{translate('app.users.member_users')}</ToggleButton>
        <ToggleButton value="admin">{translate('app.users.admin_users')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ ml: 'auto', minWidth: 240 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('app.users.search')}
          name="q"
          value={typeof filterValues.q === 'string' ? filterValues.q : ''}
          onChange={(e) => set({ q: e.target.value || undefined })}
        />
      </Box>
      {/* mounted only while open: closed, it would still load and search every service on each list update */}
      {open && (
        <ChooseServicesDialog
          open
          value={services}
          onClose={() => setOpen(false)}
          onDone={(ids) => {
            setOpen(false);
            set({ services: ids.length ? ids : undefined });
          }}
        />
      )}
    </Box>
  );
}
