import type { MouseEvent } from 'react';
import { ROW_CHECKBOX_CLASS } from '../theme/rowControlClasses.ts';

/*
 * The controls every list row has: its selection checkbox and its actions menu's button (MenuTrigger). They are the
 * browser's own input and button, styled once by the theme (src/theme/index.ts), rather than MUI's Checkbox and
 * IconButton: a page of rows mounts afresh with each page, sort or tab change, and those two MUI controls (a
 * ButtonBase each, with their styled layers, effects and icons) were most of what a page of rows cost to draw.
 * Keyboard, focus ring, hover and names work as MUI's do.
 */

// the checkbox is controlled by `checked`; a toggle is the click, which carries shift for range selection
const noChange = () => undefined;

/**
 * A row's selection checkbox named `name` ('Select Acacia Centre'). `onToggle` gets the click, so a react-admin
 * table can read shift for range selection.
 */
export function NamedCheckbox({
  name,
  checked,
  onToggle,
}: {
  name: string;
  checked: boolean;
  onToggle: (event: MouseEvent) => void;
}) {
  return (
    <input
      type="checkbox"
      className={ROW_CHECKBOX_CLASS}
      checked={checked}
      onClick={onToggle}
      onChange={noChange}
      aria-label={name}
    />
  );
}
