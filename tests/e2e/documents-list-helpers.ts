/**
 * Shared by the NQA documents list specs (documents-list*.spec.ts): readers of the fixture and locators of the list;
 * and the review oracle of the review and coverage specs.
 */
import type { Page } from '@playwright/test';
import { DOCUMENT_TYPE } from '../../src/shared/constants.ts';
import type { DocumentAnswer } from '../../src/types.ts';
import { expect, type Api } from './fixtures';

export type Doc = DocumentAnswer;

export const nameOf = (d: Doc) =>
  [3, 4].includes(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title;
export const allDocs = async (api: Api) => (await api.get<Doc[]>('/api/getDocuments')).body;
export const inTab = async (api: Api, n: number) => (await allDocs(api)).filter((d) => d.nqa_area_id.includes(n));
export const trashed = async (api: Api) => (await api.get<Doc[]>('/api/document-get-all?trashed=only')).body;
export const withTrashed = async (api: Api) => (await api.get<Doc[]>('/api/document-get-all?trashed=with')).body;
export const docById = async (api: Api, id: number) => (await allDocs(api)).find((d) => d.id === id);
/** Membership is not a document field: the spec's collections-get/{id} lists a collection's documents. */
export const inCollection = async (api: Api, collection: number, id: number) =>
  (await api.get<{ document_id: number }[]>(`/api/collections-get/${collection}`)).body.some(
    (i) => i.document_id === id,
  );

export const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
export const names = (page: Page) => rows(page).locator('td.column-filename');
export const pager = (page: Page) => page.getByRole('navigation', { name: 'pagination navigation' });
export const rowMenu = (page: Page, i: number) =>
  rows(page)
    .nth(i)
    .getByRole('button', { name: /^Actions for / });
export const cog = (page: Page) => page.getByRole('button', { name: 'Bulk actions' });

/** A generated NQA document in the given areas (no file needed), through the real create call; `over` changes fields. */
export async function createDoc(api: Api, title: string, areas: number[], over: Record<string, unknown> = {}) {
  const res = await api.request('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 2,
    file_title: title,
    file_version: '1.0',
    date: '2026-01-15',
    description: '',
    content: '<p>Generated</p>',
    nqa_area_id: areas,
    document_type_id: 1,
    service_type_id: [1, 2, 3, 4],
    services: [],
    excluded_services: [],
    notify_service: 0,
    ...over,
  });
  expect(res.status).toBeLessThan(300);
}

/** In the choose-services dialog: search for one service, tick it, DONE. */
export async function chooseService(page: Page, name: string) {
  const chooser = page.getByRole('dialog', { name: 'Choose services' });
  await chooser.getByLabel('Search services').fill(name);
  await chooser.getByRole('button', { name: 'Filter Services' }).click();
  await chooser.getByRole('checkbox', { name, exact: true }).check();
  await chooser.getByRole('button', { name: 'DONE' }).click();
}

export async function open(page: Page) {
  await page.goto('/nqa-documents');
  await expect(page.getByRole('heading', { level: 1, name: 'NQA1 - Educational Programs and Practice' })).toBeVisible();
  await expect(names(page).first()).toBeVisible();
}

/*
 * Due for review, written here from the feature's words apart from the app's own review code: a policy or a
 * procedure whose date is the review period or more before today. The e2e build sets no VITE_REVIEW_PERIOD_MONTHS,
 * so the period is the portal's default.
 */
export const REVIEW_PERIOD_MONTHS = 12;
/** The document types that are reviewed, in the order of the coverage table's columns. */
export const REVIEWED_TYPES = [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure] as const;
export type ReviewedType = (typeof REVIEWED_TYPES)[number];
export const isReviewed = (type: number): type is ReviewedType => REVIEWED_TYPES.some((t) => t === type);
type Dated = { date: string; document_type_id: number };
type Covering = Dated & { nqa_area_id: number[]; availability: string };

/** `day` plus `months` calendar months (a day the month lacks is its last). */
export function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last.getUTCDate()))).toISOString().slice(0, 10);
}

/** Today on this machine's calendar, the one the browser shows, as YYYY-MM-DD. */
export const localDay = (now: Date = new Date()) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** Whether `doc` is due for review on `today` (YYYY-MM-DD). */
export const isDueOn = (doc: Dated, today: string) =>
  isReviewed(doc.document_type_id) && plusMonths(doc.date, REVIEW_PERIOD_MONTHS) <= today;

/** A service's documents that count in one coverage cell: enabled, of that type and in that area. */
export const coveringDocs = <D extends Covering>(docs: D[], area: number, type: ReviewedType) =>
  docs.filter((d) => d.availability !== 'DISABLE' && d.document_type_id === type && d.nqa_area_id.includes(area));

/** The text of a coverage cell with at least one document, on `today`. */
export function coverageText(covering: Dated[], today: string) {
  const due = covering.filter((d) => isDueOn(d, today)).length;
  const current = covering.length - due;
  return due === 0 ? `${current} current` : `${current} current, ${due} due for review`;
}

/** A service's coverage cell: the row of an NQA area, the column of a reviewed type. */
export const coverageCell = (page: Page, area: number, type: ReviewedType) =>
  page
    .getByRole('table', { name: 'Compliance coverage' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `NQA${area}`, exact: true }) })
    .getByRole('cell')
    .nth(REVIEWED_TYPES.indexOf(type));
