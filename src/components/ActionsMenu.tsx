import {
  memo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useEvent, useTranslate } from 'react-admin';
import { ROW_MENU_BUTTON_CLASS } from '../theme/rowControlClasses.ts';

export interface ActionsMenuItem {
  /** Catalogue key, as is `hint`. */
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  hint?: string;
  disabled?: boolean;
  /** `danger`: a destructive action; `inactive`: shown greyed, it only explains. */
  tone?: 'danger' | 'inactive';
}

export interface ActionsMenuProps {
  /** The icon button's accessible name, already translated. */
  label?: string;
  /** `false` entries are left out, so an item can be written `cond && {...}`. */
  items: (ActionsMenuItem | false)[];
  icon?: ReactNode;
  /** Catalogue key; makes a text button instead of an icon button. */
  buttonText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Open on mouse hover (services list spec); a Popper, as MUI's modal Menu would not close on leaving. */
  openOnHover?: boolean;
}

export function ActionsMenu({ label, items, icon, buttonText, disabled, size, openOnHover }: ActionsMenuProps) {
  const translate = useTranslate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Read from the ref on opening, not a ref callback into state, which would render every row's menu twice on mount.
  // Null until first opened, so unopened rows mount no Menu; kept afterwards so it can animate closed.
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // a hover opening must not steal the focus
  const [focusFirst, setFocusFirst] = useState(false);
  const close = () => setOpen(false);
  const openMenu = (withFocus: boolean) => {
    setTrigger(buttonRef.current);
    setFocusFirst(withFocus);
    setOpen(true);
  };
  const shown = trigger ? items.filter((i): i is ActionsMenuItem => i !== false) : [];
  const entries = shown.map((item) => (
    <MenuItem
      key={item.label}
      disabled={item.disabled}
      onClick={() => {
        close();
        item.onClick();
      }}
      sx={
        item.tone === 'danger' ? { color: 'error.main' } : item.tone === 'inactive' ? { color: 'text.secondary' } : {}
      }
    >
      {item.icon && <ListItemIcon sx={item.tone === 'danger' ? { color: 'error.main' } : {}}>{item.icon}</ListItemIcon>}
      <ListItemText secondary={item.hint ? translate(item.hint) : undefined}>{translate(item.label)}</ListItemText>
    </MenuItem>
  ));
  const onClick = useEvent((e: MouseEvent) => {
    e.stopPropagation();
    // a hover has already opened it, so a click must not toggle it shut; detail 0: Enter or Space
    if (openOnHover || !open) openMenu(e.detail === 0);
    else close();
  });
  const onKeyDown = useEvent((e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    openMenu(true);
  });
  const button = (
    <MenuTrigger
      buttonRef={buttonRef}
      label={buttonText ? undefined : label}
      expanded={open}
      disabled={disabled}
      size={size}
      icon={icon}
      text={buttonText ? translate(buttonText) : undefined}
      onClick={onClick}
      onKeyDown={openOnHover ? onKeyDown : undefined}
    />
  );

  if (!openOnHover) {
    return (
      <>
        {button}
        {trigger && (
          <Menu anchorEl={trigger} open={open} onClose={close}>
            {entries}
          </Menu>
        )}
      </>
    );
  }
  return (
    <div
      onPointerEnter={(e: PointerEvent) => e.pointerType === 'mouse' && !open && openMenu(false)}
      onPointerLeave={(e: PointerEvent) => e.pointerType === 'mouse' && close()}
      style={HOVER_BOX_STYLE}
    >
      {button}
      {trigger && (
        <Popper open={open} anchorEl={trigger} placement="bottom-end" disablePortal sx={{ zIndex: 'modal' }}>
          <ClickAwayListener onClickAway={close}>
            <Paper elevation={6} sx={{ textAlign: 'left' }}>
              <MenuList
                autoFocusItem={open && focusFirst}
                dense
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    close();
                    trigger?.focus();
                  } else if (e.key === 'Tab') close();
                }}
              >
                {entries}
              </MenuList>
            </Paper>
          </ClickAwayListener>
        </Popper>
      )}
    </div>
  );
}

const HOVER_BOX_STYLE = { display: 'inline-block' } as const;
const MORE_ICON = <MoreVertIcon />;
const DROP_ICON = <ArrowDropDownIcon />;

export const MenuTrigger = memo(function MenuTrigger({
  buttonRef,
  label,
  expanded,
  disabled,
  size,
  icon,
  text,
  onClick,
  onKeyDown,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  label?: string;
  expanded: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  icon?: ReactNode;
  text?: string;
  onClick: (e: MouseEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
}) {
  const props = {
    ref: buttonRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': expanded,
    disabled,
    onClick,
    onKeyDown,
  };
  return text ? (
    <Button {...props} variant="outlined" size="small" endIcon={DROP_ICON}>
      {text}
    </Button>
  ) : (
    <button
      type="button"
      {...props}
      aria-label={label}
      className={size === 'small' ? `${ROW_MENU_BUTTON_CLASS} small` : ROW_MENU_BUTTON_CLASS}
    >
      {icon ?? MORE_ICON}
    </button>
  );
});
