import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { translate as t } from '../i18n/translate.ts';
import { config } from '../config.ts';
import { clearAll, writeAuth } from '../authProvider/storage.ts';
import { superAdminFor } from '../authProvider/authApi.ts';

export function HandoffPage({ onDone }: { onDone: (ok: boolean) => void }) {
  // read once, before the effect strips the query (StrictMode runs effects twice in development)
  const [query] = useState(() => new URLSearchParams(window.location.search));
  useEffect(() => {
    clearAll();
    window.history.replaceState(null, '', window.location.pathname);
    let cancelled = false;
    (async () => {
      try {
        const { decodeHandoff } = await import('../authProvider/handoff.ts');
        const { accessToken, auth } = decodeHandoff(query, config.handoffPassphrase);
        const user = await superAdminFor(accessToken);
        if (!user || user.id !== auth.userId) throw new Error('Not a super administrator');
        writeAuth({ accessToken, userId: user.id, user });
        if (!cancelled) onDone(true);
      } catch {
        if (!cancelled) onDone(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [onDone, query]);

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      role="status"
    >
      <CircularProgress size={24} />
      <Typography>{t('app.handoff.wait')}</Typography>
    </Box>
  );
}
