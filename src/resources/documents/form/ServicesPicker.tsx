import { useState, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useInput, useNotify, useTranslate, ValidationError } from 'react-admin';
import { ChooseServicesDialog } from '../../../components/lazyDialogs.ts';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { PartLoading, lazyDialog } from '../../../components/lazyParts.tsx';
import type { ChooseServiceDialog as ChooseService } from './ChooseServiceDialog.tsx';

const ChooseServiceDialog = lazyDialog<ComponentProps<typeof ChooseService>>(
  () => import('./ChooseServiceDialog.tsx').then((m) => m.ChooseServiceDialog),
  (p) => p.open,
);

const ServiceChips = lazyComponent(() => import('./ServiceChips.tsx').then((m) => m.default), PartLoading);

/** `needsServiceType`: choosing services before any service type warns (spec §5 Other). */
export function ServicesPicker({
  label,
  buttonLabel = 'app.documentForms.choose_services',
  disabled,
  needsServiceType,
  single,
}: {
  label: string;
  buttonLabel?: string;
  disabled?: boolean;
  needsServiceType?: boolean;
  single?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues } = useFormContext();
  const { field, fieldState, formState } = useInput({ source: 'services' });
  const [open, setOpen] = useState(false);
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const error =
    fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;

  const openDialog = () => {
    const types = getValues('service_type_id');
    if (needsServiceType && (!Array.isArray(types) || types.length === 0)) {
      notify('app.documents.select_service_type', { type: 'warning' });
      return;
    }
    void ServiceChips.preload().catch(() => undefined);
    setOpen(true);
  };
  const done = (chosen: number[]) => {
    field.onChange(chosen);
    field.onBlur();
    setOpen(false);
  };

  return (
    <Box sx={{ my: 1.5, width: '100%' }} role="group" aria-label={translate(label)}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1, alignItems: 'center' }}>
        {ids.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.documentForms.no_services_chosen')}
          </Typography>
        )}
        {ids.length > 0 && (
          <ServiceChips
            ids={ids}
            onRemove={disabled ? undefined : (id) => field.onChange(ids.filter((x) => x !== id))}
          />
        )}
      </Box>
      <Button variant="outlined" onClick={openDialog} disabled={disabled}>
        {translate(buttonLabel)}
      </Button>
      {error && (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      )}
      {single ? (
        <ChooseServiceDialog
          open={open}
          value={ids[0] ?? null}
          onClose={() => setOpen(false)}
          onDone={(id) => done([id])}
        />
      ) : (
        <ChooseServicesDialog open={open} value={ids} onClose={() => setOpen(false)} onDone={done} />
      )}
    </Box>
  );
}
