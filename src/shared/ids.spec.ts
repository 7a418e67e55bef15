import { describe, expect, it } from 'vitest';
import { toggled } from './ids.ts';

describe('toggled', () => {
  it('adds an item not chosen at the end, takes a chosen one out, and leaves the list it was given as it was', () => {
    const chosen = [3, 1];
    expect(toggled(chosen, 2)).toEqual([3, 1, 2]);
    expect(toggled(chosen, 3)).toEqual([1]);
    expect(chosen).toEqual([3, 1]);
    expect(toggled<string | number>(['7'], 7)).toEqual(['7', 7]);
  });
});
