import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { testDataProvider, useListContext, type DataProvider, type Exporter } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { PortalListBase } from './PortalListBase.tsx';

const rows = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
];
const dataProvider = testDataProvider({
  getList: async () => ({ data: rows, total: rows.length }),
} as Partial<DataProvider>);

const first: Exporter = () => undefined;
const second: Exporter = () => undefined;
const drawn = { times: 0 };

function Rows() {
  const { data, exporter } = useListContext();
  useEffect(() => {
    drawn.times += 1;
  });
  return (
    <p>
      {data?.map((r) => r.name).join(', ')} ({exporter === second ? 'second' : 'first'} exporter)
    </p>
  );
}
// one element, so only a change of the list's context draws it again
const ROWS = <Rows />;

function List() {
  const [exporter, setExporter] = useState<Exporter>(() => first);
  const [runs, setRuns] = useState(0);
  return (
    <>
      <button onClick={() => setRuns(runs + 1)}>again</button>
      <button onClick={() => setExporter(() => second)}>new exporter</button>
      <PortalListBase resource="things" exporter={exporter}>
        {ROWS}
      </PortalListBase>
    </>
  );
}

describe('PortalListBase', () => {
  it("draws the list again when what its context holds changes, not when react-admin's controller only runs again", async () => {
    render(
      <AdminTestContext dataProvider={dataProvider}>
        <List />
      </AdminTestContext>,
    );
    await screen.findByText('Ann, Bob (first exporter)');
    const before = drawn.times;
    // the controller runs again with equal values: its sort, filter and callbacks are new objects
    fireEvent.click(screen.getByText('again'));
    fireEvent.click(screen.getByText('again'));
    expect(drawn.times).toBe(before);
    // a new exporter is a new value: the list gets it
    fireEvent.click(screen.getByText('new exporter'));
    await screen.findByText('Ann, Bob (second exporter)');
    expect(drawn.times).toBe(before + 1);
  });
});
