import { describe, expect, it, vi } from 'vitest';
import { QueryClient, focusManager } from '@tanstack/react-query';
import { keptList } from './keptList.ts';
import { collectionQueryKey } from './keptCollection.ts';
import { startMove } from '../loading/visit.ts';
import { whereFields } from '../shared/listPipeline.ts';

const rows = [
  { id: 1, name: 'banksia Kids', type: 1 },
  { id: 2, name: 'Acacia House', type: 2 },
  { id: 3, name: 'Coral Bay', type: 1 },
];
type R = (typeof rows)[number];

function setup(queryClient?: QueryClient) {
  const load = vi.fn(async (_source: string) => rows);
  const list = keptList<R>({
    resource: 'things',
    spec: { searchText: (r) => r.name, where: whereFields },
    load,
    queryClient,
  });
  return { load, list };
}

describe('keptList', () => {
  it('pages, sorts and filters one collection read once per visit', async () => {
    const { load, list } = setup(new QueryClient());
    startMove('/things');
    const page1 = await list.getList({ pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' } });
    expect(page1).toEqual({ data: [rows[1], rows[0]], total: 3 });
    const typed = await list.getList({ filter: { type: 1, q: 'BAY' }, pagination: { page: 1, perPage: 2 } });
    expect(typed.data.map((r) => r.id)).toEqual([3]);
    const desc = await list.getList({ pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'DESC' } });
    expect(desc.data.map((r) => r.id)).toEqual([2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the collection again on the next visit; the same answer gives the same records', async () => {
    const { load, list } = setup(new QueryClient());
    startMove('/things');
    const first = await list.getList({ pagination: { page: 1, perPage: 10 } });
    await new Promise((r) => setTimeout(r, 2));
    startMove('/elsewhere');
    const again = await list.getList({ pagination: { page: 1, perPage: 10 } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(again.data).toEqual(first.data);
    expect(again.data[0]).toBe(first.data[0]);
  });

  it('reads the collection again once the window regains focus', async () => {
    const { load, list } = setup(new QueryClient());
    startMove('/things');
    await list.getList({ pagination: { page: 1, perPage: 10 } });
    await new Promise((r) => setTimeout(r, 2));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await list.getList({ pagination: { page: 1, perPage: 10 } });
    expect(load).toHaveBeenCalledTimes(2);
    focusManager.setFocused(undefined);
  });

  it('a page past the end answers the last page; perPage 0 answers the whole view', async () => {
    const { list } = setup();
    expect((await list.getList({ pagination: { page: 9, perPage: 2 } })).data.map((r) => r.id)).toEqual([3]);
    expect((await list.getList({ filter: { type: 1 }, pagination: { page: 1, perPage: 0 } })).total).toBe(2);
  });

  it('without a query client every getList reads the collection', async () => {
    const { load, list } = setup();
    await list.getList({});
    await list.getList({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a changed collection pages its lists again; the same answer leaves them as they are', async () => {
    const queryClient = new QueryClient();
    setup(queryClient);
    const page = ['things', 'getList', { pagination: { page: 1, perPage: 10 } }];
    queryClient.setQueryData(page, { data: [], total: 0 });
    const data = [...rows];
    queryClient.setQueryData(collectionQueryKey('things'), { data, total: 3 });
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
    queryClient.setQueryData(page, { data: [], total: 0 });
    queryClient.setQueryData(collectionQueryKey('things'), { data, total: 3 });
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(false);
  });
});
