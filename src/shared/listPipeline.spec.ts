import { describe, expect, it } from 'vitest';
import {
  containsText,
  filterRows,
  indexRows,
  lastPage,
  pageBounds,
  pageRows,
  runListPipeline,
  sortRows,
  textOfFields,
  whereFields,
  type ListPipelineSpec,
} from './listPipeline.ts';

interface Rec {
  id: number;
  name: string | null;
  role?: string;
  n?: number;
  first?: string;
  last?: string;
}

const spec: ListPipelineSpec<Rec> = {
  searchText: (r) => r.name ?? '',
  where: ({ role }) => (role ? (r) => r.role === role : null),
};

// Expected orders below are written out by hand, not computed with the code under test.
const data: Rec[] = [
  { id: 1, name: 'banksia kindy', role: 'admin', n: 3, first: 'Zoe', last: 'Smith' },
  { id: 2, name: 'Acacia Centre', role: 'member', n: 10, first: 'Amy', last: 'smith' },
  { id: 3, name: null, role: 'member', n: 1, first: 'Bob', last: 'Jones' },
  { id: 4, name: 'acacia annex', role: 'admin', n: 2, first: 'Al', last: 'Young' },
  { id: 5, name: 'Wattle OOSH', role: 'member' },
];
const ids = (rs: readonly { id: number }[]) => rs.map((r) => r.id);
const sorted = (field: string, order: 'ASC' | 'DESC', s?: ListPipelineSpec<Rec>) => {
  const indexed = indexRows(data);
  return ids(sortRows(indexed, indexed.rows, { field, order }, s));
};
const filtered = (filter: Record<string, unknown>, s: ListPipelineSpec<Rec> = spec) =>
  ids(filterRows(indexRows(data), filter, s).map((r) => r.record));

