import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The percent of the file sent so far, and the callback the data provider reports it to. */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const onUploadProgress = useCallback((p: number) => setPercent(p), []);
  const done = useCallback(() => setPercent(null), []);
  return { percent, onUploadProgress, done };
}

/** A save that carries a file shows how much is sent ('Uploading… 40%'): documents and newsletters. */
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
