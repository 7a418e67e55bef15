import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { LogoutDialog } from './LogoutDialog.tsx';
import { HubLinks } from './HubLinks.tsx';
import { TopSearch } from './TopSearch.tsx';

/** Logout asks first (portal-core §2: the logout modal). */
function LogoutButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        sx={{ ml: 1, display: { xs: 'none', sm: 'inline-flex' } }}
        onClick={() => setOpen(true)}
      >
        {translate('app.topbar.logout')}
      </Button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const toolbar = (
  <>
    <ToggleThemeButton />
    <LoadingIndicator />
    <LogoutButton />
  </>
);

/**
 * react-admin's <AppBar> with the spec's top bar: the title, the search box, Messages and Subscriptions (The Hub,
 * new tab) and Help; its toolbar slot holds the light/dark toggle, react-admin's loading indicator and Logout, and
 * there is no user menu. Below 600px the links and Logout move into the drawer and below 900px the search does
 * (PortalMenu).
 */
export function PortalAppBar() {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  return (
    <AppBar color="primary" userMenu={false} toolbar={toolbar} sx={BAR_SX}>
      <TitlePortal />
      {wide && <TopSearch />}
      <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
        <HubLinks />
      </Box>
    </AppBar>
  );
}

// the theme's focus ring is the page's colour; on the bar it takes the bar's text colour to stay visible
const BAR_SX = { '& .Mui-focusVisible, & .Mui-focused': { outlineColor: 'currentColor' } } as const;
