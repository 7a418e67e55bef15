import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function LoadingStatus({ count }: { count: number | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <LinearProgress aria-label={translate('app.common.loading')} />
      <Typography variant="caption" color="text.secondary" role="status">
        {count ? translate('app.documents.loading_n', { smart_count: count }) : translate('app.common.loading')}
      </Typography>
    </Box>
  );
}
