/**
 * The documents list's address (document-management §2 paging and tabs, §4 mutually exclusive source filters) and
 * its translation to react-admin's list parameters (DOCUMENTS_ADDRESS); sizes and the CSV export.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate.ts';
import { toDocumentRow, type LoadedDocument } from '../../../dataProvider/documentFields.ts';
import { addressParams, listAddress, viewOfAddress } from './listAddress.ts';
import { sizeLabel } from './sizeLabel.ts';
import { documentsCsv } from './exportCsv.ts';
import { matchServices } from '../../../components/ChooseServicesDialog.tsx';
import { loadedDocument } from '../../../test/documents.ts';

const loaded = (id: number, over: Partial<LoadedDocument> = {}): LoadedDocument =>
  ({ ...loadedDocument(id), ...over }) as LoadedDocument;
const row = (id: number, over: Partial<LoadedDocument> = {}) => toDocumentRow(loaded(id, over), translate);

describe('address', () => {
  it('round-trips every part of a view through the address', () => {
    const filter = { tab: 3, q: 'Fire Drill', type: [1, 2], stype: [2], files: [6], due: 'overdue' as const };
    const sort = { field: 'belongsIn', order: 'DESC' as const };
    const params = addressParams(filter, sort, 4);
    expect(params.toString()).toBe(
      'tab=3&q=Fire+Drill&type=1%2C2&stype=2&files=6&sort=belongsIn&order=DESC&page=4&due=1',
    );
    expect(viewOfAddress(params.toString())).toEqual({ filter, sort, page: 4 });
  });

  it('leaves the defaults out, so the plain list keeps its plain address', () => {
    expect(addressParams({ tab: 1 }, { field: '', order: 'ASC' }, 1).toString()).toBe('');
    expect(viewOfAddress('')).toEqual({ filter: {} });
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const view = viewOfAddress('tab=9&type=5,x,2&stype=5&files=7&sort=password&page=-2&due=45');
    // 5 is no document type (§9: 1, 2, 3, 4, 6, 7), nor (Standalone) any service's type; 7 no file type
    expect(view).toEqual({ filter: { type: [2] } });
  });

  it('reads one source filter only: the three are mutually exclusive (§4)', () => {
    expect(viewOfAddress('services=7,8&files=6&collections=2').filter).toEqual({ services: [7, 8] });
    expect(viewOfAddress('files=6&collections=2').filter).toEqual({ files: [6] });
    expect(addressParams({ services: [], collections: [2] }).toString()).toBe('collections=2');
  });

  it('reads and writes the due filter choices, and older saved views spelled as the address', () => {
    for (const due of ['overdue', 30, 90] as const)
      expect(viewOfAddress(addressParams({ due }).toString()).filter.due).toBe(due);
    expect(addressParams({ due: 30 }).toString()).toBe('due=30');
    expect(addressParams({ tab: '3', type: '1,2', due: '1' }).toString()).toBe('tab=3&type=1%2C2&due=1');
  });

  it("builds the links of the dashboard's tile and a service's coverage", () => {
    expect(listAddress('/nqa-documents', { due: 'overdue' })).toBe('/nqa-documents?due=1');
    expect(listAddress('/nqa-documents', { tab: 2, type: [1] })).toBe('/nqa-documents?tab=2&type=1');
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
