/**
 * The client-side document fields (document-management §3), from every shape a back end may send for the loaded
 * fields: each answer goes through the document schema first, as the data provider does.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import {
  belongsInOf,
  categoryNameOf,
  documentFields,
  toDocumentRows,
  excludedServiceIdsOf,
  serviceTypeIdsOf,
} from './documentFields.ts';
import { documentSchema } from '../shared/schemas/index.ts';

const pdf = {
  id: 31,
  document_name: 'Sun Safety Policy.pdf',
  file_size: 245_300,
  file_type: 'application/pdf',
  label: 'Sun Safety Policy.pdf',
  availability: 'ENABLE' as const,
  document_url: '/files/sun-safety.pdf',
  webinar_title: null,
  webinar_link: null,
  webinar_description: null,
  global_webinar: 0 as const,
};

/** A loaded document as §3 lists its fields, written out by hand, with `over` as the answer sends it, decoded. */
const loaded = (over: Record<string, unknown> = {}) =>
  documentSchema.parse({
    ...answer,
    ...over,
  });
const answer = {
  id: 12,
  document_id: 12,
  file_uploaded_id: 31,
  label: 'Sun Safety Policy.pdf',
  file_title: 'Sun Safety Policy',
  file_version: '2.1',
  date: '2026-03-04',
  description: '',
  content: null,
  category: 1,
  upload_or_generate: 1,
  document_type_id: 1,
  nqa_area_id: [2],
  service_type_id: [
    { id: 1, name: 'Long Daycare' },
    { id: 4, name: 'OOSH' },
  ],
  service_specific_type: null,
  risk_assesment_type: null,
  services: [
    { id: 3, name: 'Bluegum Early Learning' },
    { id: 8, name: 'Harbourside OSHC' },
  ],
  excluded_services: '[5,9]',
  notify_service: 0,
  global_webinar: 0,
  webinar_title: null,
  webinar_link: null,
  webinar_description: null,
  uploaded_file: pdf,
};

const f = (over: Record<string, unknown> = {}) => documentFields(loaded(over), translate);

describe('service types and exclusions', () => {
  it('reads service_type_id as a list of {id, name} or as a JSON string of ids or of {id, name}', () => {
    expect(serviceTypeIdsOf(loaded())).toEqual([1, 4]);
    expect(serviceTypeIdsOf(loaded({ service_type_id: '[2,3]' }))).toEqual([2, 3]);
    expect(serviceTypeIdsOf(loaded({ service_type_id: '[{"id":3,"name":"Pre-school"}]' }))).toEqual([3]);
    expect(serviceTypeIdsOf(loaded({ service_type_id: '["1","4"]' }))).toEqual([1, 4]);
    expect(serviceTypeIdsOf(loaded({ service_type_id: '' }))).toEqual([]);
    expect(serviceTypeIdsOf(loaded({ service_type_id: null }))).toEqual([]);
    expect(documentSchema.safeParse({ ...answer, service_type_id: 'not json' }).success).toBe(false);
  });

  it('reads excluded_services as a JSON list of ids', () => {
    expect(excludedServiceIdsOf(loaded())).toEqual([5, 9]);
    expect(excludedServiceIdsOf(loaded({ excluded_services: '[]' }))).toEqual([]);
    expect(excludedServiceIdsOf(loaded({ excluded_services: [4] }))).toEqual([4]);
  });
});

describe('belongsIn', () => {
  it("names the document's service types, from either shape", () => {
    expect(f().belongsIn).toBe('Long Daycare, OOSH');
    expect(f({ service_type_id: '[3]' }).belongsIn).toBe('Pre-school');
    expect(f({ service_type_id: '[{"id":2,"name":"Family Daycare"}]' }).belongsIn).toBe('Family Daycare');
    expect(f({ service_type_id: [{ id: 5, name: 'Standalone NQA file' }] }).belongsIn).toBe('Standalone NQA file');
  });

  it("is 'Global' for every service type or a global webinar, 'Service-specific document' for category 2 (or 3)", () => {
    expect(f({ service_type_id: '[1,2,3,4]' }).belongsIn).toBe('Global');
    expect(f({ document_type_id: 3, global_webinar: 1, service_type_id: [] }).belongsIn).toBe('Global');
    expect(belongsInOf(loaded({ category: 2, global_webinar: 0, service_type_id: '[5]' }), translate)).toBe(
      'Service-specific document',
    );
    expect(belongsInOf(loaded({ category: '3', global_webinar: '0', service_type_id: [] }), translate)).toBe(
      'Service-specific document',
    );
  });

  it('keeps the name the answer gives for a type the portal does not know', () => {
    expect(f({ service_type_id: [{ id: 9, name: 'Vacation care' }] }).belongsIn).toBe('Vacation care');
  });
});

describe('categoryName', () => {
  it('lists the NQA areas of a general document', () => {
    expect(f().categoryName).toBe('NQA2');
    expect(f({ nqa_area_id: [1, 3, 7] }).categoryName).toBe('NQA1, NQA3, NQA7');
    expect(f({ nqa_area_id: [] }).categoryName).toBe('');
  });

  it('is the service-specific type of a service-specific document', () => {
    const names = [1, 2, 3, 4, 5, 6].map((t) =>
      categoryNameOf(loaded({ category: 2, service_specific_type: String(t), nqa_area_id: '[2]' }), translate),
    );
    expect(names).toEqual(['Report', 'AP Report', 'Mentor Report', 'Risk Assessment', 'NQA Document', 'FOM Report']);
  });
});

