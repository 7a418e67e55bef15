import { memo, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Tab, { tabClasses } from '@mui/material/Tab';
import { useTranslate } from 'react-admin';
import { NQA_AREAS } from '../shared/constants.ts';

const TABS_SX = { px: 2, borderBottom: 1, borderColor: 'divider', display: 'flex', overflowX: 'auto' } as const;
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

/**
 * The NQA1-NQA7 tab strip of the documents list and the collection viewer (document-management §2). Choosing the
 * tab already shown calls nothing: §2 keeps the page then, and only another tab goes back to page 1.
 *
 * MUI's Tab elements in a tablist of our own rather than MUI's Tabs: Tabs measures the strip and the chosen tab
 * (getBoundingClientRect) after every change to place its sliding indicator, which forced a layout of the whole
 * page, new rows included, inside the click and then rendered again: about 10 ms of a tab switch's 33 ms budget
 * with 10,000 documents. The selected tab draws the same bar itself, and the keys are those of MUI's Tabs: the arrows,
 * Home and End move the focus (one tab in the Tab order at a time), Enter or Space chooses.
 */
export const NqaTabs = memo(function NqaTabs({ value, onChange }: { value: number; onChange: (tab: number) => void }) {
  const translate = useTranslate();
  const strip = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const tabs = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    tabs[move(at, tabs.length)]?.focus();
  };
  return (
    <Box ref={strip} role="tablist" aria-label={translate('app.documents.nqa_tabs')} sx={TABS_SX} onKeyDown={onKeyDown}>
      {NQA_AREAS.map((n) => {
        const selected = n === value;
        return (
          <Tab
            key={n}
            value={n}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? tabClasses.selected : undefined}
            onClick={() => !selected && onChange(n)}
            sx={TAB_SX}
            label={translate('app.documents.nqa_tab', { n })}
          />
        );
      })}
    </Box>
  );
});
