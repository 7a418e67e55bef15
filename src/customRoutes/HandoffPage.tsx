import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { translate as t } from '../i18n/translate.ts';
import { config } from '../config.ts';
import { clearAll, writeAuth } from '../authProvider/storage.ts';
import { superAdminFor } from '../authProvider/authApi.ts';

/**
 * /view-hub-admin-service: the Hub hands an administrator over with an encrypted token (see handoff.ts).
 * Local storage is cleared and the query string removed from the address bar at once; on success the token
 * and user are stored and the portal opens at /, on any failure at /auth.
 */
export function HandoffPage({ onDone }: { onDone: (ok: boolean) => void }) {
  // Read once, before the effect strips the query string (StrictMode runs effects twice in development).
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
