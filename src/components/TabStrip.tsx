import { memo, useRef, type KeyboardEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab, { tabClasses } from '@mui/material/Tab';

const TABS_SX = {
  px: 2,
  borderBottom: 1,
  borderColor: 'divider',
  display: 'flex',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  overflowX: 'auto',
} as const;
// MUI's Tabs look, with the indicator drawn by the selected tab itself
const TAB_SX = {
  flexShrink: 0,
  opacity: 1,
  color: 'text.secondary',
  [`&.${tabClasses.selected}`]: { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;

/** WAI-ARIA tabs, manual activation. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface TabStripProps<T extends string | number> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  /** Called with another tab only: document-management §2 keeps the page on the tab already shown. */
  onChange: (tab: T) => void;
  label?: string;
  sx?: SxProps<Theme>;
}

// Not MUI's Tabs: it measures the strip after every change to place its indicator, forcing a page layout in the click.
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

/** Memoised so a switch renders again only the two tabs that change; `onChange` must be stable. */
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
