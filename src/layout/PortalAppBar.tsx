import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { config } from '../config.ts';
import { LogoutDialog } from './LogoutDialog.tsx';
import { servicePaths } from '../resources/services/index.ts';

/**
 * Top bar: Messages and Subscriptions open The Hub in a new tab, Help the external help page, Logout asks first.
 * The spec leaves the search box's behaviour open: Enter searches services by name (the list most often looked up),
 * opening /services with the term as its filter.
 */
export function PortalAppBar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [term, setTerm] = useState('');

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const q = term.trim();
    navigate(servicePaths.list(q));
  };

  return (
    <>
      <AppBar userMenu={false} toolbar={<span />} color="primary">
        <TitlePortal />
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            bgcolor: 'rgba(255,255,255,0.15)',
            borderRadius: 1,
            px: 1,
            mr: 2,
            width: 340,
          }}
        >
          <SearchIcon fontSize="small" />
          <InputBase
            sx={{ color: 'inherit', ml: 1, flex: 1 }}
            placeholder={translate('app.topbar.search_placeholder')}
            inputProps={{ 'aria-label': translate('app.topbar.search_placeholder') }}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </Box>
        <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          <Button color="inherit" href={`${config.hubUrl}/messages`} target="_blank" rel="noopener noreferrer">
            {translate('app.topbar.messages')}
          </Button>
          <Button color="inherit" href={`${config.hubUrl}/subscriptions`} target="_blank" rel="noopener noreferrer">
            {translate('app.topbar.subscriptions')}
          </Button>
          <Button color="inherit" href={config.helpUrl} target="_blank" rel="noopener noreferrer">
            {translate('app.topbar.help')}
          </Button>
        </Box>
        <Button color="inherit" variant="outlined" sx={{ ml: 1 }} onClick={() => setLogoutOpen(true)}>
          {translate('app.topbar.logout')}
        </Button>
      </AppBar>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
