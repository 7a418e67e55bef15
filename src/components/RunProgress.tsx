import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function RunProgress({
  done,
  total,
  text,
  label,
  children,
}: {
  done: number;
  total: number;
  text: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ my: 2 }}>
      <Typography role="status" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={total ? (done / total) * 100 : 0} aria-label={label} />
      {children}
    </Box>
  );
}