describe('file fields', () => {
  it('an uploaded PDF: type, size in kb, URL and name', () => {
    expect(f()).toMatchObject({
      fileTypeId: 6,
      fileType: 'PDF',
      fileSize: 245,
      fileUrl: '/files/sun-safety.pdf',
      downloadName: 'Sun Safety Policy.pdf',
      doctype: 'Upload',
    });
  });

  it('a size given as text counts too; a missing size is no size; a non-numeric size is an unreadable answer', () => {
    expect(f({ uploaded_file: { ...pdf, file_size: '1500' } }).fileSize).toBe(2);
    expect(f({ uploaded_file: { ...pdf, file_size: null } }).fileSize).toBeNull();
    expect(documentSchema.safeParse({ ...answer, uploaded_file: { ...pdf, file_size: 'big' } }).success).toBe(false);
  });

  it('each file type of the filter (§5) from the stored name or MIME type', () => {
    const typeOf = (document_name: string, file_type = '') =>
      f({ uploaded_file: { ...pdf, document_name, file_type } }).fileType;
    expect(typeOf('minutes.docx')).toBe('Word');
    expect(typeOf('photo.JPG')).toBe('Image');
    expect(typeOf('talk.mp4')).toBe('Video');
    expect(typeOf('roster.xlsx')).toBe('Excel');
    expect(typeOf('scan', 'application/pdf')).toBe('PDF');
    expect(typeOf('unknown.bin', 'application/octet-stream')).toBe('');
  });

  it("a generated document: 'Generated', no size, no URL, so Download says 'Please check file'", () => {
    expect(
      f({ upload_or_generate: 2, content: '<p>Body</p>', uploaded_file: null, file_uploaded_id: null }),
    ).toMatchObject({
      fileTypeId: 1,
      fileType: 'Generated',
      fileSize: null,
      fileUrl: null,
      downloadName: null,
      doctype: 'Generate',
    });
  });

  it('a webinar by link only is a video without a file; its list name is the webinar title', () => {
    const webinar = f({
      document_type_id: 3,
      uploaded_file: null,
      webinar_title: 'Inclusion webinar',
      webinar_link: 'https://video.example/1',
    });
    expect(webinar).toMatchObject({ fileType: 'Video', fileUrl: null, filename: 'Inclusion webinar' });
    expect(f({ document_type_id: 4, webinar_title: 'Module 1' }).filename).toBe('Module 1');
    expect(f({ document_type_id: 1, webinar_title: 'ignored' }).filename).toBe('Sun Safety Policy');
  });
});

describe('servicesCount', () => {
  it('counts the services list', () => {
    expect(f().servicesCount).toBe(2);
    expect(f({ services: [] }).servicesCount).toBe(0);
  });
});

describe('the rows of a whole answer', () => {
  it('gives each document the fields documentFields gives it alone, wording each distinct value once', () => {
    const docs = [
      loaded({ id: 1 }),
      loaded({ id: 2, service_type_id: '[2,3]', nqa_area_id: [1, 7] }),
      loaded({ id: 3 }),
      loaded({ id: 4, global_webinar: 1 }),
      loaded({ id: 5, category: 2, service_specific_type: 3 }),
      loaded({ id: 6, category: 2, service_specific_type: 3, nqa_area_id: [4] }),
      loaded({ id: 7, service_type_id: [{ id: 9, name: 'Vacation care' }] }),
      loaded({ id: 8, service_type_id: [{ id: 9, name: 'Holiday program' }] }),
      loaded({ id: 9, service_type_id: '[2,3]', nqa_area_id: [1, 7] }),
    ];
    const alone = docs.map((d) => documentFields(structuredClone(d), translate));
    const asked: string[] = [];
    const counting = (key: string, options?: Record<string, unknown>) => {
      asked.push(key);
      return translate(key, options);
    };
    const rows = toDocumentRows(docs, counting);
    expect(rows.map((r) => ({ belongsIn: r.belongsIn, categoryName: r.categoryName }))).toEqual(
      alone.map((a) => ({ belongsIn: a.belongsIn, categoryName: a.categoryName })),
    );
    expect(rows[6].belongsIn).toBe('Vacation care'); // the answer's own names, each document its own
    expect(rows[7].belongsIn).toBe('Holiday program');
    expect(rows.map((r) => r.id)).toEqual(docs.map((d) => d.id)); // the same records, fields written onto them
    expect(rows[0]).toBe(docs[0]);
    // documents 3, 4 and 9 repeat the areas of 1 and 2; 5 and 6 are worded by their service-specific type
    expect(asked.filter((k) => k === 'app.documents.nqa_tab')).toHaveLength(3); // NQA2; NQA1 and NQA7
    expect(asked.filter((k) => k === 'app.documents.belongs_service_specific')).toHaveLength(1);
  });
});
