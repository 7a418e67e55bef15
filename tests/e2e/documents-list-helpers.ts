/** Shared by the NQA documents list specs (documents-list*.spec.ts): readers of the fixture and locators of the list. */
import type { Page } from '@playwright/test';
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
