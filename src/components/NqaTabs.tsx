import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { NQA_AREAS } from '../shared/constants.ts';
import { TabStrip } from './TabStrip.tsx';

/**
 * The NQA1-NQA7 tab strip of the documents list and the collection viewer (document-management §2). Choosing the
 * tab already shown calls nothing: §2 keeps the page then, and only another tab goes back to page 1. Memoised, and
 * its tabs too: a list interaction that keeps the tab does not redraw the strip.
 */
export const NqaTabs = memo(function NqaTabs({ value, onChange }: { value: number; onChange: (tab: number) => void }) {
  const translate = useTranslate();
  const tabs = useMemo(
    () => NQA_AREAS.map((n) => ({ value: n, label: translate('app.documents.nqa_tab', { n }) })),
    [translate],
  );
  return <TabStrip tabs={tabs} value={value} onChange={onChange} label={translate('app.documents.nqa_tabs')} />;
});
