import type { MouseEvent } from 'react';
import { useEvent, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { NamedCheckbox } from './rowControls.tsx';

/** For react-admin's SimpleList `leftIcon`, which renders it in the card's record context. */
export function SelectCardCheckbox<T extends RaRecord>({ nameOf }: { nameOf: (record: T) => string }) {
  const record = useRecordContext<T>();
  const { selectedIds, onToggleItem } = useListContext<T>();
  const translate = useTranslate();
  const toggle = useEvent((e: MouseEvent) => {
    e.stopPropagation();
    if (record) onToggleItem(record.id);
  });
  if (!record) return null;
  return (
    <NamedCheckbox
      checked={selectedIds.includes(record.id)}
      onToggle={toggle}
      name={translate('app.common.select_row', { name: nameOf(record) })}
    />
  );
}
