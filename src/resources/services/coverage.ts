import { DOCUMENT_TYPE, NQA_AREAS } from '../../shared/constants.ts';
import { DEFAULT_STATE, listStateParams } from '../documents/list/listState.ts';

/** The document types the coverage view checks in each quality area. */
export const COVERAGE_TYPES = [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

interface CoverageInput {
  nqa_area_id?: unknown;
  document_type_id?: unknown;
  availability?: string;
}

export interface CoverageRow {
  area: number;
  counts: Record<CoverageType, number>;
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

/**
 * NQA1-7 against Policy and Procedure: how many current documents (ones the service sees and has not disabled)
 * cover each pair. A zero is a gap.
 */
export function coverageOf(docs: readonly CoverageInput[]): CoverageRow[] {
  return NQA_AREAS.map((area) => {
    const counts = { [DOCUMENT_TYPE.policy]: 0, [DOCUMENT_TYPE.procedure]: 0 } as Record<CoverageType, number>;
    for (const d of docs) {
      if (d.availability === 'DISABLE') continue;
      const type = Number(d.document_type_id) as CoverageType;
      if (!COVERAGE_TYPES.includes(type)) continue;
      if (areasOf(d.nqa_area_id).includes(area)) counts[type] += 1;
    }
    return { area, counts };
  });
}

/** How many area and type pairs have no current document. */
export const gapsOf = (rows: readonly CoverageRow[]) =>
  rows.reduce((n, r) => n + COVERAGE_TYPES.filter((t) => r.counts[t] === 0).length, 0);

/** The documents list filtered to the documents that would fill a gap, in the list's own address state. */
export function gapLink(listPath: string, area: number, type: CoverageType) {
  const q = listStateParams({ ...DEFAULT_STATE, tab: area, documentTypes: [type] });
  return `${listPath}?${q.toString()}`;
}
