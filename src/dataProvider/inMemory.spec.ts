import { describe, expect, it } from 'vitest';
import { listInMemory } from './inMemory.ts';

const rows = [
  { id: 1, name: 'banksia Kids', email: 'a@x.com', type: 1 },
  { id: 2, name: 'Acacia House', email: 'b@y.com', type: 2 },
  { id: 3, name: 'Coral Bay', email: 'c@x.com', type: 1 },
];

describe('listInMemory', () => {
  it('searches case-insensitively by substring', () => {
    expect(listInMemory(rows, { filter: { q: 'BAY' } }, ['name']).data.map((r) => r.id)).toEqual([3]);
    expect(listInMemory(rows, { filter: { email_q: 'X.COM' } }).data.map((r) => r.id)).toEqual([1, 3]);
  });

  it('an empty search restores the full list', () => {
    expect(listInMemory(rows, { filter: { q: '' } }, ['name']).total).toBe(3);
  });

  it('sorts strings case-insensitively in both directions', () => {
    const asc = listInMemory(rows, { sort: { field: 'name', order: 'ASC' } }).data.map((r) => r.name);
    expect(asc).toEqual(['Acacia House', 'banksia Kids', 'Coral Bay']);
    const desc = listInMemory(rows, { sort: { field: 'name', order: 'DESC' } }).data.map((r) => r.name);
    expect(desc).toEqual(['Coral Bay', 'banksia Kids', 'Acacia House']);
  });

  it('pages after filtering and reports the filtered total', () => {
    const page2 = listInMemory(rows, { filter: { type: 1 }, pagination: { page: 2, perPage: 1 } });
    expect(page2).toEqual({ data: [rows[2]], total: 2 });
  });
});
