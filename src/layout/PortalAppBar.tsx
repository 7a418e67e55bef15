import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate, type AppBarProps } from 'react-admin';
import { LogoutDialog } from './LogoutDialog.tsx';
import { HubLinks } from './HubLinks.tsx';
import { TopSearch } from './TopSearch.tsx';

/**
 * Top bar: the search box, Messages and Subscriptions (The Hub, new tab), Help, the light/dark toggle,
 * react-admin's loading indicator (spins while any query or mutation runs: route changes, reloads, saves) and
 * Logout, which asks first. Below 600px the links and Logout move into the drawer and below 900px the search does
 * (PortalMenu), so the bar keeps the menu button, the title, the toggle and the indicator.
 */
export const PortalAppBar = memo(function PortalAppBar({ alwaysOn }: AppBarProps) {
  const translate = useTranslate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));

  return (
    <>
      <AppBar
        userMenu={false}
        color="primary"
        alwaysOn={alwaysOn}
        // the theme's focus ring is the page's colour; on the bar it takes the bar's text colour to stay visible
        sx={{ '& .Mui-focusVisible, & .Mui-focused': { outlineColor: 'currentColor' } }}
        toolbar={
          <>
            <ToggleThemeButton />
            <LoadingIndicator />
            <Button
              color="inherit"
              variant="outlined"
              sx={{ ml: 1, display: { xs: 'none', sm: 'inline-flex' } }}
              onClick={() => setLogoutOpen(true)}
            >
              {translate('app.topbar.logout')}
            </Button>
          </>
        }
      >
        <TitlePortal />
        {wide && <TopSearch />}
        <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          <HubLinks />
        </Box>
      </AppBar>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
});
