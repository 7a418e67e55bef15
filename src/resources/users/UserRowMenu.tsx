import EditIcon from '@mui/icons-material/Edit';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { useUserActionsContext } from './UserActionsContext.ts';

export function UserRowMenu() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const actions = useUserActionsContext();
  if (!record) return null;
  return (
    <ActionsMenu
      label={translate('app.users.row_actions', { name: `${record.first_name} ${record.last_name}` })}
      items={[
        {
          label: 'app.users.action_update',
          icon: <EditIcon fontSize="small" />,
          onClick: () => actions.edit(record),
        },
        {
          label: 'app.users.action_approve',
          icon: <CheckCircleIcon fontSize="small" />,
          onClick: () => actions.approve([record.id]),
        },
        {
          label: 'app.users.action_revoke',
          icon: <BlockIcon fontSize="small" />,
          onClick: () => actions.revoke([record.id]),
        },
        {
          label: 'app.users.action_delete',
          icon: <DeleteIcon fontSize="small" />,
          tone: 'danger',
          onClick: () => actions.remove([record.id]),
        },
      ]}
    />
  );
}
