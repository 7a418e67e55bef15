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

/**
 * A row's selection checkbox, labelled with the record it selects ('Select Acacia Centre'). react-admin's own
 * puts its label on the wrapper, leaving the checkbox itself unnamed for screen readers.
 */
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

/**
 * The selection column, first in a DataTable whose bulkActionButtons is false and whose bulkActionsToolbar holds
 * the bulk buttons: select-all of the page in the header (react-admin's, labelled), a labelled checkbox per row.
 * A DataTable.Col element itself (called, not rendered as a component of its own): DataTable reads its columns'
 * props from its direct children.
 */
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
