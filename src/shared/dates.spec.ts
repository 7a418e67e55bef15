import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate (one display of dates, en-AU)', () => {
  it('shows a day of the API as day/month/year with two-digit day and month', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('never shifts a day through a time zone (the first and last day of a year stay put)', () => {
    expect(formatDate('2027-01-01')).toBe('01/01/2027');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('shows a Date and a timestamp on the local calendar', () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('22/11/2026');
    expect(formatDate(new Date(2026, 2, 7, 10, 0).toISOString())).toBe('07/03/2026');
  });

  it('shows nothing for no date, and unreadable text as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
