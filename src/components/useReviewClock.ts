import { useMemo } from 'react';
import { config } from '../config.ts';
import { isoDay } from '../shared/clock.ts';
import type { ReviewClock } from '../shared/review.ts';

export function useReviewClock(): ReviewClock {
  const today = isoDay();
  return useMemo(() => ({ today, months: config.reviewPeriodMonths }), [today]);
}
