import { DOCUMENT_TYPE, NQA_AREAS } from '../../shared/constants.ts';
import { listAddress } from '../documents/list/listAddress.ts';
import { isDueForReview, type ReviewClock } from '../../shared/review.ts';

/** The document types the coverage view checks in each quality area. */
export const COVERAGE_TYPES = [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

interface CoverageInput {
  nqa_area_id?: unknown;
  document_type_id?: unknown;
  date?: unknown;
  availability?: string;
}

export interface CoverageRow {
  area: number;
  /** Current documents: enabled and, when a review clock is given, within the review period. */
  counts: Record<CoverageType, number>;
  /** Enabled documents past their review date (beyond the spec; all zero without a review clock). */
  due: Record<CoverageType, number>;
}

const areasOf = (v: unknown): number[] => {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string') {
    try {
      return areasOf(JSON.parse(v));
    } catch {
      return [];
    }
  }
  return typeof v === 'number' ? [v] : [];
};

const zeros = (): Record<CoverageType, number> => ({ [DOCUMENT_TYPE.policy]: 0, [DOCUMENT_TYPE.procedure]: 0 });

/**
 * NQA1-7 against Policy and Procedure: how many current documents (ones the service sees and has not disabled, and,
 * given a review clock, issued within the review period: src/shared/review.ts) cover each pair, and how many are
 * due for review. A pair without a current document is a gap, however many are due.
 */
export function coverageOf(docs: readonly CoverageInput[], review?: ReviewClock): CoverageRow[] {
  return NQA_AREAS.map((area) => {
    const counts = zeros();
    const due = zeros();
    for (const d of docs) {
      if (d.availability === 'DISABLE') continue;
      const type = Number(d.document_type_id) as CoverageType;
      if (!COVERAGE_TYPES.includes(type)) continue;
      if (!areasOf(d.nqa_area_id).includes(area)) continue;
      if (review && isDueForReview(d, review.today, review.months)) due[type] += 1;
      else counts[type] += 1;
    }
    return { area, counts, due };
  });
}

/** How many area and type pairs have no current document. */
export const gapsOf = (rows: readonly CoverageRow[]) =>
  rows.reduce((n, r) => n + COVERAGE_TYPES.filter((t) => r.counts[t] === 0).length, 0);

/** The documents list filtered to the documents that would fill a gap, in the list's own address state. */
export function gapLink(listPath: string, area: number, type: CoverageType) {
  return listAddress(listPath, { tab: area, type: [type] });
}
