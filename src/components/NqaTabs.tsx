import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { NQA_AREAS } from '../shared/constants.ts';
import { TabStrip } from './TabStrip.tsx';

export const NqaTabs = memo(function NqaTabs({ value, onChange }: { value: number; onChange: (tab: number) => void }) {
  const translate = useTranslate();
  const tabs = useMemo(
    () => NQA_AREAS.map((n) => ({ value: n, label: translate('app.documents.nqa_tab', { n }) })),
    [translate],
  );
  return <TabStrip tabs={tabs} value={value} onChange={onChange} label={translate('app.documents.nqa_tabs')} />;
});
