import { useListContext } from 'react-admin';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { useUserActionsContext } from './UserActionsContext.ts';

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
