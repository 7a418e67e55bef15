import { useDeferredValue, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { Service } from '../../../types.ts';
import { PICKER_PAGE_SIZE, matchServices } from '../../../components/serviceMatch.ts';

type Props = { open: boolean; value: number | null; onClose: () => void; onDone: (id: number) => void };

/** Spec §2: exactly one service. The body mounts with the dialog, so each opening starts from the current one. */
export function ChooseServiceDialog({ open, onClose, ...body }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="choose-service-title">
      <ChooseServiceBody onClose={onClose} {...body} />
    </Dialog>
  );
}

function ChooseServiceBody({ value, onClose, onDone }: Omit<Props, 'open'>) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const [chosen, setChosen] = useState<number | null>(value);
  const { data = [], isPending } = useGetList<Service>('services', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { has_portal: 1 },
  });
  const matches = matchServices(data, query);
  const shown = matches.slice(0, PICKER_PAGE_SIZE);
  // the current service stays choosable even when the search hides it
  const current = data.find((s) => s.id === chosen && !shown.includes(s));

  return (
    <>
      <DialogTitle id="choose-service-title">{translate('app.documentForms.choose_one_service')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          label={translate('app.users.search_services')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          size="small"
          fullWidth
          autoFocus
          sx={{ mb: 1 }}
        />
        {isPending && <LinearProgress />}
        <RadioGroup
          aria-label={translate('app.documentForms.service')}
          value={chosen === null ? '' : String(chosen)}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {(current ? [current, ...shown] : shown).map((s) => (
            <FormControlLabel key={s.id} value={String(s.id)} control={<Radio />} label={s.name} />
          ))}
        </RadioGroup>
        {!isPending && matches.length === 0 && (
          <Typography color="text.secondary">{translate('app.users.no_services_found')}</Typography>
        )}
        {matches.length > shown.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.documentForms.more_services', { shown: shown.length, total: matches.length })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={chosen === null} onClick={() => chosen !== null && onDone(chosen)}>
          {translate('app.common.done')}
        </Button>
      </DialogActions>
    </>
  );
}
