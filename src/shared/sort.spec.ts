import { describe, expect, it } from 'vitest';
import { compareValues, sortedBy } from './sort.ts';

describe('the one sort order', () => {
  it('compares the text shown case-insensitively', () => {
    const titles = ['Critical Reflection Procedure', 'Critical Reflection in Everyday Practice', 'acorn', 'Banksia'];
    expect(sortedBy(titles, (t) => t)).toEqual([
      'acorn',
      'Banksia',
      'Critical Reflection in Everyday Practice',
      'Critical Reflection Procedure',
    ]);
    expect(compareValues('ABC', 'abc')).toBe(0);
  });

  it('puts missing values last in either direction, and keeps ties in their order', () => {
    const rows = [
      { id: 1, v: null },
      { id: 2, v: 'b' },
      { id: 3, v: '' },
      { id: 4, v: 'a' },
      { id: 5, v: 'B' },
      { id: 6, v: undefined },
    ];
    expect(sortedBy(rows, (r) => r.v).map((r) => r.id)).toEqual([4, 2, 5, 1, 3, 6]);
    expect(sortedBy(rows, (r) => r.v, 'DESC').map((r) => r.id)).toEqual([2, 5, 4, 1, 3, 6]);
  });

  it('compares numbers as numbers and lists value by value (last name, then first name)', () => {
    expect(sortedBy([10, 9, 100], (n) => n)).toEqual([9, 10, 100]);
    const people = [
      { first: 'Zoe', last: 'Brown' },
      { first: 'anna', last: 'brown' },
      { first: 'Bob', last: 'Adams' },
    ];
    expect(sortedBy(people, (p) => [p.last, p.first]).map((p) => `${p.first} ${p.last}`)).toEqual([
      'Bob Adams',
      'anna brown',
      'Zoe Brown',
    ]);
  });
});
