/**
 * Stored files as a person meets them, with the fixture started like `npm start` (scripts/start.mjs) and its data
 * in the default layout (a `.data` dot-folder): downloads save the bytes the server stores, and thumbnails and
 * logos really load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test, expect, API_URL, type Api } from './fixtures';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { portalServicesByName, service, type Json } from './services-helpers';

/** The bytes the fixture keeps on disk for a file URL it handed out (`/files/<name>`). */
const storedBytes = (url: string) => readFileSync(path.join(E2E_DATA_DIR, 'files', path.posix.basename(url)));
const served = async (api: Api, url: string) => {
  const res = await fetch(API_URL + url, { headers: { Authorization: `Bearer ${api.token}` } });
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
/** Waits until the browser has decoded the image; resolves to its natural size. */
async function decoded(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight }));
}

test('the fixture keeps its data in a .data dot-folder, like npm start', () => {
  expect(path.basename(E2E_DATA_DIR)).toBe('.data');
});

test('Download newsletter saves the bytes the server stores; the thumbnail loads', async ({ adminPage: page, api }) => {
  const list = (await api.get<Json[]>('/api/newsletter-get-all')).body;
  const newest = [...list].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  expect(list.filter((n) => n.title === newest.title)).toHaveLength(1);

  await page.goto('/newsletter');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Actions for ${newest.title}`, exact: true }) });
  const thumb = row.getByRole('img', { name: newest.thumbnail_label, exact: true });
  const size = await decoded(thumb);
  expect(size.width).toBeGreaterThan(1);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Actions for ${newest.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Download newsletter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(String(newest.document_name).replace(/ /g, '_'));
  const saved = readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.equals(storedBytes(newest.document_url))).toBe(true);
});

test('Download file on the documents list saves the bytes the server stores', async ({ adminPage: page, api }) => {
  // The first page of the NQA1 tab, in the order the list shows it; a document with an uploaded file.
  const docs = (await api.get<Json[]>('/api/getDocuments')).body.filter((d) => d.nqa_area_id.includes(1)).slice(0, 10);
  const title = (d: Json) =>
    ([3, 4].includes(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title) as string;
  const doc = docs.find((d) => d.uploaded_file?.document_url && docs.filter((o) => title(o) === title(d)).length === 1);
  expect(doc).toBeDefined();
  const file = doc!.uploaded_file as { document_url: string; document_name: string };

  await page.goto('/nqa-documents');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Actions for ${title(doc!)}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(file.document_name.replace(/ /g, '_'));
  const saved = readFileSync((await download.path())!);
  expect(saved.length).toBeGreaterThan(0);
  expect(saved.equals(storedBytes(file.document_url))).toBe(true);
});

test('a service logo uploaded as a JPEG is stored as sent and loads on the service page', async ({
  adminPage: page,
  api,
  browser,
}) => {
  // A real JPEG, encoded by the browser (not by our code): 64 x 40 pixels.
  const scratch = await browser.newPage();
  const dataUrl = await scratch.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1a7f5a';
    ctx.fillRect(0, 0, 64, 40);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(8, 8, 24, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  await scratch.close();
  const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const target = (await portalServicesByName(api))[0];
  const saved = await api.request('PUT', `/api/save-branding/${target.id}`, {
    brand_color: '#1a7f5a',
    skin: '#ffffff',
    base64_image_logo: jpeg.toString('base64'),
    logo_name: 'Browser logo.jpg',
  });
  expect(saved.status).toBe(200);
  const logoUrl = (await service(api, target.id)).body.logo_url as string;
  expect((await served(api, logoUrl)).equals(jpeg)).toBe(true);
  expect(storedBytes(logoUrl).equals(jpeg)).toBe(true);

  await page.goto(`/update-service?id=${target.id}`);
  expect(await decoded(page.getByRole('img', { name: 'Browser logo.jpg' }))).toEqual({ width: 64, height: 40 });
});
