import type { ListControllerProps } from 'react-admin';

export const KEPT_LIST_PROPS = {
  // the portal's routes are signed in already (<Admin> checked): a second check would hold the first getList back
  disableAuthentication: true,
  queryOptions: {
    // ListBody says a failed read with Retry; not a second time in a toast
    onError: () => undefined,
  },
} satisfies Partial<ListControllerProps>;
