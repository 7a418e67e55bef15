import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useListContext, useTranslate } from 'react-admin';
import { useUserActionsContext } from './UserActionsContext.ts';

/** The bulk menu of the selection (react-admin's bulk actions toolbar shows it when rows are ticked). */
export function UserBulkMenu() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const actions = useUserActionsContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (fn: (ids: typeof selectedIds) => void) => () => {
    setAnchor(null);
    fn(selectedIds);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={actions.busy}
      >
        {translate('app.users.bulk_actions')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(actions.approve)}>{translate('app.users.action_approve')}</MenuItem>
        <MenuItem onClick={run(actions.revoke)}>{translate('app.users.action_revoke')}</MenuItem>
        <MenuItem onClick={run(actions.remove)} sx={{ color: 'error.main' }}>
          {translate('app.users.action_delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
