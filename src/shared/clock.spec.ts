import { afterEach, describe, expect, it } from 'vitest';
import { acceptedFocusYears, focusDefaults, focusYears, isoDay } from './clock.ts';

// Node reads TZ again whenever it changes, so one process can play administrators on both sides of the date line.
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});
const inZone = (tz: string) => {
  process.env.TZ = tz;
};

// 2026-12-31T14:30:00Z: already 1 January 2027 in Sydney (UTC+11), still 31 December in UTC and in Honolulu.
const newYearInSydney = new Date(Date.UTC(2026, 11, 31, 14, 30));
// 2027-01-01T05:00:00Z: already 2027 in UTC, still 31 December 2026 in Honolulu (UTC-10).
const newYearInUtc = new Date(Date.UTC(2027, 0, 1, 5, 0));

describe('the administrator clock (local time)', () => {
  it("gives Sydney's date and years just after its midnight, though UTC is still in the old year", () => {
    inZone('Australia/Sydney');
    expect(isoDay(newYearInSydney)).toBe('2027-01-01');
    expect(isoDay(newYearInSydney, 'utc')).toBe('2026-12-31');
    expect(focusYears(newYearInSydney)).toEqual(['2027', '2028']);
    expect(focusDefaults(newYearInSydney)).toEqual({ year: '2027', month: 'Jan' });
  });

  it("gives Honolulu's date and years while UTC has already moved on", () => {
    inZone('Pacific/Honolulu');
    expect(isoDay(newYearInUtc)).toBe('2026-12-31');
    expect(isoDay(newYearInUtc, 'utc')).toBe('2027-01-01');
    expect(focusYears(newYearInUtc)).toEqual(['2026', '2027']);
    expect(focusDefaults(newYearInUtc)).toEqual({ year: '2026', month: 'Dec' });
  });

  it("opens the focus of the month on the administrator's current month", () => {
    inZone('UTC');
    expect(focusDefaults(new Date(Date.UTC(2026, 11, 10, 12)))).toEqual({ year: '2026', month: 'Dec' });
    expect(focusDefaults(new Date(Date.UTC(2026, 5, 30, 12)))).toEqual({ year: '2026', month: 'Jun' });
  });

  it('pads months and days', () => {
    inZone('UTC');
    expect(isoDay(new Date(Date.UTC(2026, 2, 5, 12)))).toBe('2026-03-05');
  });
});

describe('the years the fixture accepts (UTC clock)', () => {
  it('include every year a form offers at that instant, on both sides of the date line', () => {
    for (const now of [newYearInSydney, newYearInUtc]) {
      for (const tz of ['Pacific/Kiritimati', 'Australia/Sydney', 'UTC', 'Pacific/Honolulu', 'Etc/GMT+12']) {
        inZone(tz);
        for (const year of focusYears(now)) expect(acceptedFocusYears(now)).toContain(year);
      }
    }
  });

  it('are only the current and next year away from New Year', () => {
    expect(acceptedFocusYears(new Date(Date.UTC(2026, 5, 15, 12)))).toEqual(['2026', '2027']);
  });

  it('reach one year either side only while some zone is in another year', () => {
    expect(acceptedFocusYears(newYearInSydney)).toEqual(['2026', '2027', '2028']);
    expect(acceptedFocusYears(newYearInUtc)).toEqual(['2026', '2027', '2028']);
  });
});
