import DashboardIcon from '@mui/icons-material/Dashboard';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import StoreIcon from '@mui/icons-material/Store';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import { useMediaQuery, type Theme } from '@mui/material';
import { Menu } from 'react-admin';
import { PortalMenuItem as Item } from './PortalMenuItem.tsx';
import { MenuSection } from './MenuSection.tsx';
import { customPaths } from '../customRoutes/index.ts';
import { documentPaths } from '../resources/documents/index.ts';
import { newsletterPaths } from '../resources/newsletters/index.ts';
import { servicePaths } from '../resources/services/index.ts';
import { userPaths } from '../resources/users/index.ts';

/**
 * DASHBOARD, CREATE DOCUMENT, SERVICES, NEWSLETTERS, DOCUMENTS (spec), plus USERS so user management is
 * reachable from the navigation. Menu.Item highlights itself from the current path. On phones the same menu
 * sits in react-admin's drawer and adds the CREATE NEW submenu.
 */
export function PortalMenu() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
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
    </Menu>
  );
}
