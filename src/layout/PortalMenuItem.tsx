import { Menu, type MenuItemLinkProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** react-admin marks the open screen's item only visually; aria-current tells assistive technology too. */
export function PortalMenuItem(props: MenuItemLinkProps & { to: string }) {
  const { pathname } = useLocation();
  return <Menu.Item {...props} aria-current={pathname === props.to ? 'page' : undefined} />;
}
