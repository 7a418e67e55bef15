import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

export interface UserActions {
  approve: (ids: Identifier[]) => void;
  revoke: (ids: Identifier[]) => void;
  remove: (ids: Identifier[]) => void;
  busy: boolean;
}

export const UserActionsContext = createContext<UserActions | null>(null);

export function useUserActionsContext(): UserActions {
  const ctx = useContext(UserActionsContext);
  if (!ctx) throw new Error('useUserActionsContext must be used inside the user list');
  return ctx;
}
