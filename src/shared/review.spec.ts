import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPE } from './constants.ts';
import {
  addDays,
  addMonths,
  countDueForReview,
  countInReviewWindow,
  inReviewWindow,
  isDueForReview,
  issueDay,
  reviewDate,
  reviewWindow,
} from './review.ts';

const policy = (date: unknown) => ({ date, document_type_id: DOCUMENT_TYPE.policy });
const procedure = (date: unknown) => ({ date, document_type_id: String(DOCUMENT_TYPE.procedure) });

afterEach(() => {
  vi.useRealTimers();
});

describe('review date', () => {
  it('is the date plus the period, for policies and procedures only', () => {
    expect(reviewDate(policy('2025-03-15'), 12)).toBe('2026-03-15');
    expect(reviewDate(procedure('2025-03-15'), 6)).toBe('2025-09-15');
    for (const type of [DOCUMENT_TYPE.webinar, DOCUMENT_TYPE.trainingModule, DOCUMENT_TYPE.feedback, null, undefined])
      expect(reviewDate({ date: '2020-01-01', document_type_id: type }, 12)).toBeNull();
  });

  it('reads the first 10 characters of a date with a time', () => {
    expect(issueDay('2025-03-15 09:30:00')).toBe('2025-03-15');
    expect(reviewDate(policy('2025-03-15 23:59:59'), 12)).toBe('2026-03-15');
  });

  it('has none for a missing or unreadable date', () => {
    for (const date of [null, undefined, '', '15/03/2025', '2025-13-01', '2025-02-30', 20250315])
      expect(reviewDate(policy(date), 12)).toBeNull();
  });

  it('ends on the last day of a shorter month, across years', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-06-01', 24)).toBe('2027-06-01');
  });
});

describe('isDueForReview', () => {
  const today = '2026-06-15';
  it('is due 12 months after its date, not a day before', () => {
    expect(isDueForReview(policy('2025-06-15'), today, 12)).toBe(true);
    expect(isDueForReview(policy('2025-06-16'), today, 12)).toBe(false);
    expect(isDueForReview(policy('2024-01-01'), today, 12)).toBe(true);
    expect(isDueForReview(procedure('2026-05-15'), today, 12)).toBe(false);
  });

  it('follows the period it is given', () => {
    expect(isDueForReview(policy('2025-12-15'), today, 6)).toBe(true);
    expect(isDueForReview(policy('2025-12-15'), today, 12)).toBe(false);
  });

  it('never marks other document types or unreadable dates', () => {
    expect(isDueForReview({ date: '2020-01-01', document_type_id: DOCUMENT_TYPE.webinar }, today, 12)).toBe(false);
    expect(isDueForReview(policy('soon'), today, 12)).toBe(false);
  });

  it("takes today from the app's clock when not given, so a test can fix it", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0));
    expect(isDueForReview(policy('2025-06-15'))).toBe(true);
    expect(isDueForReview(policy('2026-05-15'))).toBe(false);
    vi.setSystemTime(new Date(2026, 5, 14, 12, 0));
    expect(isDueForReview(policy('2025-06-15'))).toBe(false);
  });

  it('counts the due documents', () => {
    const docs = [policy('2025-01-01'), procedure('2025-02-01'), policy('2026-06-01'), { date: '2020-01-01' }];
    expect(countDueForReview(docs, today, 12)).toBe(2);
  });
});

describe('review windows', () => {
  const clock = { today: '2026-06-15', months: 12 };
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-06-15', 30)).toBe('2026-07-15');
    expect(addDays('2026-12-20', 90)).toBe('2027-03-20');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('names the tightest window: overdue, then 30 days, then 90 days', () => {
    expect(reviewWindow(policy('2025-06-15'), clock)).toBe('overdue');
    expect(reviewWindow(policy('2025-06-16'), clock)).toBe(30);
    expect(reviewWindow(policy('2025-07-15'), clock)).toBe(30);
    expect(reviewWindow(policy('2025-07-16'), clock)).toBe(90);
    expect(reviewWindow(procedure('2025-09-13'), clock)).toBe(90);
    expect(reviewWindow(procedure('2025-09-14'), clock)).toBeNull();
    expect(reviewWindow({ date: '2020-01-01', document_type_id: DOCUMENT_TYPE.webinar }, clock)).toBeNull();
  });

  it('filters by window: 90 days holds the 30 days, neither holds the overdue', () => {
    const docs = ['2025-01-01', '2025-06-20', '2025-08-01', '2026-01-01'].map(policy);
    expect(docs.map((d) => inReviewWindow(d, 'overdue', clock))).toEqual([true, false, false, false]);
    expect(docs.map((d) => inReviewWindow(d, 30, clock))).toEqual([false, true, false, false]);
    expect(docs.map((d) => inReviewWindow(d, 90, clock))).toEqual([false, true, true, false]);
    expect(countInReviewWindow(docs, 90, clock)).toBe(2);
    expect(countInReviewWindow(docs, 'overdue', clock)).toBe(countDueForReview(docs, clock.today, clock.months));
  });
});
