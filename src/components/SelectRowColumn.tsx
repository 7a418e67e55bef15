import Checkbox from '@mui/material/Checkbox';
import {
  DataTable,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/**
 * A row's selection checkbox, labelled with the record it selects ('Select Acacia Centre'). react-admin's own
 * puts its label on the wrapper, leaving the checkbox itself unnamed for screen readers (issue 12, axe).
 */
function RowCheckbox({ nameOf }: { nameOf: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      color="primary"
      checked={selectedIds?.includes(record.id) ?? false}
      onClick={(e) => {
        e.stopPropagation();
        handleToggleItem?.(record.id, e);
      }}
      slotProps={{ input: { 'aria-label': translate('app.common.select_row', { name: nameOf(record) }) } }}
    />
  );
}

/**
 * The selection column, first in a DataTable whose bulkActionButtons is false and whose bulkActionsToolbar holds
 * the bulk buttons: select-all of the page in the header (react-admin's, labelled), a labelled checkbox per row.
 */
export function SelectRowColumn<T extends RaRecord>({ nameOf }: { nameOf: (record: T) => string }) {
  return (
    <DataTable.Col
      label={<SelectPageCheckbox />}
      disableSort
      padding="checkbox"
      render={() => <RowCheckbox nameOf={nameOf as (record: RaRecord) => string} />}
    />
  );
}
