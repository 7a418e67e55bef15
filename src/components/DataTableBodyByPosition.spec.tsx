/**
 * The position-keyed table body (issue 10): a new page shows the next records in the same rows, updated in
 * place rather than unmounted and mounted again, with each row's checkbox naming its new record.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  testDataProvider,
  useList,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { ActionsMenu } from './ActionsMenu.tsx';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { DataTableBodyByPosition } from './DataTableBodyByPosition.tsx';
import { ListPagination } from './ListPagination.tsx';
import { selectRowColumn } from './SelectRowColumn.tsx';

interface Thing {
  id: number;
  name: string;
}

const RECORDS: Thing[] = [
  { id: 11, name: 'Acacia' },
  { id: 12, name: 'Banksia' },
  { id: 13, name: 'Coolabah' },
  { id: 14, name: 'Dianella' },
];
const nameOf = (r: Thing) => r.name;

/** Two records a page, a selection column, then `columns` (the name by default) and `below` under the pager. */
function Table({ columns = <DataTable.Col source="name" />, below }: { columns?: ReactNode; below?: ReactNode }) {
  const list = useList({ data: RECORDS, perPage: 2 });
  return (
    <ResourceContextProvider value="things">
      <ListContextProvider value={list}>
        <DataTable body={DataTableBodyByPosition} rowClick={false} bulkActionButtons={false}>
          {selectRowColumn<Thing>(nameOf)}
          {columns}
        </DataTable>
        <ListPagination />
        {below}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

describe('DataTableBodyByPosition', () => {
  it('shows the next page in the same rows, each checkbox named by its new record', async () => {
    const { container } = render(
      <AdminTestContext dataProvider={testDataProvider()}>
        <Table />
      </AdminTestContext>,
    );
    await screen.findByRole('checkbox', { name: 'Select Acacia' });
    const before = [...container.querySelectorAll('tbody tr')];
    expect(before.map((r) => r.textContent)).toEqual(['Acacia', 'Banksia']);

    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));

    await screen.findByRole('checkbox', { name: 'Select Coolabah' });
    const after = [...container.querySelectorAll('tbody tr')];
    expect(after.map((r) => r.textContent)).toEqual(['Coolabah', 'Dianella']);
    expect(screen.getByRole('checkbox', { name: 'Select Dianella' })).not.toBeChecked();
    // the same <tr> elements, updated in place
    expect(after).toHaveLength(2);
    after.forEach((row, i) => expect(row).toBe(before[i]));
  });

  it('after a page change, the checkbox and menu of a row act on the record the row now shows', async () => {
    const picked: string[] = [];
    function Menu() {
      const record = useRecordContext<Thing>();
      return (
        <ActionsMenu
          label={`Actions for ${record?.name}`}
          items={[{ label: 'Pick', onClick: () => picked.push(record?.name ?? '') }]}
        />
      );
    }
    function Selected() {
      const { selectedIds } = useListContext();
      return <output>{selectedIds.join(',')}</output>;
    }
    render(
      <AdminTestContext dataProvider={testDataProvider()}>
        <Table
          columns={[
            <DataTable.Col key="name" source="name" cellSx={() => ({ fontStyle: 'italic' })} />,
            <DataTable.Col key="menu" label="Actions" field={Menu} />,
          ]}
          below={<Selected />}
        />
      </AdminTestContext>,
    );
    await screen.findByRole('button', { name: 'Actions for Acacia' });
    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Dianella' }));
    expect(screen.getByRole('status')).toHaveTextContent('14');
    expect(screen.getByRole('checkbox', { name: 'Select Dianella' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Actions for Acacia' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Coolabah' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pick' }));
    expect(picked).toEqual(['Coolabah']);
    expect(screen.getByText('Coolabah').closest('td')).toHaveStyle({ fontStyle: 'italic' });
  });
});
