import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  reactRouterProvider,
  RouterProviderContext,
  type RouterNavigateFunction,
  type RouterProvider,
} from 'react-admin';

/** A move that changes only the address's query: what react-admin's list controller writes for a list. */
const isListWrite = (to: Parameters<RouterNavigateFunction>[0]) =>
  typeof to === 'object' && !to.pathname && to.search !== undefined;

/**
 * The portal's router (`<Admin routerProvider>`): react-admin's react-router one, except that a list's address
 * write from a component that has left the page is dropped. react-admin's list controller writes a change a tick
 * after it (useListParams' timer); one that fires once its list is left would rewrite the next screen's address.
 */
export const portalRouter: RouterProvider = {
  ...reactRouterProvider,
  useNavigate: () => {
    const navigate = reactRouterProvider.useNavigate();
    const live = useRef(true);
    useEffect(() => {
      live.current = true;
      return () => {
        live.current = false;
      };
    }, []);
    return useCallback<RouterNavigateFunction>(
      (to, options) => {
        if (live.current || !isListWrite(to)) navigate(to, options);
      },
      [navigate],
    );
  },
};

/** How a list spells its address when not react-admin's way: both directions of a `?…` search. */
export interface ListAddressSpelling {
  /** react-admin's list parameters for the address shown. */
  toList: (search: string) => string;
  /** The address for react-admin's list parameters, or null when the write is not the list's. */
  fromList: (search: string) => string | null;
}

/** The portal's router for a list under it that reads and writes its address in its own `spelling`. */
export function ListRouter({ spelling, children }: { spelling: ListAddressSpelling; children: ReactNode }) {
  const router = useMemo<RouterProvider>(
    () => ({
      ...portalRouter,
      useLocation: () => {
        const location = portalRouter.useLocation();
        return useMemo(() => ({ ...location, search: spelling.toList(location.search) }), [location]);
      },
      useNavigate: () => {
        const navigate = portalRouter.useNavigate();
        return useCallback<RouterNavigateFunction>(
          (to, options) => {
            const search = isListWrite(to) ? spelling.fromList((to as { search: string }).search) : null;
            navigate(search === null ? to : { ...(to as object), search }, options);
          },
          [navigate],
        );
      },
    }),
    [spelling],
  );
  return <RouterProviderContext.Provider value={router}>{children}</RouterProviderContext.Provider>;
}
