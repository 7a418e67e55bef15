// The administrator's calendar counts (browser local time). The fixture runs in UTC, so around New Year it accepts
// every year some time zone can show at that instant rather than recomputing "current and next" from its own.
import { MONTHS } from './constants.ts';

export type Zone = 'local' | 'utc';

const HOUR_MS = 3_600_000;
const ZONE_SPREAD = { behindHours: 12, aheadHours: 14 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function yearOf(now: Date = new Date(), zone: Zone = 'local'): number {
  return zone === 'utc' ? now.getUTCFullYear() : now.getFullYear();
}

export function isoDay(now: Date = new Date(), zone: Zone = 'local'): string {
  return zone === 'utc'
    ? now.toISOString().slice(0, 10)
    : `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function focusYears(now: Date = new Date()): string[] {
  const y = yearOf(now, 'local');
  return [String(y), String(y + 1)];
}

// the current month is our choice; the spec's default is January
export const focusDefaults = (now: Date = new Date()) => ({ year: focusYears(now)[0], month: MONTHS[now.getMonth()] });

export function acceptedFocusYears(now: Date = new Date()): string[] {
  const first = yearOf(new Date(now.getTime() - ZONE_SPREAD.behindHours * HOUR_MS), 'utc');
  const last = yearOf(new Date(now.getTime() + ZONE_SPREAD.aheadHours * HOUR_MS), 'utc') + 1;
  const years: string[] = [];
  for (let y = first; y <= last; y++) years.push(String(y));
  return years;
}
