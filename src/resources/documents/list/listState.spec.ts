/**
 * The documents list's state and pipeline (search, document type and service type filters, the state in
 * the address; document-management §2 paging and tabs, §4 mutually exclusive source filters). Rows are built from
 * loaded documents written here from the spec's fields (§3), through the client-side fields module.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate.ts';
import { toDocumentRow, type LoadedDocument } from '../../../dataProvider/documentFields.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import {
  DEFAULT_STATE,
  changeState,
  documentFilter,
  documentsPipeline,
  listStateParams,
  parseListState,
  sizeLabel,
} from './listState.ts';
import type { ReviewClock } from '../../../shared/review.ts';
import { runListPipeline } from '../../../shared/listPipeline.ts';
import { documentsCsv } from './exportCsv.ts';
import { matchServices } from '../../../components/ChooseServicesDialog.tsx';
import { loadedDocument } from '../../../test/documents.ts';

const loaded = (id: number, over: Partial<LoadedDocument> = {}): LoadedDocument =>
  ({ ...loadedDocument(id), ...over }) as LoadedDocument;
const row = (id: number, over: Partial<LoadedDocument> = {}) => toDocumentRow(loaded(id, over), translate);
const state = (over: Partial<typeof DEFAULT_STATE> = {}) => ({ ...DEFAULT_STATE, ...over });
/** The rows of the view a state shows, through the one list pipeline (tested itself in src/shared). */
const filterRows = (rows: readonly DocumentRow[], s: typeof DEFAULT_STATE, review?: ReviewClock) =>
  runListPipeline(rows, documentsPipeline, { filter: documentFilter(s, review), sort: s.sort }).all;

describe('address state', () => {
  it('round-trips every part of the state through the address', () => {
    const s = state({
      tab: 3,
      search: 'Fire Drill',
      documentTypes: [1, 2],
      serviceTypes: [2],
      source: { kind: 'file_types', ids: [6] },
      sort: { field: 'belongsIn', order: 'DESC' },
      page: 4,
      due: 'overdue',
    });
    const params = listStateParams(s);
    expect(params.toString()).toBe(
      'tab=3&q=Fire+Drill&type=1%2C2&stype=2&files=6&sort=belongsIn&order=DESC&page=4&due=1',
    );
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(s);
  });

  it('leaves the defaults out, so the plain list keeps its plain address', () => {
    expect(listStateParams(DEFAULT_STATE).toString()).toBe('');
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_STATE);
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const s = parseListState(new URLSearchParams('tab=9&type=5,x,2&stype=5&files=7&sort=password&page=-2'));
    expect(s.tab).toBe(1);
    expect(s.documentTypes).toEqual([2]); // 5 is no document type (§9: 1, 2, 3, 4, 6, 7)
    expect(s.serviceTypes).toEqual([]); // 5 (Standalone) is no service's type
    expect(s.source).toEqual({ kind: 'all' });
    expect(s.sort).toEqual({ field: '', order: 'ASC' });
    expect(s.page).toBe(1);
  });

  it('reads one source filter only: the three are mutually exclusive (§4)', () => {
    expect(parseListState(new URLSearchParams('services=7,8&files=6&collections=2')).source).toEqual({
      kind: 'services',
      ids: [7, 8],
    });
    expect(parseListState(new URLSearchParams('files=6&collections=2')).source).toEqual({
      kind: 'file_types',
      ids: [6],
    });
    const next = changeState(state({ source: { kind: 'services', ids: [7] } }), {
      source: { kind: 'collections', ids: [2] },
    });
    expect(listStateParams(next).toString()).toBe('collections=2');
  });

  it('goes back to page 1 on any change but paging; choosing the tab shown keeps the page (§2)', () => {
    const on3 = state({ page: 3 });
    expect(changeState(on3, { tab: 2 }).page).toBe(1);
    expect(changeState(on3, { tab: 1 }).page).toBe(3);
    expect(changeState(on3, { search: 'a' }).page).toBe(1);
    expect(changeState(on3, { documentTypes: [1] }).page).toBe(1);
    expect(changeState(on3, { due: 'overdue' }).page).toBe(1);
    expect(changeState(on3, { sort: { field: 'filename', order: 'ASC' } }).page).toBe(1);
    expect(changeState(on3, { page: 5 }).page).toBe(5);
  });
});

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
    expect(filterRows(rows, state({ tab: 3 })).map((d) => d.id)).toEqual([1, 2, 3, 5]);
    expect(filterRows(rows, state({ tab: 4 })).map((d) => d.id)).toEqual([4]);
  });

  it('searches file name, webinar title and description, case-insensitively, combined with the tab', () => {
    expect(filterRows(rows, state({ tab: 3, search: '  sUn ' })).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(filterRows(rows, state({ tab: 3, search: 'WEBINAR' })).map((d) => d.id)).toEqual([3]);
    expect(filterRows(rows, state({ tab: 2, search: 'sun' })).map((d) => d.id)).toEqual([1]);
    expect(filterRows(rows, state({ tab: 4, search: 'sun' }))).toEqual([]);
  });

  it('filters the policies and procedures due for review against the clock and period it is given', () => {
    const dated = [
      row(11, { date: '2025-06-15', document_type_id: 1 }),
      row(12, { date: '2026-05-15 08:00:00', document_type_id: 2 }),
      row(13, { date: '2024-01-01', document_type_id: 3, webinar_title: 'Old webinar' }),
      row(14, { date: '2025-01-01', document_type_id: 2 }),
    ];
    const clock = { today: '2026-06-15', months: 12 };
    expect(filterRows(dated, state({ due: 'overdue' }), clock).map((d) => d.id)).toEqual([11, 14]);
    expect(filterRows(dated, state({ due: 'overdue' }), { ...clock, months: 1 }).map((d) => d.id)).toEqual([
      11, 12, 14,
    ]);
    expect(filterRows(dated, state(), clock)).toHaveLength(4);
    // 12 falls due on 2027-05-15: within 90 days of 2027-03-01, and within 30 of 2027-04-20
    const spring = { today: '2027-03-01', months: 12 };
    expect(filterRows(dated, state({ due: 90 }), spring).map((d) => d.id)).toEqual([12]);
    expect(filterRows(dated, state({ due: 30 }), spring)).toEqual([]);
    expect(filterRows(dated, state({ due: 30 }), { ...spring, today: '2027-04-20' }).map((d) => d.id)).toEqual([12]);
  });

  it('reads and writes the due filter choices in the address', () => {
    for (const due of ['overdue', 30, 90] as const)
      expect(parseListState(listStateParams({ ...DEFAULT_STATE, due })).due).toBe(due);
    expect(listStateParams({ ...DEFAULT_STATE, due: 30 }).toString()).toBe('due=30');
    expect(parseListState(new URLSearchParams('due=45')).due).toBe(false);
  });

  it('filters by document type and service type, combined with each other and the search', () => {
    expect(filterRows(rows, state({ tab: 3, documentTypes: [2] })).map((d) => d.id)).toEqual([5]);
    expect(filterRows(rows, state({ tab: 3, documentTypes: [1, 3] })).map((d) => d.id)).toEqual([1, 2, 3]);
    // Family Daycare (2): its own documents and the global webinar
    expect(filterRows(rows, state({ tab: 3, serviceTypes: [2] })).map((d) => d.id)).toEqual([1, 3, 5]);
    expect(filterRows(rows, state({ tab: 3, serviceTypes: [2], documentTypes: [1] })).map((d) => d.id)).toEqual([1]);
    expect(
      filterRows(rows, state({ tab: 3, serviceTypes: [2], documentTypes: [1, 2], search: 'shade' })).map((d) => d.id),
    ).toEqual([5]);
  });

  it('sorts the view by a column, both ways, ties in the server order; no sort keeps the server order', () => {
    expect(filterRows(rows, state({ tab: 3 })).map((d) => d.id)).toEqual([1, 2, 3, 5]);
    const asc = filterRows(rows, state({ tab: 3, sort: { field: 'filename', order: 'ASC' } })).map((d) => d.filename);
    expect(asc).toEqual(['Excursions', 'Shade procedure', 'Sun Safety Policy', 'Sunscreen webinar']);
    const desc = filterRows(rows, state({ tab: 3, sort: { field: 'filename', order: 'DESC' } }));
    expect(desc.map((d) => d.filename)).toEqual([...asc].reverse());
    const same = filterRows(rows, state({ tab: 3, sort: { field: 'servicesCount', order: 'ASC' } }));
    expect(same.map((d) => d.id)).toEqual([1, 2, 3, 5]);
  });
});

