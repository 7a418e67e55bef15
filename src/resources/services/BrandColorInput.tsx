import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { isBrandColor } from '../../shared/schemas/servicePayload.ts';

// react-admin has no colour input
export function BrandColorInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string>(field.value ?? '#000000');
  const value = String(field.value ?? '#000000');

  const openDialog = () => {
    setDraft(value);
    setOpen(true);
  };
  const done = () => {
    if (isBrandColor(draft)) field.onChange(draft.toLowerCase());
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.services.brand_color')}
      </Typography>
      <Button
        variant="outlined"
        onClick={openDialog}
        aria-label={`${translate('app.services.select_brand_color')}: ${value}`}
      >
        <Box
          component="span"
          sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider', mr: 1 }}
        />
        {value}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="brand-color-title">
        <DialogTitle id="brand-color-title">{translate('app.services.select_brand_color')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', gap: 2, alignItems: 'center', pt: '8px !important' }}>
          <Box
            component="input"
            type="color"
            value={isBrandColor(draft) ? draft : '#000000'}
            onChange={(e) => setDraft((e.target as HTMLInputElement).value)}
            aria-label={translate('app.services.brand_color')}
            sx={{ width: 64, height: 64, border: 0, p: 0, bgcolor: 'transparent', cursor: 'pointer' }}
          />
          <MuiTextField
            label={translate('app.services.hex_color')}
            value={draft}
            onChange={(e) => setDraft(e.target.value.trim())}
            error={!isBrandColor(draft)}
            helperText={isBrandColor(draft) ? ' ' : translate('app.validation.invalid_color')}
            size="small"
          />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={done} disabled={!isBrandColor(draft)}>
            {translate('app.common.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