describe('list pipeline: sort', () => {
  it('sorts text case-insensitively, missing values last in both directions', () => {
    expect(sorted('name', 'ASC')).toEqual([4, 2, 1, 5, 3]);
    expect(sorted('name', 'DESC')).toEqual([5, 1, 2, 4, 3]);
  });

  it('sorts numbers as numbers (10 after 3), missing last; ties keep the answer order either way', () => {
    expect(sorted('n', 'ASC')).toEqual([3, 4, 1, 2, 5]);
    expect(sorted('n', 'DESC')).toEqual([2, 1, 4, 3, 5]);
    expect(sorted('role', 'ASC')).toEqual([1, 4, 2, 3, 5]);
    expect(sorted('role', 'DESC')).toEqual([2, 3, 5, 1, 4]);
  });

  it("sorts by a column's own value when the spec gives one (last name, then first name)", () => {
    const byName: ListPipelineSpec<Rec> = { sortValue: { person: (r) => [r.last, r.first] } };
    expect(sorted('person', 'ASC', byName)).toEqual([3, 2, 1, 4, 5]);
  });

  it('no sort field keeps the answer order; the input is never reordered', () => {
    const indexed = indexRows(data);
    expect(ids(sortRows(indexed, indexed.rows, { field: '', order: 'DESC' }))).toEqual([1, 2, 3, 4, 5]);
    sortRows(indexed, indexed.rows, { field: 'name', order: 'ASC' });
    expect(ids(indexed.rows.map((r) => r.record))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts a filtered part in the order the whole would have, with the ranks worked out once per field', () => {
    const indexed = indexRows(data);
    const members = filterRows(indexed, { role: 'member' }, spec);
    expect(ids(sortRows(indexed, members, { field: 'name', order: 'ASC' }))).toEqual([2, 5, 3]);
    const ranks = indexed.ranks.get('name');
    expect(ranks).toBeDefined();
    expect(ids(sortRows(indexed, indexed.rows, { field: 'name', order: 'DESC' }))).toEqual([5, 1, 2, 4, 3]);
    expect(indexed.ranks.get('name')).toBe(ranks);
  });
});

describe('list pipeline: filter and search', () => {
  it('search is a case-insensitive substring, trimmed; an empty search keeps everything', () => {
    expect(filtered({ q: '  ACACIA ' })).toEqual([2, 4]);
    expect(filtered({ q: 'cia c' })).toEqual([2]);
    expect(filtered({ q: '' })).toEqual([1, 2, 3, 4, 5]);
    expect(filtered({ q: 'zzz' })).toEqual([]);
  });

  it('a list that names no search text searches every text field', () => {
    expect(filtered({ q: 'young' }, {})).toEqual([4]);
    expect(filtered({ q: 'member' }, {})).toEqual([2, 3, 5]);
  });

  it('searches the named fields only when given them', () => {
    expect(filtered({ q: 'smith' }, { searchText: textOfFields<Rec>(['first', 'last']) })).toEqual([1, 2]);
    expect(filtered({ q: 'admin' }, { searchText: textOfFields<Rec>(['first', 'last']) })).toEqual([]);
  });

  it("other filters go to the list's `where` and combine with the search", () => {
    expect(filtered({ role: 'admin' })).toEqual([1, 4]);
    expect(filtered({ role: 'admin', q: 'acacia' })).toEqual([4]);
  });

  it('filters by field: `<field>_q` searches one field, a value must equal, a list must contain; empty is none', () => {
    const byField: ListPipelineSpec<Rec> = { where: whereFields<Rec> };
    expect(filtered({ last_q: ' SMI' }, byField)).toEqual([1, 2]);
    expect(filtered({ role: 'member', n: '10' }, byField)).toEqual([2]);
    expect(filtered({ n: [1, '2'] }, byField)).toEqual([3, 4]);
    expect(filtered({ role: '', n: null, first: undefined }, byField)).toEqual([1, 2, 3, 4, 5]);
  });

  it('containsText: a case-insensitive substring of a text, the needle trimmed; not a text never matches', () => {
    expect(containsText('Acacia Centre', ' centre ')).toBe(true);
    expect(containsText('Acacia Centre', 'annex')).toBe(false);
    expect(containsText(12, '1')).toBe(false);
  });
});

describe('list pipeline: pages', () => {
  it('pages of n rows; a page past the end shows the last page; no rows is page 1', () => {
    const nums = Array.from({ length: 17 }, (_, i) => i + 1);
    expect(pageRows(nums, 1, 8)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8], page: 1 });
    expect(pageRows(nums, 3, 8)).toEqual({ rows: [17], page: 3 });
    expect(pageRows(nums, 9, 8)).toEqual({ rows: [17], page: 3 });
    expect(pageRows([], 4, 8)).toEqual({ rows: [], page: 1 });
    expect(lastPage(16, 8)).toBe(2);
    expect(lastPage(0, 8)).toBe(1);
  });

  it("says 'first-last of total', the last page for a page past the end, nothing for no rows", () => {
    expect(pageBounds(23, 2, 10)).toEqual({ first: 11, last: 20, total: 23 });
    expect(pageBounds(23, 3, 10)).toEqual({ first: 21, last: 23, total: 23 });
    expect(pageBounds(23, 7, 10)).toEqual({ first: 21, last: 23, total: 23 });
    expect(pageBounds(0, 1, 10)).toBeNull();
  });
});

describe('list pipeline: the stages at once', () => {
  it('filters, searches, sorts and pages, with the whole view and its total', () => {
    const result = runListPipeline(data, spec, {
      filter: { role: 'member' },
      sort: { field: 'name', order: 'ASC' },
      page: 1,
      perPage: 2,
    });
    expect(ids(result.rows)).toEqual([2, 5]);
    expect(ids(result.all)).toEqual([2, 5, 3]);
    expect(result).toMatchObject({ total: 3, page: 1 });
  });

  it('without a page size the page is the whole view', () => {
    const result = runListPipeline(data, spec, { filter: { q: 'a' }, sort: { field: 'n', order: 'DESC' } });
    expect(ids(result.rows)).toEqual([2, 1, 4, 5]);
    expect(result.total).toBe(4);
  });
});
