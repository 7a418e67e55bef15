import { useListContext } from 'react-admin';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { useUserActionsContext } from './UserActionsContext.ts';

/** The bulk menu of the selection (react-admin's bulk actions toolbar shows it when rows are ticked). */
export function UserBulkMenu() {
  const { selectedIds } = useListContext();
  const actions = useUserActionsContext();
  return (
    <ActionsMenu
      buttonText="app.users.bulk_actions"
      disabled={actions.busy}
      items={[
        { label: 'app.users.action_approve', onClick: () => actions.approve(selectedIds) },
        { label: 'app.users.action_revoke', onClick: () => actions.revoke(selectedIds) },
        { label: 'app.users.action_delete', tone: 'danger', onClick: () => actions.remove(selectedIds) },
      ]}
    />
  );
}
