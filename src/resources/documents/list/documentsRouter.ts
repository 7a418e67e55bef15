import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  parseQueryFromLocation,
  reactRouterProvider,
  type RouterNavigateFunction,
  type RouterProvider,
} from 'react-admin';
import { addressParams, viewOfAddress } from './listAddress.ts';

/** react-admin's list parameters in its own spelling, for the view a readable address shows. */
function listSearchOf(search: string): string {
  if (!search || search === '?') return '';
  const { filter, sort, page } = viewOfAddress(search);
  const p = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    p.set('sort', sort.field);
    p.set('order', sort.order);
  }
  if (page) p.set('page', String(page));
  return `?${p.toString()}`;
}

/** The readable address of react-admin's list parameters (its writes always name perPage). */
function addressOf(search: string): string | null {
  if (!new URLSearchParams(search).has('perPage')) return null;
  const { filter = {}, sort, order, page } = parseQueryFromLocation({ search });
  const params = addressParams(filter, { field: sort, order }, Number(page)).toString();
  return params ? `?${params}` : '';
}

/**
 * react-admin's router (its RouterProvider) for the documents list, the same but for the list's address:
 * react-admin's list controller reads and writes the readable one (listAddress.ts), so the controller keeps sort,
 * filters and page in the address, as the spec's screens and links spell it.
 */
export function useDocumentsRouter(): RouterProvider {
  // react-admin writes a change a tick later: one sent as the list was left is not another move
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return useMemo<RouterProvider>(
    () => ({
      ...reactRouterProvider,
      useLocation: () => {
        const location = reactRouterProvider.useLocation();
        return useMemo(() => ({ ...location, search: listSearchOf(location.search) }), [location]);
      },
      useNavigate: () => {
        const navigate = reactRouterProvider.useNavigate();
        return useCallback<RouterNavigateFunction>(
          (to, options) => {
            const search = typeof to === 'object' && !to.pathname && to.search ? addressOf(to.search) : null;
            if (search === null || typeof to !== 'object') navigate(to, options);
            else if (live.current) navigate({ ...to, search }, options);
          },
          [navigate],
        );
      },
    }),
    [],
  );
}
