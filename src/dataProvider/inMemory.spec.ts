import { describe, expect, it } from 'vitest';
import { listInMemory } from './inMemory.ts';

// The pipeline itself is tested in src/shared/listPipeline.spec.ts; here, react-admin's params reach it.
const rows = [
  { id: 1, name: 'banksia Kids', email: 'a@x.com', type: 1 },
  { id: 2, name: 'Acacia House', email: 'b@y.com', type: 2 },
  { id: 3, name: 'Coral Bay', email: 'c@x.com', type: 1 },
];

describe('listInMemory', () => {
  it('searches the given fields, or one field by `<field>_q`', () => {
    expect(listInMemory(rows, { filter: { q: 'BAY' } }, ['name']).data.map((r) => r.id)).toEqual([3]);
    expect(listInMemory(rows, { filter: { q: 'x.com' } }, ['name']).total).toBe(0);
    expect(listInMemory(rows, { filter: { email_q: 'X.COM' } }).data.map((r) => r.id)).toEqual([1, 3]);
  });

  it('sorts by the sort field in both directions', () => {
    const asc = listInMemory(rows, { sort: { field: 'name', order: 'ASC' } }).data.map((r) => r.name);
    expect(asc).toEqual(['Acacia House', 'banksia Kids', 'Coral Bay']);
    const desc = listInMemory(rows, { sort: { field: 'name', order: 'DESC' } }).data.map((r) => r.name);
    expect(desc).toEqual(['Coral Bay', 'banksia Kids', 'Acacia House']);
  });

  it('pages after filtering and reports the filtered total; a page past the end is empty', () => {
    const page2 = listInMemory(rows, { filter: { type: 1 }, pagination: { page: 2, perPage: 1 } });
    expect(page2).toEqual({ data: [rows[2]], total: 2 });
    expect(listInMemory(rows, { filter: { type: 1 }, pagination: { page: 3, perPage: 1 } })).toEqual({
      data: [],
      total: 2,
    });
  });
});
