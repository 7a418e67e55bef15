/**
 * The documents getList's pipeline (document-management §2 tabs, §4 filters, plus a search, document type, service
 * type and due for review filters) and its sources. Rows are built from loaded documents written here from the
 * spec's fields (§3), through the client-side fields module.
 */
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { toDocumentRow, type LoadedDocument } from './documentFields.ts';
import type { DocumentRow } from './documents.ts';
import { documentsList, documentsListSpec } from './documentsList.ts';
import { runListPipeline, type FilterValues, type ListSort } from '../shared/listPipeline.ts';
import { loadedDocument } from '../test/documents.ts';

const loaded = (id: number, over: Partial<LoadedDocument> = {}): LoadedDocument =>
  ({ ...loadedDocument(id), ...over }) as LoadedDocument;
const row = (id: number, over: Partial<LoadedDocument> = {}) => toDocumentRow(loaded(id, over), translate);
/** The rows of the view a filter shows, through the one list pipeline (tested itself in src/shared). */
const filterRows = (rows: readonly DocumentRow[], filter: FilterValues, sort?: ListSort) =>
  runListPipeline(rows, documentsListSpec, { filter, sort }).all;

describe('pipeline', () => {
  const rows = [
    row(1, { file_title: 'Sun Safety Policy', nqa_area_id: [2, 3], service_type_id: [{ id: 2, name: 'x' }] }),
    row(2, { file_title: 'Excursions', description: 'Taking children on SUN walks', nqa_area_id: [3] }),
    row(3, {
      file_title: 'recording.mp4',
      document_type_id: 3,
      webinar_title: 'Sunscreen webinar',
      nqa_area_id: [3],
      global_webinar: 1,
      service_type_id: [],
    }),
    row(4, { file_title: 'Staff rosters', document_type_id: 2, nqa_area_id: [4] }),
    row(5, {
      file_title: 'Shade procedure',
      document_type_id: 2,
      nqa_area_id: [3],
      service_type_id: [
        { id: 2, name: '' },
        { id: 3, name: '' },
      ],
    }),
  ];

  it('keeps the tab: a document shows where its nqa_area_id has the tab (§2)', () => {
    expect(filterRows(rows, { tab: 3 }).map((d) => d.id)).toEqual([1, 2, 3, 5]);
    expect(filterRows(rows, { tab: 4 }).map((d) => d.id)).toEqual([4]);
  });

  it('searches file name, webinar title and description, case-insensitively, combined with the tab', () => {
    expect(filterRows(rows, { tab: 3, q: '  sUn ' }).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(filterRows(rows, { tab: 3, q: 'WEBINAR' }).map((d) => d.id)).toEqual([3]);
    expect(filterRows(rows, { tab: 2, q: 'sun' }).map((d) => d.id)).toEqual([1]);
    expect(filterRows(rows, { tab: 4, q: 'sun' })).toEqual([]);
  });

  it('filters the policies and procedures due for review against the clock and period it is given', () => {
    const dated = [
      row(11, { date: '2025-06-15', document_type_id: 1 }),
      row(12, { date: '2026-05-15 08:00:00', document_type_id: 2 }),
      row(13, { date: '2024-01-01', document_type_id: 3, webinar_title: 'Old webinar' }),
      row(14, { date: '2025-01-01', document_type_id: 2 }),
    ];
    const clock = { today: '2026-06-15', months: 12 };
    expect(filterRows(dated, { due: 'overdue', review: clock }).map((d) => d.id)).toEqual([11, 14]);
    expect(filterRows(dated, { due: 'overdue', review: { ...clock, months: 1 } }).map((d) => d.id)).toEqual([
      11, 12, 14,
    ]);
    expect(filterRows(dated, { review: clock })).toHaveLength(4);
    // 12 falls due on 2027-05-15: within 90 days of 2027-03-01, and within 30 of 2027-04-20
    const spring = { today: '2027-03-01', months: 12 };
    expect(filterRows(dated, { due: 90, review: spring }).map((d) => d.id)).toEqual([12]);
    expect(filterRows(dated, { due: 30, review: spring })).toEqual([]);
    expect(filterRows(dated, { due: 30, review: { ...spring, today: '2027-04-20' } }).map((d) => d.id)).toEqual([12]);
  });

  it('filters by document type and service type, combined with each other and the search', () => {
    expect(filterRows(rows, { tab: 3, type: [2] }).map((d) => d.id)).toEqual([5]);
    expect(filterRows(rows, { tab: 3, type: [1, 3] }).map((d) => d.id)).toEqual([1, 2, 3]);
    // Family Daycare (2): its own documents and the global webinar
    expect(filterRows(rows, { tab: 3, stype: [2] }).map((d) => d.id)).toEqual([1, 3, 5]);
    expect(filterRows(rows, { tab: 3, stype: [2], type: [1] }).map((d) => d.id)).toEqual([1]);
    expect(filterRows(rows, { tab: 3, stype: [2], type: [1, 2], q: 'shade' }).map((d) => d.id)).toEqual([5]);
  });

  it('sorts the view by a column, both ways, ties in the server order; no sort keeps the server order', () => {
    expect(filterRows(rows, { tab: 3 }).map((d) => d.id)).toEqual([1, 2, 3, 5]);
    const asc = filterRows(rows, { tab: 3 }, { field: 'filename', order: 'ASC' }).map((d) => d.filename);
    expect(asc).toEqual(['Excursions', 'Shade procedure', 'Sun Safety Policy', 'Sunscreen webinar']);
    const desc = filterRows(rows, { tab: 3 }, { field: 'filename', order: 'DESC' });
    expect(desc.map((d) => d.filename)).toEqual([...asc].reverse());
    const same = filterRows(rows, { tab: 3 }, { field: 'servicesCount', order: 'ASC' });
    expect(same.map((d) => d.id)).toEqual([1, 2, 3, 5]);
  });
});

describe('sources', () => {
  it('reads a source filter from its own endpoint, the first one set (§4), and pages it', async () => {
    const rows = [row(1), row(2, { nqa_area_id: [2] }), row(3)];
    const listDocuments = vi.fn(async () => rows);
    const list = documentsList(listDocuments, undefined);
    const page = await list.getList('documents', {
      filter: { services: [7, 8], files: [6], tab: 1 },
      pagination: { page: 1, perPage: 1 },
      sort: { field: '', order: 'ASC' },
    });
    expect(listDocuments).toHaveBeenCalledWith({ kind: 'services', ids: [7, 8] });
    expect(page).toEqual({ data: [rows[0]], total: 2 });
    await list.getList('documents', {
      filter: { files: '6' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
    });
    expect(listDocuments).toHaveBeenLastCalledWith({ kind: 'file_types', ids: [6] });
    await list.getList('documents', {
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
    });
    expect(listDocuments).toHaveBeenLastCalledWith({ kind: 'all' });
  });
});