describe('sizes and export', () => {
  it("shows a file under one kilobyte as '<1 kb', otherwise kb (§2)", () => {
    expect(sizeLabel(999, 1)).toEqual({ key: 'app.documents.size_under_kb', kb: 1 });
    expect(sizeLabel('420', 0)).toEqual({ key: 'app.documents.size_under_kb', kb: 1 });
    expect(sizeLabel(1000, 1)).toEqual({ key: 'app.documents.size_kb', kb: 1 });
    expect(sizeLabel(null, null)).toBeNull();
    expect(translate('app.documents.size_under_kb')).toBe('<1 kb');
  });

  it('writes CSV fields per RFC 4180 and the view with the list columns', () => {
    const quoted = documentsCsv([row(8, { file_title: 'say "hi"' })], translate).split('\r\n');
    expect(quoted[1].split(',')[0]).toBe('"say ""hi"""');
    // a title a spreadsheet would run as a formula is written behind an apostrophe
    const formula = documentsCsv([row(8, { file_title: '=cmd|calc' })], translate).split('\r\n');
    expect(formula[1].split(',')[0]).toBe(`"'=cmd|calc"`);
    const csv = documentsCsv([row(9, { file_title: 'Hand, hygiene', nqa_area_id: [1, 2] })], translate).split('\r\n');
    expect(csv[0]).toBe('File name,Document type,File type,Size (kb),Categories,Services,Belongs in,Review date');
    expect(csv[1]).toBe('"Hand, hygiene",Policy,Generated,,"NQA1, NQA2",0,Long Daycare,2027-01-01');
    // the review date follows the period; documents that are not reviewed have none
    const six = documentsCsv([row(9), row(10, { document_type_id: 3, webinar_title: 'Talk' })], translate, 6);
    expect(six.split('\r\n').map((l) => l.split(',').at(-1))).toEqual(['Review date', '2026-07-01', '']);
  });

  it('the services picker matches a case-insensitive substring of the name', () => {
    const s = [{ name: 'Little Acorns' }, { name: 'Big Oaks' }, { name: 'ACORN Hill' }];
    expect(matchServices(s, ' acorn').map((x) => x.name)).toEqual(['Little Acorns', 'ACORN Hill']);
    expect(matchServices(s, '')).toEqual(s);
  });
});
