import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { Service } from '../types.ts';

type Props = {
  open: boolean;
  value: number[];
  onClose: () => void;
  onDone: (ids: number[]) => void;
  choices?: { data: { id: number; name: string }[] | undefined; isPending: boolean };
};

/**
 * The spec's choose-services dialog, with real services (GET /api/services-get-all through the services resource):
 * type in the search box and press 'Filter Services' (or Enter) to narrow the list (case-insensitive substring of
 * the name), tick services, then DONE. A hand-written MUI dialog because react-admin has no dialog picker; the
 * list itself is react-admin's useGetList with its in-memory search. `choices`: offer these services instead (for
 * example the services a document can still be linked to); `undefined` data while they load.
 * The choice starts from `value` each time the dialog opens: its body mounts with the dialog (MUI unmounts a
 * closed dialog's children), so no effect has to reset it.
 */
export function ChooseServicesDialog({ open, onClose, ...body }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="choose-services-title">
      <ChooseServicesBody onClose={onClose} {...body} />
    </Dialog>
  );
}

function ChooseServicesBody({ value, onClose, onDone, choices }: Omit<Props, 'open'>) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number[]>(value);

  const all = useGetList<Service>(
    'services',
    {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'name', order: 'ASC' },
      filter: { has_portal: 1, q: query },
    },
    { enabled: !choices },
  );
  const needle = query.toLowerCase();
  const data = choices ? (choices.data ?? []).filter((s) => s.name.toLowerCase().includes(needle)) : (all.data ?? []);
  const isPending = choices ? choices.isPending : all.isPending;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <>
      <DialogTitle id="choose-services-title">{translate('app.users.choose_services')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, mb: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(typed.trim());
          }}
        >
          <TextField
            label={translate('app.users.search_services')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
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
        {isPending && <LinearProgress />}
        <Box
          sx={{ maxHeight: 360, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
          role="group"
          aria-label={translate('app.users.services')}
        >
          {data.map((s) => (
            <FormControlLabel
              key={s.id}
              control={<Checkbox checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} />}
              label={s.name}
            />
          ))}
          {!isPending && data.length === 0 && (
            <Typography color="text.secondary">{translate('app.users.no_services_found')}</Typography>
          )}
        </Box>
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
