import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  reactRouterProvider,
  RouterProviderContext,
  type RouterNavigateFunction,
  type RouterProvider,
} from 'react-admin';

/** How a list spells its address, when not react-admin's way: both directions of a `?…` search. */
export interface ListAddressSpelling {
  /** react-admin's list parameters for the address shown. */
  toList: (search: string) => string;
  /** The address for react-admin's list parameters, or null when the write is not the list's. */
  fromList: (search: string) => string | null;
}

/**
 * react-admin's router for the list under it. react-admin's list controller writes a change to the address a tick
 * after it (useListParams' timer); one that fires once the list is left would rewrite the next screen's address,
 * so it is dropped. With `spelling`, the list reads and writes its address in the list's own spelling.
 */
export function ListRouter({ spelling, children }: { spelling?: ListAddressSpelling; children: ReactNode }) {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const router = useMemo<RouterProvider>(
    () => ({
      ...reactRouterProvider,
      useLocation: () => {
        const location = reactRouterProvider.useLocation();
        return useMemo(
          () => (spelling ? { ...location, search: spelling.toList(location.search) } : location),
          [location],
        );
      },
      useNavigate: () => {
        const navigate = reactRouterProvider.useNavigate();
        return useCallback<RouterNavigateFunction>(
          (to, options) => {
            const listWrite = typeof to === 'object' && !to.pathname && to.search !== undefined;
            if (!listWrite) return navigate(to, options);
            if (!live.current) return;
            const search = spelling ? spelling.fromList(to.search!) : to.search!;
            navigate(search === null ? to : { ...to, search }, options);
          },
          [navigate],
        );
      },
    }),
    [spelling],
  );
  return <RouterProviderContext.Provider value={router}>{children}</RouterProviderContext.Provider>;
}
