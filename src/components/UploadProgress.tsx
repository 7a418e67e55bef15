import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const onUploadProgress = useCallback((p: number) => setPercent(p), []);
  const done = useCallback(() => setPercent(null), []);
  return { percent, onUploadProgress, done };
}

export function UploadProgress({ percent }: { percent: number | null }) {
  const translate = useTranslate();
  if (percent === null || percent >= 100) return null;
  return (
    <Box sx={{ flex: 1, maxWidth: 320, alignSelf: 'center' }} role="status">
      <Typography variant="caption">{translate('app.common.uploading', { percent })}</Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Box>
  );
}
