/** Newsletters (portal-core §2 Newsletters, §5, §7): upload, refused uploads, edit with replacement, delete, download. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Newsletter } from '../../src/types.ts';
import { test, expect, API_URL, type Api } from './fixtures';
import { changesSent, leaveAnswering, menuLink } from './forms-helpers';

const asset = (name: string) => path.join(import.meta.dirname, 'assets', name);
const bytes = (name: string) => readFileSync(asset(name));

const newsletters = async (api: Api) => (await api.get<Newsletter[]>('/api/newsletter-get-all')).body;
const fileBytes = async (api: Api, url: string) => {
  const res = await fetch(API_URL + url, { headers: { Authorization: `Bearer ${api.token}` } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
};
/** A newsletter stored through the API, dated today so it heads the list. */
async function seedOne(api: Api, title: string, fileName = 'Spring news.pdf') {
  const res = await api.request<string>('POST', '/api/newsletter-save', {
    base64_image: bytes('newsletter.pdf').toString('base64'),
    file_name: fileName,
    label: fileName,
    title,
    type: 'application/pdf',
    size: bytes('newsletter.pdf').length,
    date: new Date().toISOString().slice(0, 10),
    notify_service: 0,
    category: 'whs_bulletins',
    thumbnail_base64: bytes('thumbnail.png').toString('base64'),
    thumbnail_label: 'thumbnail.png',
    thumbnail_type: 'image/png',
    thumbnail_size: bytes('thumbnail.png').length,
  });
  expect(res.status).toBe(201);
  // The answer is the spec's bare 'Created': the new newsletter is the newest in the list.
  expect(res.body).toBe('Created');
  return (await newsletters(api)).reduce((a, b) => (b.id > a.id ? b : a));
}
async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}
/** Chooses a file the way a person does: click the drop zone, pick in the file chooser. */
async function choose(page: Page, zone: 'file' | 'picture', file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(`Drop a ${zone} to upload, or click to select it.`).click();
  await (await chooser).setFiles(asset(file));
}
const saveButton = (page: Page) => page.getByRole('button', { name: 'SAVE ALL CHANGES' });

test('the list: heading as the spec spells it, 8 per page, newest first, size in kB @legacy', async ({
  adminPage: page,
  api,
}) => {
  const all = await newsletters(api);
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'NEWSLETTERS', exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a newsletter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Previous newslettters' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(9);
  const newest = [...all].sort((a, b) => b.date.localeCompare(a.date))[0];
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText(newest.title);
  await expect(first).toContainText(`${Math.round(newest.size / 1000)} kB`);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByRole('row')).toHaveCount(Math.min(all.length - 8, 8) + 1);
});

test('upload a newsletter: required markers and rules, then the success modal, listed and stored byte for byte @legacy', async ({
  adminPage: page,
  api,
}) => {
  const before = (await newsletters(api)).length;
  await page.goto('/newsletter');
  for (const label of ['PDF file', 'Title', 'Category', 'Thumbnail'])
    await expect(page.getByText(`${label} *`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Recommended size 400x285px')).toBeVisible();

  await page.getByLabel('Title *').fill('Summer safety bulletin');
  await saveButton(page).click();
  await expect(page.getByText('This field is required.')).toHaveCount(3); // file, category, thumbnail

  await choose(page, 'file', 'newsletter.pdf');
  await expect(page.getByText('newsletter.pdf')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'WHS Bulletins' }).click();
  await choose(page, 'picture', 'thumbnail.png');
  await page.getByRole('switch', { name: 'Notify services' }).check();
  await saveButton(page).click();

  const modal = page.getByRole('dialog', { name: 'Newsletter saved' });
  await expect(modal).toContainText('Newsletter successfully saved.');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Title *')).toHaveValue(''); // a fresh form
  await expect(page.getByRole('row').nth(1)).toContainText('Summer safety bulletin');
  await expect(page.getByRole('row').nth(1)).toContainText('WHS Bulletins');

  const all = await newsletters(api);
  expect(all.length).toBe(before + 1);
  const stored = all.find((n) => n.title === 'Summer safety bulletin')!;
  expect(stored).toMatchObject({
    category: 'whs_bulletins',
    notify_service: 1,
    document_name: 'newsletter.pdf',
    date: new Date().toISOString().slice(0, 10),
  });
  expect((await fileBytes(api, stored.document_url)).body.equals(bytes('newsletter.pdf'))).toBe(true);
  expect((await fileBytes(api, stored.thumbnail_url)).body.equals(bytes('thumbnail.png'))).toBe(true);
});

test("a text file named .pdf and a non-image thumbnail are refused with the server's messages; nothing stored", async ({
  adminPage: page,
  api,
}) => {
  const before = (await newsletters(api)).length;
  await page.goto('/newsletter');
  await choose(page, 'file', 'fake.pdf');
  await page.getByLabel('Title *').fill('Not really a PDF');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'EL Newsletters' }).click();
  await choose(page, 'picture', 'fake-image.png');
  await saveButton(page).click();
  await expect(page.getByText('The file must be a PDF.')).toBeVisible();
  await expect(page.getByText('The thumbnail must be an image.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Newsletter saved' })).toHaveCount(0);
  expect((await newsletters(api)).length).toBe(before);
});

