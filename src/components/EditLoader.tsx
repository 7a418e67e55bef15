import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

// A form drawn while the record loads would take what a person types, then lose it when the record arrives.
export function EditLoader() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={28} />
      <Typography>{translate('app.common.loading')}</Typography>
    </Box>
  );
}
