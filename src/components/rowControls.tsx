import { memo, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import Checkbox from '@mui/material/Checkbox';

/*
 * Controls of a list row whose only tie to the row's record is their accessible name ('Select Acacia Centre',
 * 'Actions for Fire safety policy'). With the name as a prop, each MUI control (Checkbox: SwitchBase, ButtonBase,
 * its icon; IconButton) rendered again with every render of its row. Here the MUI control is
 * memoised with props that do not change with the record, and the name is written onto its element after each
 * commit that changes it, before the browser paints: what assistive technology and tests read is the same.
 */

/** Writes `name` as the element's aria-label whenever it changes (before paint), or removes it when empty. */
export function useAriaLabel(ref: RefObject<HTMLElement | null>, name: string | undefined) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (name) element.setAttribute('aria-label', name);
    else element.removeAttribute('aria-label');
  }, [ref, name]);
}

const StableCheckbox = memo(function StableCheckbox({
  inputRef,
  checked,
  onToggle,
  size,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  checked: boolean;
  onToggle: (event: MouseEvent) => void;
  size?: 'small' | 'medium';
}) {
  return <Checkbox color="primary" size={size} checked={checked} inputRef={inputRef} onClick={onToggle} />;
});

/**
 * A row's selection checkbox named `name`. `onToggle` must be stable (useEvent): it gets the click, so a
 * react-admin table can read shift for range selection.
 */
export function NamedCheckbox({
  name,
  checked,
  onToggle,
  size,
}: {
  name: string;
  checked: boolean;
  onToggle: (event: MouseEvent) => void;
  size?: 'small' | 'medium';
}) {
  const ref = useRef<HTMLInputElement>(null);
  useAriaLabel(ref, name);
  return <StableCheckbox inputRef={ref} checked={checked} onToggle={onToggle} size={size} />;
}
