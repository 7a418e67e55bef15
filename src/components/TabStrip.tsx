import { memo, useRef, type KeyboardEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab, { tabClasses } from '@mui/material/Tab';

// On a phone the tabs wrap onto a second line rather than scroll: every tab stays in sight.
const TABS_SX = {
  px: 2,
  borderBottom: 1,
  borderColor: 'divider',
  display: 'flex',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  overflowX: 'auto',
} as const;
// What MUI's Tabs gives its tabs (textColor "primary": secondary text, the selected one in primary), and its
// indicator drawn by the selected tab itself: the same 2px bar in the same colour
const TAB_SX = {
  flexShrink: 0,
  opacity: 1,
  color: 'text.secondary',
  [`&.${tabClasses.selected}`]: { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;

/** Arrow keys, Home and End move the focus along the strip (WAI-ARIA tabs, manual activation). */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface TabStripProps<T extends string | number> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  /** Called with another tab only: choosing the tab already shown calls nothing. */
  onChange: (tab: T) => void;
  /** The tablist's accessible name. */
  label?: string;
  /** Added to the strip's own style (a strip sharing a bordered row with other controls drops its border). */
  sx?: SxProps<Theme>;
}

/**
 * A row of tabs: MUI's Tab elements in a tablist of our own rather than MUI's Tabs. Tabs measures the strip and the
 * chosen tab (getBoundingClientRect) after every change to place its sliding indicator, which forced a layout of
 * the whole page, new rows included, inside the click and then rendered again, a large part of a tab switch on a big documents
 * list; its code is also heavier. The selected tab draws
 * the same bar itself, a strip too wide for the screen scrolls, and the keys are those of MUI's Tabs: the arrows,
 * Home and End move the focus (one tab in the Tab order at a time), Enter or Space chooses.
 */
export function TabStrip<T extends string | number>({ tabs, value, onChange, label, sx }: TabStripProps<T>) {
  const strip = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const elements = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = elements.indexOf(document.activeElement as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    elements[move(at, elements.length)]?.focus();
  };
  return (
    <Box
      ref={strip}
      role="tablist"
      aria-label={label}
      sx={[TABS_SX, ...(Array.isArray(sx) ? sx : [sx])]}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <StripTab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          selected={tab.value === value}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}

/**
 * One tab, memoised: a switch renders again only the tab left and the tab chosen, not every MUI Tab (ButtonBase,
 * ripple) of the strip. `onChange` is expected stable (the list's own callback).
 */
const StripTab = memo(function StripTab<T extends string | number>({
  value,
  label,
  selected,
  onChange,
}: {
  value: T;
  label: string;
  selected: boolean;
  onChange: (tab: T) => void;
}) {
  return (
    <Tab
      value={value}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className={selected ? tabClasses.selected : undefined}
      onClick={() => !selected && onChange(value)}
      sx={TAB_SX}
      label={label}
    />
  );
}) as <T extends string | number>(props: {
  value: T;
  label: string;
  selected: boolean;
  onChange: (tab: T) => void;
}) => ReactElement;
