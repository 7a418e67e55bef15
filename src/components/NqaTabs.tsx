import { memo } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { NQA_AREAS } from '../shared/constants.ts';

const TABS_SX = { px: 2, borderBottom: 1, borderColor: 'divider' } as const;

/**
 * The NQA1-NQA7 tab strip of the documents list and the collection viewer (document-management §2). Choosing the
 * tab already shown calls nothing: §2 keeps the page then, and only another tab goes back to page 1.
 */
export const NqaTabs = memo(function NqaTabs({ value, onChange }: { value: number; onChange: (tab: number) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_, v: number) => v !== value && onChange(v)}
      variant="scrollable"
      aria-label={translate('app.documents.nqa_tabs')}
      sx={TABS_SX}
    >
      {NQA_AREAS.map((n) => (
        <Tab key={n} value={n} label={translate('app.documents.nqa_tab', { n })} />
      ))}
    </Tabs>
  );
});
