import { memo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useMediaQuery, type Theme } from '@mui/material';
import { LoadingIndicator, SidebarToggleButton, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { LogoutDialog } from './LogoutDialog.tsx';
import { HubLinks } from './HubLinks.tsx';
import { TopSearch } from './TopSearch.tsx';

/**
 * Top bar: the search box, Messages and Subscriptions (The Hub, new tab), Help, the light/dark toggle,
 * react-admin's loading indicator (spins while any query or mutation runs: route changes, reloads, saves) and
 * Logout, which asks first. Below 600px the links and Logout move into the drawer and below 900px the search does
 * (PortalMenu), so the bar keeps the menu button, the title, the toggle and the indicator. It stays put (hiding on
 * scroll reads the scroll position as it mounts, a forced layout on every first load, and listens to every scroll,
 * for a bar that is short anyway).
 *
 * MUI's AppBar with react-admin's own bar parts (SidebarToggleButton, TitlePortal, ToggleThemeButton,
 * LoadingIndicator), laid out as react-admin's <AppBar> lays them out, rather than that component: it also loads,
 * on every page, the user menu (with MUI's Avatar), the locales menu and the hide-on-scroll container, which this
 * bar never shows (PortalLayout says what that weighs).
 */
export const PortalAppBar = memo(function PortalAppBar() {
  const translate = useTranslate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

  return (
    <>
      <AppBar color="primary" className="RaAppBar-appBar" sx={BAR_SX}>
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar" sx={TOOLBAR_SX}>
          <SidebarToggleButton className="RaAppBar-menuButton" />
          <TitlePortal />
          {wide && <TopSearch />}
          <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
            <HubLinks />
          </Box>
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
        </Toolbar>
      </AppBar>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
});

// the theme's focus ring is the page's colour; on the bar it takes the bar's text colour to stay visible
const BAR_SX = { '& .Mui-focusVisible, & .Mui-focused': { outlineColor: 'currentColor' } } as const;
// react-admin's <AppBar> toolbar: 8px gutters, 48px high below 900px, the menu button a little apart from the title
const TOOLBAR_SX = (theme: Theme) => ({
  padding: theme.spacing(0, 1),
  [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
});
