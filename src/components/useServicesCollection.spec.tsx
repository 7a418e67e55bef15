/**
 * The chips' service names: a record that names its services (a loaded document's `services`, id and name) needs no
 * services collection; an id it does not name asks for the collection once, and the collection's names win.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { ServiceNamesFrom, useServiceNames } from './useServicesCollection.ts';

function Names({ ids }: { ids: number[] }) {
  const name = useServiceNames(ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{name(id) ?? `#${id}`}</li>
      ))}
    </ul>
  );
}

const collection = [
  { id: 3, name: 'Bluegum Early Learning (renamed)' },
  { id: 5, name: 'Wattle OSHC' },
];

function show(ids: number[]) {
  const getAll = vi.fn(async (_resource: string) => ({ data: collection, total: collection.length }));
  render(
    <AdminTestContext dataProvider={testDataProvider({ getAll })}>
      <ServiceNamesFrom services={[{ id: 3, name: 'Bluegum Early Learning' }]}>
        <Names ids={ids} />
      </ServiceNamesFrom>
    </AdminTestContext>,
  );
  return getAll;
}

describe('useServiceNames', () => {
  it("names the record's own services without asking for the services collection", async () => {
    const getAll = show([3]);
    expect(await screen.findByText('Bluegum Early Learning')).toBeInTheDocument();
    expect(getAll).not.toHaveBeenCalled();
  });

  it('asks for the collection once for an id the record does not name, and then names every chip from it', async () => {
    const getAll = show([3, 5]);
    expect(screen.getByText('Bluegum Early Learning')).toBeInTheDocument(); // the record's name until it comes
    expect(screen.getByText('#5')).toBeInTheDocument();
    expect(await screen.findByText('Wattle OSHC')).toBeInTheDocument();
    expect(screen.getByText('Bluegum Early Learning (renamed)')).toBeInTheDocument();
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll).toHaveBeenCalledWith('services');
  });
});