test('edit: removing the stored file sends nothing and leaving keeps it; remove, choose a new one, save: the old file is gone; a reload keeps the form @legacy', async ({
  adminPage: page,
  api,
}) => {
  const original = await seedOne(api, 'Edit me bulletin');
  await page.goto('/newsletter');
  await rowAction(page, 'Edit me bulletin', 'Edit');
  await expect(page).toHaveURL(new RegExp(`/edit-newsletter\\?id=${original.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Title *')).toHaveValue('Edit me bulletin');
  await expect(page.getByText('Current file')).toBeVisible();
  await expect(page.getByText('Spring news.pdf')).toBeVisible();
  // the picker only appears once the stored file is removed
  await expect(page.getByText('Drop a file to upload, or click to select it.')).toHaveCount(0);
  // removing it changes the form only: leaving without saving keeps the stored file
  const sent = changesSent(page);
  await page.getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText('Drop a file to upload, or click to select it.')).toBeVisible();
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'leave');
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toEqual([]);
  expect((await newsletters(api)).find((n) => n.id === original.id)).toEqual(original);
  expect((await fileBytes(api, original.document_url)).status).toBe(200);

  await page.goto(`/edit-newsletter?id=${original.id}`);
  await page.getByRole('button', { name: 'Remove file' }).click();
  await choose(page, 'file', 'newsletter-v2.pdf');
  await page.getByLabel('Title *').fill('Edited bulletin');
  await saveButton(page).click();

  await expect(page.getByText('Newsletter updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter$/);
  expect(sent).toEqual(['PUT /api/newsletter-update']);
  await expect(page.getByRole('row').filter({ hasText: 'Edited bulletin' })).toBeVisible();
  const stored = (await newsletters(api)).find((n) => n.id === original.id)!;
  expect(stored).toMatchObject({
    title: 'Edited bulletin',
    document_name: 'newsletter-v2.pdf',
    thumbnail_url: original.thumbnail_url,
  });
  expect((await fileBytes(api, stored.document_url)).body.equals(bytes('newsletter-v2.pdf'))).toBe(true);
  expect((await fileBytes(api, original.document_url)).status).toBe(404);
});

test('edit: a fake replacement PDF is refused and the stored newsletter is untouched', async ({
  adminPage: page,
  api,
}) => {
  const original = await seedOne(api, 'Keep me bulletin');
  await page.goto(`/edit-newsletter?id=${original.id}`);
  await page.getByRole('button', { name: 'Remove file' }).click();
  await choose(page, 'file', 'fake.pdf');
  await saveButton(page).click();
  await expect(page.getByText('The file must be a PDF.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-newsletter\?id=/);
  expect((await newsletters(api)).find((n) => n.id === original.id)).toEqual(original);
});

// An unknown id says the newsletter could not be loaded, with a way back, rather than redirecting.
test('/edit-newsletter without a newsletter goes to /newsletter; an unknown one says it could not be loaded', async ({
  adminPage: page,
}) => {
  await page.goto('/edit-newsletter');
  await expect(page).toHaveURL(/\/newsletter$/);
  await page.goto('/edit-newsletter?id=999999');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This newsletter could not be loaded.');
  await alert.getByRole('link', { name: 'Back to newsletters' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
});

test('delete: No keeps it, Yes deletes the newsletter and its file', async ({ adminPage: page, api }) => {
  const n = await seedOne(api, 'Delete me bulletin');
  await page.goto('/newsletter');
  await rowAction(page, 'Delete me bulletin', 'Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this newsletter?');
  await dialog.getByRole('button', { name: 'No' }).click();
  expect((await newsletters(api)).some((x) => x.id === n.id)).toBe(true);
  await rowAction(page, 'Delete me bulletin', 'Delete');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Newsletter deleted.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Delete me bulletin' })).toHaveCount(0);
  expect((await newsletters(api)).some((x) => x.id === n.id)).toBe(false);
  expect((await fileBytes(api, n.document_url)).status).toBe(404);
});

test('Download newsletter saves the uploaded bytes, spaces in the name turned into underscores', async ({
  adminPage: page,
  api,
}) => {
  await seedOne(api, 'Download me bulletin', 'Spring news 2026.pdf');
  await page.goto('/newsletter');
  const downloading = page.waitForEvent('download');
  await rowAction(page, 'Download me bulletin', 'Download newsletter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Spring_news_2026.pdf');
  const saved = readFileSync((await download.path())!);
  expect(saved.equals(bytes('newsletter.pdf'))).toBe(true);
});
