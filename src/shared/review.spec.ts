import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPE } from './constants.ts';
import { addMonths, countDueForReview, isDueForReview, issueDay, reviewDate } from './review.ts';

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
