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
  /** Catalogue key of the item's words. */
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Catalogue key of a second line under the words. */
  hint?: string;
  disabled?: boolean;
  /** `danger`: a destructive action; `inactive`: shown greyed, it only explains. */
  tone?: 'danger' | 'inactive';
}

export interface ActionsMenuProps {
  /** The icon button's accessible name, already translated (it often names the record); a text button is named by its text. */
  label?: string;
  /** `false` entries are left out, so an item can be written `cond && {...}`. */
  items: (ActionsMenuItem | false)[];
  /** The opening button's icon (a vertical ellipsis unless given). */
  icon?: ReactNode;
  /** A text button (catalogue key) instead of an icon button. */
  buttonText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /**
   * Open while a mouse pointer is over the button, as the services list's spec asks. MUI's Menu is modal (its
   * backdrop takes the pointer, so leaving could not close it): a hover menu is MUI's "menu list composition" (a
   * Popper with a MenuList) inside the hovered box instead. A tap opens it at once (touch pointers do not hover);
   * Enter, Space or ArrowDown open it with the first item focused, arrows move, Escape closes back to the button.
   */
  openOnHover?: boolean;
}

/**
 * The one row/bulk actions menu of the portal (services, users, newsletters, documents). Choosing an item closes
 * the menu and runs the item; a question or an OK/UNDO step is the item's own (ConfirmDialog, OkUndoDialog).
 */
export function ActionsMenu({ label, items, icon, buttonText, disabled, size, openOnHover }: ActionsMenuProps) {
  const translate = useTranslate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The element the menu hangs from, taken from the ref when the menu opens (the Popper reads it during render).
  // Not a ref callback into state: that would render every row's menu a second time as the rows mount.
  // Null until the first opening: the Menu or Popper is mounted from then on (so it can still animate closed),
  // never for the rows whose menu nobody opens.
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // focus the first item when the keyboard opened the menu (a mouse hover must not steal the focus)
  const [focusFirst, setFocusFirst] = useState(false);
  const close = () => setOpen(false);
  const openMenu = (withFocus: boolean) => {
    setTrigger(buttonRef.current);
    setFocusFirst(withFocus);
    setOpen(true);
  };
  // built only for a menu that has been opened: a row's closed menu shows nothing of them
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
    // With hover opening, the pointer has already opened the menu when the click lands: a click then keeps it
    // open instead of toggling it shut (it closes on an item, a click away or Escape). detail 0: Enter or Space.
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

/**
 * The button that opens a menu: a text button (MUI's), or the row's icon button (the browser's own, styled by the
 * theme: see src/components/rowControls.tsx) named `label`. Memoised, with stable handlers from its menu.
 */
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
