import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';

export interface UserActions {
  approve: (ids: Identifier[]) => void;
  revoke: (ids: Identifier[]) => void;
  remove: (ids: Identifier[]) => void;
  /** Opens /update-user; here, not in each row, so the rows do not follow the address. */
  edit: (user: UserRecord) => void;
  busy: boolean;
}

export const UserActionsContext = createContext<UserActions | null>(null);

export function useUserActionsContext(): UserActions {
  const ctx = useContext(UserActionsContext);
  if (!ctx) throw new Error('useUserActionsContext must be used inside the user list');
  return ctx;
}
