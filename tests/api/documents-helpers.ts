/**
 * Shared by the document-management API tests (documents-*.test.ts): one fixture process per test file, not reset
 * between tests, and small readers of what the server stored, written apart from the portal's own code.
 */
import { expect } from 'vitest';
import { makePdf, makePng } from '../../mock-api/seed/files.ts';
import type { DocumentAnswer } from '../../src/types.ts';
import { useFixtureApi, type ApiProcess } from './helpers.ts';

export let api: ApiProcess;
export let token: string;

/** Starts this file's fixture process (call once at the top of a test file). */
export function useDocumentsFixture(): void {
  useFixtureApi({ resetEachTest: false }, (a, t) => {
    api = a;
    token = t;
  });
}

export type Doc = DocumentAnswer;

export const pdf = (title = 'Test document') => makePdf(title, ['Line one']).toString('base64');
export const png = () => makePng(20, 10, [200, 30, 30]).toString('base64');
export const get = (path: string) => api.request('GET', path, undefined, token);
export const send = (method: string, path: string, body: unknown) => api.request(method, path, body, token);

export async function allDocs(): Promise<Doc[]> {
  const res = await get('/api/document-get-all');
  expect(res.status).toBe(200);
  return res.body;
}
export async function docById(id: number): Promise<Doc | undefined> {
  return (await allDocs()).find((d) => d.id === id);
}
/** Ids of the documents in default collection `typeId`, through the spec's call (membership is not a document field). */
export async function collectionIds(typeId: number): Promise<number[]> {
  const res = await get(`/api/collections-get/${typeId}`);
  expect(res.status).toBe(200);
  return (res.body as { document_id: number }[]).map((i) => i.document_id);
}
export async function collectionsOf(id: number): Promise<number[]> {
  const out: number[] = [];
  for (const t of [1, 2, 3, 4]) if ((await collectionIds(t)).includes(id)) out.push(t);
  return out;
}
/** File type filter ids (§5) of a stored file, from its name: written here, apart from the portal's own rule. */
export const FILE_KIND: Record<string, number> = {
  docx: 2,
  doc: 2,
  png: 3,
  jpg: 3,
  jpeg: 3,
  mp4: 4,
  xlsx: 5,
  xls: 5,
  csv: 5,
  pdf: 6,
};
export const fileKind = (d: Doc) =>
  d.upload_or_generate === 2
    ? 1
    : d.uploaded_file
      ? FILE_KIND[d.uploaded_file.document_name.split('.').pop()!.toLowerCase()]
      : [3, 4].includes(d.document_type_id)
        ? 4
        : undefined;

export async function fetchFile(url: string) {
  const res = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

export const nqaUpload = (over: Record<string, unknown> = {}) => ({
  category: 1,
  upload_or_generate: 1,
  attachments: [{ file_name: 'Hand Hygiene Policy.pdf', base64_image: pdf('Hand Hygiene Policy') }],
  file_title: 'Hand Hygiene Policy',
  file_version: '1.2',
  date: '2026-10-01',
  description: 'Washing hands before meals.',
  nqa_area_id: [2],
  document_type_id: 1,
  service_type_id: [1, 3],
  services: [],
  excluded_services: [2],
  notify_service: 1,
  ...over,
});

export async function createNqa(over: Record<string, unknown> = {}): Promise<Doc> {
  const res = await send('POST', '/api/new-document', nqaUpload(over));
  expect(res.status).toBe(200);
  return res.body.data[0];
}
