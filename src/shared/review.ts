// Beyond the spec: a policy or procedure is due once its date is a review period ago (the period is configuration,
// passed in so the fixture or a test can use its own). One rule for the list, the dashboard and coverage.
import { DOCUMENT_TYPE } from './constants.ts';
import { isoDay } from './clock.ts';

export const DEFAULT_REVIEW_PERIOD_MONTHS = 12;

export interface ReviewClock {
  today: string;
  months: number;
}

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

export function issueDay(date: unknown): string | null {
  if (typeof date !== 'string') return null;
  const day = date.slice(0, 10);
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && d >= 1 && d <= daysIn(year, month) ? day : null;
}

export function addMonths(day: string, months: number): string {
  const [year, month, d] = day.split('-').map(Number);
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const mo = (((index % 12) + 12) % 12) + 1;
  return `${pad(y, 4)}-${pad(mo)}-${pad(Math.min(d, daysIn(y, mo)))}`;
}

export function reviewDate(doc: Reviewable, months: number): string | null {
  if (!isReviewedType(doc.document_type_id)) return null;
  const day = issueDay(doc.date);
  return day === null ? null : addMonths(day, months);
}

export function isDueForReview(
  doc: Reviewable,
  today: Date | string = new Date(),
  months: number = DEFAULT_REVIEW_PERIOD_MONTHS,
): boolean {
  const due = reviewDate(doc, months);
  const day = typeof today === 'string' ? today.slice(0, 10) : isoDay(today);
  return due !== null && due <= day;
}

export const countDueForReview = (docs: readonly Reviewable[], today: Date | string, months: number): number =>
  docs.reduce((n, d) => (isDueForReview(d, today, months) ? n + 1 : n), 0);

export const REVIEW_WINDOWS = ['overdue', 30, 90] as const;
export type ReviewWindow = (typeof REVIEW_WINDOWS)[number];

export function addDays(day: string, days: number): string {
  const [year, month, d] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, d + days)).toISOString().slice(0, 10);
}

export function reviewWindow(doc: Reviewable, clock: ReviewClock): ReviewWindow | null {
  const due = reviewDate(doc, clock.months);
  if (due === null) return null;
  if (due <= clock.today) return 'overdue';
  for (const days of [30, 90] as const) if (due <= addDays(clock.today, days)) return days;
  return null;
}

export function inReviewWindow(doc: Reviewable, window: ReviewWindow, clock: ReviewClock): boolean {
  const found = reviewWindow(doc, clock);
  if (found === null) return false;
  if (window === 'overdue') return found === 'overdue';
  return found !== 'overdue' && found <= window;
}

export const countInReviewWindow = (docs: readonly Reviewable[], window: ReviewWindow, clock: ReviewClock): number =>
  docs.reduce((n, d) => (inReviewWindow(d, window, clock) ? n + 1 : n), 0);
