import { DOCUMENT_TYPE, NQA_AREAS } from '../../shared/constants.ts';

/** The document types the coverage view checks in each quality area. */
export const COVERAGE_TYPES = [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

/**
 * The documents list's address parameters the coverage view links with (`/nqa-documents?tab=3&type=1`): the NQA
 * tab (1-7) and the document type id. The documents list reads the same names.
 */
export const DOCUMENT_LIST_PARAMS = { tab: 'tab', type: 'type' } as const;

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

/** The documents list filtered to the documents that would fill a gap. */
export function gapLink(listPath: string, area: number, type: CoverageType) {
  const q = new URLSearchParams({
    [DOCUMENT_LIST_PARAMS.tab]: String(area),
    [DOCUMENT_LIST_PARAMS.type]: String(type),
  });
  return `${listPath}?${q.toString()}`;
}
