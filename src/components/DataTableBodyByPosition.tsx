import { memo, type ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import {
  DataTableBody,
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
} from 'react-admin';

const ROW_EVEN = `${DataTableClasses.row} ${DataTableClasses.rowEven} ${DataTableClasses.selectable}`;
const ROW_ODD = `${DataTableClasses.row} ${DataTableClasses.rowOdd} ${DataTableClasses.selectable}`;
const BODY = `datatable-body ${DataTableClasses.tbody}`;

/**
 * react-admin's DataTableBody with the rows keyed by their position on the page instead of the record id (passed
 * to DataTable's `body`). Pages are 8-10 rows: with id keys a new page, sort or tab is all new keys, so every row
 * was unmounted and mounted again (checkbox, menu button, icons and their emotion style insertions: most of a
 * click's time, issue 10). Keyed by position, the same rows take the next records and only their text and
 * attributes change. react-admin's DataTableRow keys its <tr> by record id too, so the rows here are plain MUI
 * rows with the same classes, for the tables that use none of what DataTableRow adds (row click, expand panels,
 * react-admin's own checkbox column: ours is SelectRowColumn); a table that does gets react-admin's body.
 * Row components keep no state that belongs to a record beyond an open menu or dialog, which is modal or closes
 * as the pointer or focus leaves the row, before another page can be asked for.
 */
export const DataTableBodyByPosition = memo(function DataTableBodyByPosition({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const { expand, hasBulkActions, hover } = useDataTableConfigContext();
  const { rowClick } = useDataTableCallbacksContext();
  if (expand || hasBulkActions || (rowClick !== false && rowClick !== undefined))
    return <DataTableBody>{children}</DataTableBody>;
  return (
    <TableBody className={BODY}>
      {data?.map((record, rowIndex) => (
        <RecordContextProvider value={record} key={rowIndex}>
          <TableRow className={rowIndex % 2 === 0 ? ROW_EVEN : ROW_ODD} hover={hover} sx={rowSx?.(record, rowIndex)}>
            {children}
          </TableRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
});
