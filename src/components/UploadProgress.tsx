import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { lazyComponent } from '../boot/lazyScreen.ts';

/** The percent of the file sent so far, and the callback the data provider reports it to. */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const onUploadProgress = useCallback((p: number) => setPercent(p), []);
  const done = useCallback(() => setPercent(null), []);
  return { percent, onUploadProgress, done };
}

// MUI's LinearProgress (about 2 KB gzip) loads with the first upload, not with every form that may send a file: the
// forms of a document or a newsletter were at the edge of their 320 KB of first-load JS (npm run bench, issue 10).
// Until it has come, the line above it says how much is sent.
const ProgressBar = lazyComponent(
  () => import('@mui/material/LinearProgress').then((m) => m.default),
  () => null,
);

/** A save that carries a file shows how much is sent ('Uploading… 40%'): documents and newsletters (issue 12). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const translate = useTranslate();
  if (percent === null || percent >= 100) return null;
  return (
    <Box sx={{ flex: 1, maxWidth: 320, alignSelf: 'center' }} role="status">
      <Typography variant="caption">{translate('app.common.uploading', { percent })}</Typography>
      <ProgressBar variant="determinate" value={percent} />
    </Box>
  );
}
