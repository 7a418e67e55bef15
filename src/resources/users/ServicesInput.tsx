import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useInput, useTranslate } from 'react-admin';
import { useServiceNamesRead } from '../../components/useServicesCollection.ts';
import { ServiceNamesError } from '../../components/ServiceNamesError.tsx';
import { ChooseServicesAhead, ChooseServicesDialog } from '../../components/lazyDialogs.ts';
import { WRAPPING_CHIP } from '../../components/wrapText.ts';

// useInput, so it takes part in the form, its dirty state and the server's field errors
export function ServicesInput({ source = 'services' }: { source?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source, defaultValue: [] });
  const ids: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
  const [open, setOpen] = useState(false);
  const names = useServiceNamesRead(ids);

  return (
    <Box sx={{ my: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('app.users.services')}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {ids.map((id) => (
          <Chip
            key={id}
            label={names.label(id)}
            onDelete={() => field.onChange(ids.filter((x) => x !== id))}
            sx={WRAPPING_CHIP}
          />
        ))}
        {ids.length === 0 && <FormHelperText sx={{ m: 0 }}>{translate('app.users.no_services_chosen')}</FormHelperText>}
        <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
          {translate('app.users.choose_services')}
        </Button>
      </Box>
      <ServiceNamesError names={names} />
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      )}
      <ChooseServicesAhead />
      <ChooseServicesDialog
        open={open}
        value={ids}
        onClose={() => setOpen(false)}
        onDone={(chosen) => {
          field.onChange(chosen);
          setOpen(false);
        }}
      />
    </Box>
  );
}
