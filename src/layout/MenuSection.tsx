import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';

/** react-admin 5 has no submenu; inside its role=menu the toggle is a menu item and the entries a labelled group. */
export function MenuSection({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? groupId : undefined}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={translate(label)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Box role="group" id={groupId} aria-label={translate(label)} sx={{ pl: 2 }}>
          {children}
        </Box>
      </Collapse>
    </>
  );
}
