import { describe, expect, it } from 'vitest';
import { coverageOf, gapLink, gapsOf } from './coverage.ts';

describe('coverageOf', () => {
  const docs = [
    { nqa_area_id: [1, 3], document_type_id: 1, availability: 'ENABLE' },
    { nqa_area_id: [3], document_type_id: 2, availability: 'ENABLE' },
    { nqa_area_id: '[2]', document_type_id: 1 },
    { nqa_area_id: [2], document_type_id: 2, availability: 'DISABLE' },
    { nqa_area_id: [1, 2, 3, 4, 5, 6, 7], document_type_id: 3, availability: 'ENABLE' },
  ];
  it('counts current policies and procedures per area, skipping disabled ones and other types', () => {
    const rows = coverageOf(docs);
    expect(rows.map((r) => r.area)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0].counts).toEqual({ 1: 1, 2: 0 });
    expect(rows[1].counts).toEqual({ 1: 1, 2: 0 });
    expect(rows[2].counts).toEqual({ 1: 1, 2: 1 });
    expect(rows[6].counts).toEqual({ 1: 0, 2: 0 });
  });
  it('counts the gaps: 14 pairs, 4 covered here', () => {
    expect(gapsOf(coverageOf(docs))).toBe(10);
    expect(gapsOf(coverageOf([]))).toBe(14);
  });
  it('counts a policy or procedure as current only within the review period, the others as due', () => {
    const dated = [
      { nqa_area_id: [1], document_type_id: 1, date: '2026-05-15', availability: 'ENABLE' },
      { nqa_area_id: [1], document_type_id: 1, date: '2025-06-15 10:00:00', availability: 'ENABLE' },
      { nqa_area_id: [1], document_type_id: 1, date: '2024-01-01', availability: 'ENABLE' },
      { nqa_area_id: [1], document_type_id: 2, date: '2024-01-01', availability: 'DISABLE' },
      { nqa_area_id: [2], document_type_id: 2, date: '2024-01-01' },
    ];
    const rows = coverageOf(dated, { today: '2026-06-15', months: 12 });
    expect(rows[0]).toEqual({ area: 1, counts: { 1: 1, 2: 0 }, due: { 1: 2, 2: 0 } });
    expect(rows[1]).toEqual({ area: 2, counts: { 1: 0, 2: 0 }, due: { 1: 0, 2: 1 } });
    // a pair with only due documents is a gap
    expect(gapsOf(rows)).toBe(13);
    // without a clock every enabled document counts, as before
    expect(coverageOf(dated)[0].counts).toEqual({ 1: 3, 2: 0 });
  });

  it('links to the documents list by tab and document type', () => {
    expect(gapLink('/nqa-documents', 3, 2)).toBe('/nqa-documents?tab=3&type=2');
  });
});
