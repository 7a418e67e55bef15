import { useMemo } from 'react';
import { config } from '../config.ts';
import { isoDay } from '../shared/clock.ts';
import type { ReviewClock } from '../shared/review.ts';

/**
 * The portal's review clock (src/shared/review.ts): the administrator's day and the configured period. A new day is
 * a new clock, so what is due is worked out again.
 */
export function useReviewClock(): ReviewClock {
  const today = isoDay();
  return useMemo(() => ({ today, months: config.reviewPeriodMonths }), [today]);
}
