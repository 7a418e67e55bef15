import { Menu, type MenuItemLinkProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * react-admin's menu item, which highlights itself from the path (RaMenuItemLink-active), plus aria-current so
 * assistive technology hears which screen is open too.
 */
export function PortalMenuItem(props: MenuItemLinkProps & { to: string }) {
  const { pathname } = useLocation();
  return <Menu.Item {...props} aria-current={pathname === props.to ? 'page' : undefined} />;
}
