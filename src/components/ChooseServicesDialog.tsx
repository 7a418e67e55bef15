import { memo, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PICKER_PAGE_SIZE, matchServices } from './serviceMatch.ts';
import { useServicesCollection } from './useServicesCollection.ts';
import { sortedBy } from '../shared/sort.ts';
import { listInMemory } from '../dataProvider/inMemory.ts';
import type { Service } from '../types.ts';
import { ListLoadError } from './ListLoadError.tsx';
import { toggled } from '../shared/ids.ts';

// kept in serviceMatch.ts so pages can import them without loading this dialog
export { PICKER_PAGE_SIZE, matchServices };

type Props = {
  open: boolean;
  value: number[];
  onClose: () => void;
  onDone: (ids: number[]) => void;
  choices?: { data: { id: number; name: string }[] | undefined; isPending: boolean };
};

const PORTAL_SERVICES = { sort: { field: 'name', order: 'ASC' as const }, filter: { has_portal: 1 } };
const offeredCache = new WeakMap<readonly Service[], Service[]>();
function offeredOf(collection: Service[]): Service[] {
  let offered = offeredCache.get(collection);
  if (!offered) offeredCache.set(collection, (offered = listInMemory(collection, PORTAL_SERVICES).data));
  return offered;
}

const FIRST_ROWS = 12;

const LIST_SX = { maxHeight: 360, overflowY: 'auto', display: 'flex', flexDirection: 'column' } as const;
const SEARCH_SX = { display: 'flex', gap: 1, mb: 1 } as const;
const PAGER_SX = { display: 'flex', justifyContent: 'center', pt: 1 } as const;

// react-admin has no dialog picker. The choice starts from `value` at each open: MUI unmounts closed dialogs' children.
export function ChooseServicesDialog({ open, onClose, ...body }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="choose-services-title">
      <ChooseServicesBody onClose={onClose} {...body} />
    </Dialog>
  );
}

const ServiceOption = memo(function ServiceOption({
  id,
  name,
  checked,
  onToggle,
}: {
  id: number;
  name: string;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  return <FormControlLabel control={<Checkbox checked={checked} onChange={() => onToggle(id)} />} label={name} />;
});

// Drawn in two steps: the rows the list box shows first, then the rest in a background render React interrupts for
// input (useDeferredValue's initial value), so the dialog's first frame does not wait for hidden options.
function ServiceOptions({
  shown,
  chosenSet,
  onToggle,
}: {
  shown: readonly { id: number; name: string }[];
  chosenSet: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const count = useDeferredValue(shown.length, Math.min(shown.length, FIRST_ROWS));
  return shown
    .slice(0, count)
    .map((s) => <ServiceOption key={s.id} id={s.id} name={s.name} checked={chosenSet.has(s.id)} onToggle={onToggle} />);
}

function ChooseServicesBody({ value, onClose, onDone, choices }: Omit<Props, 'open'>) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>(value);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);

  const all = useServicesCollection(!choices);
  const offered = all.data && offeredOf(all.data.data);
  // choices come in the server's order; every picker lists by name
  const choiceData = choices?.data;
  const sortedChoices = useMemo(() => choiceData && sortedBy(choiceData, (s) => s.name), [choiceData]);
  const source = choices ? sortedChoices : offered;
  const data = useMemo(() => matchServices(source ?? [], query), [source, query]);
  const isPending = choices ? choices.isPending : all.isPending;
  const pages = Math.max(1, Math.ceil(data.length / PICKER_PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const shown = data.slice((shownPage - 1) * PICKER_PAGE_SIZE, shownPage * PICKER_PAGE_SIZE);
  const [toggle] = useState(() => (id: number) => setChosen((c) => toggled(c, id)));
  const search = (text: string) => {
    setTyped(text);
    setPage(1);
  };

  return (
    <>
      <DialogTitle id="choose-services-title">{translate('app.users.choose_services')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          sx={SEARCH_SX}
          onSubmit={(e) => {
            e.preventDefault();
            search(typed.trim());
          }}
        >
          <TextField
            label={translate('app.users.search_services')}
            value={typed}
            onChange={(e) => search(e.target.value)}
            size="small"
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.users.filter_services')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.users.services_chosen', { smart_count: chosen.length })}
        </Typography>
        {!choices && all.error && (
          <ListLoadError
            error={all.error}
            hasRows={source !== undefined}
            onRetry={() => void all.refetch()}
            retrying={all.isFetching}
          />
        )}
        {isPending && !all.error && <LinearProgress />}
        <Box sx={LIST_SX} role="group" aria-label={translate('app.users.services')}>
          <ServiceOptions
            key={`${source ? 'ready' : 'pending'} ${shownPage} ${query}`}
            shown={shown}
            chosenSet={chosenSet}
            onToggle={toggle}
          />
          {!isPending && !(!choices && all.error) && data.length === 0 && (
            <Typography color="text.secondary">{translate('app.users.no_services_found')}</Typography>
          )}
        </Box>
        {pages > 1 && (
          <Box sx={PAGER_SX}>
            <Pagination
              size="small"
              count={pages}
              page={shownPage}
              onChange={(_, p) => setPage(p)}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page'
                  ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: p })
                  : type === 'next' || type === 'previous' || type === 'first' || type === 'last'
                    ? translate(`ra.navigation.${type}`)
                    : ''
              }
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={() => onDone(chosen)}>
          {translate('app.common.done')}
        </Button>
      </DialogActions>
    </>
  );
}
