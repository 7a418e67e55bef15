import { describe, expect, it } from 'vitest';
import {
  filterRows,
  indexRows,
  lastPage,
  pageRows,
  runListPipeline,
  sortRows,
  type ListPipelineSpec,
} from './listPipeline.ts';

interface Rec {
  id: number;
  name: string | null;
  role?: string;
  n?: number;
}

const spec: ListPipelineSpec<Rec> = {
  searchText: (r) => r.name ?? '',
  where: ({ role }) => (role ? (r) => r.role === role : null),
};

// Expected orders below are written out by hand, not computed with the code under test.
const data: Rec[] = [
  { id: 1, name: 'banksia kindy', role: 'admin', n: 3 },
  { id: 2, name: 'Acacia Centre', role: 'member', n: 10 },
  { id: 3, name: null, role: 'member', n: 1 },
  { id: 4, name: 'acacia annex', role: 'admin', n: 2 },
  { id: 5, name: 'Wattle OOSH', role: 'member' },
];
const ids = (rs: { id: number }[]) => rs.map((r) => r.id);

describe('list pipeline', () => {
  it('sorts strings case-insensitively, missing values last, both directions', () => {
    const rows = indexRows(data);
    expect(ids(sortRows(rows, { field: 'name', order: 'ASC' }).map((r) => r.record))).toEqual([4, 2, 1, 5, 3]);
    expect(ids(sortRows(rows, { field: 'name', order: 'DESC' }).map((r) => r.record))).toEqual([5, 1, 2, 4, 3]);
  });

  it('sorts numbers as numbers (10 after 3), missing last; keeps the answer order on ties', () => {
    const rows = indexRows(data);
    expect(ids(sortRows(rows, { field: 'n', order: 'ASC' }).map((r) => r.record))).toEqual([3, 4, 1, 2, 5]);
    expect(ids(sortRows(rows, { field: 'role', order: 'ASC' }).map((r) => r.record))).toEqual([1, 4, 2, 3, 5]);
  });

  it('does not reorder its input', () => {
    const rows = indexRows(data);
    sortRows(rows, { field: 'name', order: 'ASC' });
    expect(ids(rows.map((r) => r.record))).toEqual([1, 2, 3, 4, 5]);
  });

  it('search is a case-insensitive substring, trimmed; an empty search keeps everything', () => {
    const rows = indexRows(data);
    expect(ids(filterRows(rows, { q: '  ACACIA ' }, spec))).toEqual([2, 4]);
    expect(ids(filterRows(rows, { q: 'cia c' }, spec))).toEqual([2]);
    expect(ids(filterRows(rows, { q: '' }, spec))).toEqual([1, 2, 3, 4, 5]);
    expect(filterRows(rows, { q: 'zzz' }, spec)).toEqual([]);
  });

  it('other filters go to the list spec and combine with the search', () => {
    const rows = indexRows(data);
    expect(ids(filterRows(rows, { role: 'admin' }, spec))).toEqual([1, 4]);
    expect(ids(filterRows(rows, { role: 'admin', q: 'acacia' }, spec))).toEqual([4]);
  });

  it('pages of n rows; a page past the end shows the last page; no rows is page 1', () => {
    const nums = Array.from({ length: 17 }, (_, i) => i + 1);
    expect(pageRows(nums, 1, 8)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8], page: 1 });
    expect(pageRows(nums, 3, 8)).toEqual({ rows: [17], page: 3 });
    expect(pageRows(nums, 9, 8)).toEqual({ rows: [17], page: 3 });
    expect(pageRows([], 4, 8)).toEqual({ rows: [], page: 1 });
    expect(lastPage(16, 8)).toBe(2);
  });

  it('runs sort, filter and page together with the total of the filtered rows', () => {
    const result = runListPipeline(data, spec, {
      filter: { role: 'member' },
      sort: { field: 'name', order: 'ASC' },
      page: 1,
      perPage: 2,
    });
    expect(ids(result.rows)).toEqual([2, 5]);
    expect(result.total).toBe(3);
  });
});
