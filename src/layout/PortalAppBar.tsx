import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { LogoutDialog } from './LogoutDialog.tsx';
import { HubLinks } from './HubLinks.tsx';
import { TopSearch } from './TopSearch.tsx';

/** portal-core §2: logout asks first. */
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
