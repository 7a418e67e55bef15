/**
 * The one clock and the focus-of-the-month year rule, shared by the UI and the fixture.
 *
 * The administrator's calendar is the one that counts: the date and years a form offers are those of the browser's
 * local time. The fixture runs elsewhere (UTC), and around New Year its year may differ from the administrator's
 * by one, so it accepts every year some administrator's calendar can show at that instant (clocks run from
 * UTC-12 to UTC+14) rather than recomputing "current and next" from its own.
 */
import { MONTHS } from './constants.ts';

export type Zone = 'local' | 'utc';

const HOUR_MS = 3_600_000;
/** The furthest any civil time zone is behind (UTC-12) and ahead of (UTC+14) UTC. */
const ZONE_SPREAD = { behindHours: 12, aheadHours: 14 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar year at `now`, on the administrator's clock (local) or the server's (UTC). */
export function yearOf(now: Date = new Date(), zone: Zone = 'local'): number {
  return zone === 'utc' ? now.getUTCFullYear() : now.getFullYear();
}

/** 'Today' as YYYY-MM-DD, the format of every date field of both spec documents. */
export function isoDay(now: Date = new Date(), zone: Zone = 'local'): string {
  return zone === 'utc'
    ? now.toISOString().slice(0, 10)
    : `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The years the focus form offers (document-management §5, §9): the current year and the next. */
export function focusYears(now: Date = new Date()): string[] {
  const y = yearOf(now, 'local');
  return [String(y), String(y + 1)];
}

/** The form's default: the current year (document-management §9), the current month (our choice; the spec's: Jan). */
export const focusDefaults = (now: Date = new Date()) => ({ year: focusYears(now)[0], month: MONTHS[now.getMonth()] });

/**
 * The years a server accepts at `now`: the union of focusYears() over every time zone, so no administrator is
 * refused a year their form offered, whatever the two clocks say around New Year.
 */
export function acceptedFocusYears(now: Date = new Date()): string[] {
  const first = yearOf(new Date(now.getTime() - ZONE_SPREAD.behindHours * HOUR_MS), 'utc');
  const last = yearOf(new Date(now.getTime() + ZONE_SPREAD.aheadHours * HOUR_MS), 'utc') + 1;
  const years: string[] = [];
  for (let y = first; y <= last; y++) years.push(String(y));
  return years;
}
