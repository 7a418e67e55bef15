import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { ChooseServicesAhead, ChooseServicesDialog } from '../../components/lazyDialogs.ts';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';
import { SavedViews } from '../../components/SavedViews.tsx';
import { useSearchFilter } from '../../components/useSearchFilter.ts';

// every filter works on the users already loaded: a filter or a key typed never calls the server
export function UserFilterBar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const role: string = filterValues.user_type ?? 'all';
  const services: number[] = Array.isArray(filterValues.services) ? filterValues.services.map(Number) : [];
  const [open, setOpen] = useState(false);
  // stable, so the memoised search box and service button stay as they are when a filter changes
  const set = useEvent((patch: Record<string, unknown>) => {
    const next = { ...filterValues, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
    setFilters(next, {});
  });
  const openServices = useEvent(() => setOpen(true));
  const search = useSearchFilter();

  return (
    <Box sx={BAR_SX}>
      <ServiceFilterButton on={services.length > 0} onOpen={openServices} />
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
        onChange={(_, v: string | null) => v && set({ user_type: v === 'all' ? undefined : v })}
      >
        <ToggleButton value="all">{translate('app.users.all_users')}</ToggleButton>
        <ToggleButton value="member">{translate('app.users.member_users')}</ToggleButton>
        <ToggleButton value="admin">{translate('app.users.admin_users')}</ToggleButton>
      </ToggleButtonGroup>
      <ListSearchBox
        label="app.users.search"
        sx={SEARCH_SX}
        value={typeof filterValues.q === 'string' ? filterValues.q : ''}
        onChange={search}
      />
      <SavedViews list="users" />
      <ChooseServicesAhead />
      {/* mounted only while open: closed, it would still search every service on each list update */}
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

const ServiceFilterButton = memo(function ServiceFilterButton({ on, onOpen }: { on: boolean; onOpen: () => void }) {
  const translate = useTranslate();
  return (
    <Button variant={on ? 'contained' : 'outlined'} startIcon={<FilterListIcon />} onClick={onOpen}>
      {translate('app.users.filter_by_service')}
    </Button>
  );
});

const BAR_SX = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 } as const;
const SEARCH_SX = { ml: 'auto', minWidth: 240 } as const;
