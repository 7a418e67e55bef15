import { useQueryClient } from '@tanstack/react-query';
import { Menu, useDataProvider, type MenuItemLinkProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { preloadNavigation } from '../boot/preload.ts';
import type { PortalDataProvider } from '../dataProvider/index.ts';

/**
 * react-admin's menu item, which highlights itself from the path (RaMenuItemLink-active), plus aria-current so
 * assistive technology hears which screen is open too. A click starts the screen's code and first read together
 * (preloadNavigation).
 */
export function PortalMenuItem({ onClick, ...props }: MenuItemLinkProps & { to: string }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const active = pathname === props.to;
  return (
    <Menu.Item
      {...props}
      aria-current={active ? 'page' : undefined}
      onClick={(event: Parameters<NonNullable<MenuItemLinkProps['onClick']>>[0]) => {
        if (!active) preloadNavigation(props.to, queryClient, dataProvider);
        onClick?.(event);
      }}
    />
  );
}
