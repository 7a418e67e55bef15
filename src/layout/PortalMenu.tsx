import { memo, useState, type ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import StoreIcon from '@mui/icons-material/Store';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import ChatIcon from '@mui/icons-material/Chat';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HelpIcon from '@mui/icons-material/Help';
import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useMediaQuery, type Theme } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { PortalMenuItem as Item } from './PortalMenuItem.tsx';
import { MenuSection } from './MenuSection.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { TopSearch } from './TopSearch.tsx';
import { hubLinks } from './hubLinks.ts';
import { customPaths } from '../customRoutes/index.ts';
import { documentPaths } from '../resources/documents/paths.ts';
import { newsletterPaths } from '../resources/newsletters/paths.ts';
import { servicePaths } from '../resources/services/paths.ts';
import { userPaths } from '../resources/users/paths.ts';

const HUB_ICONS: Record<string, ReactNode> = {
  'app.topbar.messages': <ChatIcon />,
  'app.topbar.subscriptions': <CardMembershipIcon />,
  'app.topbar.help': <HelpIcon />,
};

/** The spec's menu, plus USERS so user management is reachable from the navigation. */
export const PortalMenu = memo(function PortalMenu() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      {isSmall && open && <TopSearch inDrawer onSearched={() => isXSmall && setOpen(false)} />}
      <Menu>
        <Item to={customPaths.dashboard} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
        <Item to={documentPaths.create()} primaryText="app.menu.create_document" leftIcon={<NoteAddIcon />} />
        <Item to={servicePaths.list()} primaryText="app.menu.services" leftIcon={<StoreIcon />} />
        <Item to={newsletterPaths.list()} primaryText="app.menu.newsletters" leftIcon={<NewspaperIcon />} />
        <Item to={documentPaths.list()} primaryText="app.menu.documents" leftIcon={<FolderIcon />} />
        <Item to={userPaths.list()} primaryText="app.menu.users" leftIcon={<PeopleIcon />} />
        {isSmall && (
          <MenuSection label="app.menu.create_new" icon={<AddCircleIcon />}>
            <Item to={documentPaths.create()} primaryText="app.menu.new_document" />
            <Item to={servicePaths.create()} primaryText="app.menu.service" />
            <Item to={newsletterPaths.list()} primaryText="app.menu.newsletter" />
          </MenuSection>
        )}
        {isXSmall && <Divider component="li" />}
        {isXSmall &&
          hubLinks().map(({ label, href }) => (
            <MenuItem key={label} component="a" href={href} target="_blank" rel="noopener noreferrer">
              <ListItemIcon>{HUB_ICONS[label]}</ListItemIcon>
              <ListItemText primary={translate(label)} />
            </MenuItem>
          ))}
        {isXSmall && (
          <MenuItem onClick={() => setLogoutOpen(true)}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={translate('app.topbar.logout')} />
          </MenuItem>
        )}
      </Menu>
      {isXSmall && <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />}
    </>
  );
});
