import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNavigate } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { useUserActionsContext } from './UserActionsContext.ts';
import { toUserEdit } from './index.ts';

/** Per-row menu: Update (to /update-user with the user as route state and its id in the address), approve, revoke, delete. */
export function UserRowMenu() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const actions = useUserActionsContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;
  const run = (fn: () => void) => () => {
    setAnchor(null);
    fn();
  };
  return (
    <>
      <IconButton
        aria-label={translate('app.users.row_actions', { name: `${record.first_name} ${record.last_name}` })}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={run(() => {
            const to = toUserEdit(record);
            navigate(to, { state: to.state });
          })}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.users.action_update')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.approve([record.id]))}>
          <ListItemIcon>
            <CheckCircleIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.users.action_approve')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.revoke([record.id]))}>
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.users.action_revoke')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.remove([record.id]))} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          {translate('app.users.action_delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
