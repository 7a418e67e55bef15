import type { ListControllerProps } from 'react-admin';

/**
 * What every list over a kept collection (src/dataProvider/keptList.ts) gives react-admin's list controller, beside
 * its `resource` and (mounted at one of the spec's paths) `disableSyncWithLocation={false}`.
 */
export const KEPT_LIST_PROPS = {
  // the portal's routes are signed in already (<Admin> checked): a second check would hold the first getList back
  disableAuthentication: true,
  queryOptions: {
    // a failed read is said beside the list, with Retry and the kept rows (ListBody): not a second time in a toast
    onError: () => undefined,
  },
} satisfies Partial<ListControllerProps>;
