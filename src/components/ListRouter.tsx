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

// Drops a list's address write from a component that has left the page: react-admin's list controller writes a tick
// late (useListParams' timer), and would otherwise rewrite the next screen's address.
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
  toList: (search: string) => string;
  /** null when the write is not the list's. */
  fromList: (search: string) => string | null;
}

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
