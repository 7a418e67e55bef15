import { useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useListController,
  type ListControllerProps,
  type RaRecord,
} from 'react-admin';

const PORTAL_LIST_PROPS = {
  // the portal's routes are signed in already (<Admin> checked): a second check would hold the first getList back
  disableAuthentication: true,
  queryOptions: {
    // ListBody says a failed read with Retry; not a second time in a toast
    onError: () => undefined,
  },
} satisfies Partial<ListControllerProps>;

// small values the controller makes again on each render, compared by what they hold
const BY_VALUE = new Set(['sort', 'filter', 'filterValues', 'displayedFilters', 'meta']);
// the controller's callbacks it makes again from those values; any other function (an exporter) by identity
const FROM_VALUES = new Set([
  'setFilters',
  'setPage',
  'setPerPage',
  'setSort',
  'showFilter',
  'hideFilter',
  'onSelectAll',
  'onUnselectItems',
]);

/**
 * react-admin's `<ListBase>` without its slots, whose context keeps its value while every value in it is equal:
 * after an address change react-admin stores the params it has just read from it, which would draw every part of
 * the list again with the same values. The callbacks it makes from those values do the same when kept.
 */
export function PortalListBase<T extends RaRecord>({
  children,
  ...props
}: ListControllerProps<T> & { resource: string; children: ReactNode }) {
  const controller = useListController<T>({
    ...PORTAL_LIST_PROPS,
    ...props,
    queryOptions: { ...PORTAL_LIST_PROPS.queryOptions, ...props.queryOptions },
  });
  const values = Object.entries(controller)
    .filter(([key]) => !FROM_VALUES.has(key))
    .map(([key, field]) => (BY_VALUE.has(key) ? JSON.stringify(field) : field));
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the controller has a fixed set of fields
  const value = useMemo(() => controller, values);
  return (
    <ResourceContextProvider value={props.resource}>
      <ListContextProvider value={value}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}
