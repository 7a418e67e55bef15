import type { MouseEvent } from 'react';
import { NamedCheckbox } from './rowControls.tsx';
import {
  DataTable,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useEvent,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/** react-admin's own row checkbox puts its label on the wrapper, leaving the checkbox unnamed for screen readers. */
function RowCheckbox({ nameOf }: { nameOf: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const translate = useTranslate();
  const toggle = useEvent((e: MouseEvent) => {
    e.stopPropagation();
    if (record) handleToggleItem?.(record.id, e);
  });
  if (!record) return null;
  return (
    <NamedCheckbox
      checked={selectedIds?.includes(record.id) ?? false}
      onToggle={toggle}
      name={translate('app.common.select_row', { name: nameOf(record) })}
    />
  );
}

// Called, not rendered as a component: DataTable reads its columns' props from its direct children.
export function selectRowColumn<T extends RaRecord>(nameOf: (record: T) => string) {
  return (
    <DataTable.Col
      label={<SelectPageCheckbox />}
      disableSort
      padding="checkbox"
      render={() => <RowCheckbox nameOf={nameOf as (record: RaRecord) => string} />}
    />
  );
}
