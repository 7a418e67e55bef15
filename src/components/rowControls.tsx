import type { MouseEvent } from 'react';
import { ROW_CHECKBOX_CLASS } from '../theme/rowControlClasses.ts';

// This checkbox and the row menu's button (MenuTrigger) are the browser's own, styled by the theme: rows mount afresh
// with each page, sort or tab change, and MUI's ButtonBase controls are most of what a row costs to draw.

// controlled; the toggle is the click, which carries shift for range selection
const noChange = () => undefined;

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
