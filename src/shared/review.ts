/**
 * Which documents are due for review: a policy or a procedure whose current version was issued (its `date`) a
 * review period or longer ago. The spec says nothing of reviews; the period is the portal's configuration
 * (VITE_REVIEW_PERIOD_MONTHS, src/config.ts), passed in so the fixture or a test can use its own. One rule for the
 * documents list, the dashboard and a service's coverage.
 */
import { DOCUMENT_TYPE } from './constants.ts';
import { isoDay } from './clock.ts';

export const DEFAULT_REVIEW_PERIOD_MONTHS = 12;

/** What 'due for review' is measured against: the administrator's day ('YYYY-MM-DD') and the period in months. */
export interface ReviewClock {
  today: string;
  months: number;
}

/** The document types that are reviewed: policies and procedures. */
export const REVIEWED_DOCUMENT_TYPES: readonly number[] = [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure];

export interface Reviewable {
  date?: unknown;
  document_type_id?: unknown;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const isReviewedType = (type: unknown): boolean =>
  type !== null && type !== undefined && type !== '' && REVIEWED_DOCUMENT_TYPES.includes(Number(type));

/** The day a date names ('YYYY-MM-DD', or with a time after it), null when it names none. */
export function issueDay(date: unknown): string | null {
  if (typeof date !== 'string') return null;
  const day = date.slice(0, 10);
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && d >= 1 && d <= daysIn(year, month) ? day : null;
}

/** `day` plus `months` calendar months; a day the target month lacks is its last (31 Jan + 1 month: 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, d] = day.split('-').map(Number);
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const mo = (((index % 12) + 12) % 12) + 1;
  return `${pad(y, 4)}-${pad(mo)}-${pad(Math.min(d, daysIn(y, mo)))}`;
}

/** When a reviewed document falls due (its date plus the period), null for other types or an unreadable date. */
export function reviewDate(doc: Reviewable, months: number): string | null {
  if (!isReviewedType(doc.document_type_id)) return null;
  const day = issueDay(doc.date);
  return day === null ? null : addMonths(day, months);
}

/**
 * Due once its review date has come: a document issued exactly `months` ago is due, one issued a day later is not.
 * `today` is the administrator's day (the app's clock) unless given, as a Date or 'YYYY-MM-DD'.
 */
export function isDueForReview(
  doc: Reviewable,
  today: Date | string = new Date(),
  months: number = DEFAULT_REVIEW_PERIOD_MONTHS,
): boolean {
  const due = reviewDate(doc, months);
  const day = typeof today === 'string' ? today.slice(0, 10) : isoDay(today);
  return due !== null && due <= day;
}

/** How many of `docs` are due for review. */
export const countDueForReview = (docs: readonly Reviewable[], today: Date | string, months: number): number =>
  docs.reduce((n, d) => (isDueForReview(d, today, months) ? n + 1 : n), 0);

/**
 * The due filter's choices: overdue (its review date has come), or falling due within the next 30 or 90 days
 * (a review date after today and at most that many days ahead; an overdue document is in neither).
 */
export const REVIEW_WINDOWS = ['overdue', 30, 90] as const;
export type ReviewWindow = (typeof REVIEW_WINDOWS)[number];

/** `day` plus `days` calendar days ('YYYY-MM-DD'), counted in UTC so no time zone shifts it. */
export function addDays(day: string, days: number): string {
  const [year, month, d] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, d + days)).toISOString().slice(0, 10);
}

/** The tightest window a reviewed document is in (overdue, then 30, then 90 days), null when none or not reviewed. */
export function reviewWindow(doc: Reviewable, clock: ReviewClock): ReviewWindow | null {
  const due = reviewDate(doc, clock.months);
  if (due === null) return null;
  if (due <= clock.today) return 'overdue';
  for (const days of [30, 90] as const) if (due <= addDays(clock.today, days)) return days;
  return null;
}

/** Whether a document is in a filter's window: overdue, or falling due within 30 (or 90) days. */
export function inReviewWindow(doc: Reviewable, window: ReviewWindow, clock: ReviewClock): boolean {
  const found = reviewWindow(doc, clock);
  if (found === null) return false;
  if (window === 'overdue') return found === 'overdue';
  return found !== 'overdue' && found <= window;
}

/** How many of `docs` are in `window`. */
export const countInReviewWindow = (docs: readonly Reviewable[], window: ReviewWindow, clock: ReviewClock): number =>
  docs.reduce((n, d) => (inReviewWindow(d, window, clock) ? n + 1 : n), 0);
