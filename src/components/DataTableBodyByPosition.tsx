import {
  Children,
  createElement,
  isValidElement,
  memo,
  useMemo,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataTable,
  DataTableBody,
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useDataTableStoreContext,
  useRecordContext,
  useStore,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';

const ROW_EVEN = `${DataTableClasses.row} ${DataTableClasses.rowEven} ${DataTableClasses.selectable}`;
const ROW_ODD = `${DataTableClasses.row} ${DataTableClasses.rowOdd} ${DataTableClasses.selectable}`;
const BODY = `datatable-body ${DataTableClasses.tbody}`;

type ColumnProps = DataTableColumnProps<RaRecord>;

/** A record's value at a dotted source path, as DataTableCell shows it (`toString`, or nothing). */
function valueAt(record: RaRecord | undefined, source: string | undefined): string | null {
  let value: unknown = record;
  for (const key of source?.split('.') ?? []) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value == null ? null : String(value as string | number | boolean);
}

/**
 * What a cell shows: the column's `children`, `render(record)`, its `field` component, or the value at `source`
 * (DataTableCell's order). The only part of a cell that reads the record, so a new record re-renders only this.
 */
function CellContent({
  source,
  field,
  render,
  children,
}: Pick<ColumnProps, 'source' | 'field' | 'render' | 'children'>) {
  const record = useRecordContext();
  if (children !== undefined) return <>{children}</>;
  if (render) return <>{record && render(record)}</>;
  if (field) return createElement(field as ElementType, { source });
  return <>{valueAt(record, source)}</>;
}

/**
 * A body cell with DataTableCell's classes and props. The MUI TableCell around the content does not read the
 * record, so it is not rendered again when its row shows another record (two styled components per cell, each
 * serialising its styles again: most of a page, sort or tab change, issue 10); only CellContent is.
 */
const PositionCell = memo(function PositionCell({ column }: { column: ColumnProps }) {
  const {
    cellSx,
    cellClassName,
    headerClassName: _headerClassName,
    className,
    disableSort: _disableSort,
    render,
    field,
    source,
    sortByOrder: _sortByOrder,
    label: _label,
    children,
    ...rest
  } = column;
  const content = <CellContent source={source} field={field} render={render} children={children} />;
  const classes = `${DataTableClasses.rowCell} ${className ?? ''} ${cellClassName ?? ''} column-${source}`;
  // A style that depends on the record makes the cell read it, as DataTableCell does; a cellSx that declares no
  // parameter reads none, so it is worked out once for the column.
  if (cellSx && cellSx.length > 0)
    return (
      <RecordSxCell className={classes} cellSx={cellSx} rest={rest}>
        {content}
      </RecordSxCell>
    );
  const sx = cellSx ? mergeSx((cellSx as () => SxProps<Theme>)(), rest.sx) : rest.sx;
  return (
    <TableCell className={classes} {...rest} sx={sx}>
      {content}
    </TableCell>
  );
});

function RecordSxCell({
  cellSx,
  className,
  rest,
  children,
}: {
  cellSx: NonNullable<ColumnProps['cellSx']>;
  className: string;
  rest: Omit<ColumnProps, 'cellSx'>;
  children: ReactNode;
}) {
  const record = useRecordContext();
  return (
    <TableCell className={className} {...rest} sx={record ? mergeSx(cellSx(record), rest.sx) : rest.sx}>
      {children}
    </TableCell>
  );
}

/** DataTableCell's merge of a column's cellSx and sx (both objects in practice; the cast is its own too). */
const mergeSx = (a: SxProps<Theme>, b: SxProps<Theme> | undefined) => ({ ...a, ...b }) as SxProps<Theme>;

/** One row: the same cells whatever record its position shows (the record comes by context, around it). */
const PositionRow = memo(function PositionRow({
  even,
  hover,
  cells,
}: {
  even: boolean;
  hover: boolean | undefined;
  cells: ReactNode;
}) {
  return (
    <TableRow className={even ? ROW_EVEN : ROW_ODD} hover={hover}>
      {cells}
    </TableRow>
  );
});

const isColumn = (child: ReactNode): child is ReactElement<ColumnProps> =>
  isValidElement(child) && child.type === DataTable.Col;

/**
 * react-admin's DataTableBody with the rows keyed by their position on the page instead of the record id (passed
 * to DataTable's `body`). Pages are 8-10 rows: with id keys a new page, sort or tab is all new keys, so every row
 * was unmounted and mounted again (checkbox, menu button, icons and their emotion style insertions: most of a
 * click's time, issue 10). Keyed by position, the same rows take the next records and only what reads the record
 * renders again: each DataTable.Col becomes a PositionCell whose TableCell stays as it is (react-admin's
 * DataTableCell reads the record itself, so it rendered both of its styled cells again for every new record).
 * A child that is not a DataTable.Col renders as it is. Hidden columns (the DataTable's store) are left out, as
 * DataTableCell does. The rows are plain MUI rows with DataTableRow's classes, for the tables that use none of what
 * DataTableRow adds (row click, expand panels, react-admin's own checkbox column: ours is selectRowColumn); a table
 * that does gets react-admin's body. Row components keep no state that belongs to a record beyond an open menu or
 * dialog, which is modal or closes as the pointer or focus leaves the row, before another page can be asked for.
 */
export const DataTableBodyByPosition = memo(function DataTableBodyByPosition({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const { expand, hasBulkActions, hover } = useDataTableConfigContext();
  const { rowClick } = useDataTableCallbacksContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const cells = useMemo(
    () =>
      Children.map(children, (child) => {
        if (!isColumn(child)) return child;
        const { source, label } = child.props;
        if (hidden.includes(source ?? (label as string))) return null;
        return <PositionCell column={child.props} />;
      }),
    [children, hidden],
  );
  if (expand || hasBulkActions || rowSx || (rowClick !== false && rowClick !== undefined))
    return <DataTableBody>{children}</DataTableBody>;
  return (
    <TableBody className={BODY}>
      {data?.map((record, rowIndex) => (
        <RecordContextProvider value={record} key={rowIndex}>
          <PositionRow even={rowIndex % 2 === 0} hover={hover} cells={cells} />
        </RecordContextProvider>
      ))}
    </TableBody>
  );
});
