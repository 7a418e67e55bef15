import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { useViewAsService } from './useViewAsService.ts';
import { HubDialog } from './HubDialog.tsx';
import { toServiceEdit } from './index.ts';

/**
 * The row's actions menu, opening on mouse hover as the spec asks (and on click or keyboard for everyone else).
 * MUI's Menu is modal (a backdrop takes the pointer), so a hover menu is a Popper + MenuList inside the hovered
 * box: leaving the box closes it. Edit and View are active; Delete and Cancel subscription only explain, in a
 * modal, that subscriptions are managed in The Hub.
 */
export function ServiceActionsMenu() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { viewAsService, busy } = useViewAsService();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [hubOpen, setHubOpen] = useState(false);
  if (!record) return null;

  const inactive = () => {
    setOpen(false);
    setHubOpen(true);
  };

  return (
    <Box onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} sx={{ display: 'inline-block' }}>
      <IconButton
        ref={anchor}
        aria-label={translate('app.services.actions_for', { name: record.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(e) => {
          e.stopPropagation();
          setOpen((o) => !o);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-end" disablePortal sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={() => setOpen(false)}>
          <Paper elevation={6} sx={{ textAlign: 'left' }}>
            <MenuList autoFocusItem={false} dense onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
              <MenuItem
                onClick={() => {
                  const to = toServiceEdit(record);
                  navigate(to, { state: to.state });
                }}
              >
                <ListItemIcon>
                  <EditIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{translate('app.services.edit_details')}</ListItemText>
              </MenuItem>
              <MenuItem
                disabled={busy}
                onClick={() => {
                  setOpen(false);
                  viewAsService(record);
                }}
              >
                <ListItemIcon>
                  <VisibilityIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{translate('app.services.view_as_service')}</ListItemText>
              </MenuItem>
              <MenuItem onClick={inactive} sx={{ color: 'text.disabled' }}>
                <ListItemIcon>
                  <DeleteOutlineIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText secondary={translate('app.services.inactive_hint')}>
                  {translate('app.services.delete_service')}
                </ListItemText>
              </MenuItem>
              <MenuItem onClick={inactive} sx={{ color: 'text.disabled' }}>
                <ListItemIcon>
                  <CancelOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText secondary={translate('app.services.inactive_hint')}>
                  {translate('app.services.cancel_subscription')}
                </ListItemText>
              </MenuItem>
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
      <HubDialog open={hubOpen} onClose={() => setHubOpen(false)} />
    </Box>
  );
}
