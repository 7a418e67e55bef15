/**
 * No lost work: a file of the wrong type or over the size limit is refused in the drop zone, with a
 * message, before any upload. The limit and kinds are the fixture's (src/shared/uploads.ts): 10 MB, a newsletter's
 * PDF, an image thumbnail, a JPEG logo.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, API_URL } from './fixtures';
import { dropFile } from './forms-helpers';
import { portalServicesByName } from './services-helpers';

const TEN_MB = 10 * 1024 * 1024;

/** Every write the page sends to the API from now on. */
function writesTo(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(API_URL) && r.method() !== 'GET' && r.method() !== 'OPTIONS') writes.push(r);
  });
  return writes;
}

test('newsletter: a dropped .exe and an oversized PDF are refused with a message; nothing is sent', async ({
  adminPage: page,
}) => {
  await page.goto('/newsletter');
  const writes = writesTo(page);
  const pdfZone = page.getByText('Drop a file to upload, or click to select it.');
  await dropFile(pdfZone, { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ not a pdf' });
  await expect(page.getByRole('alert')).toHaveText('The file must be a PDF.');
  await expect(page.getByText('setup.exe')).toHaveCount(0);

  await dropFile(pdfZone, { name: 'huge.pdf', type: 'application/pdf', size: TEN_MB + 1 });
  await expect(page.getByRole('alert')).toHaveText('The file is larger than 10 MB.');
  await expect(page.getByText('huge.pdf')).toHaveCount(0);

  const thumbnailZone = page.getByText('Drop a picture to upload, or click to select it.');
  await dropFile(thumbnailZone, { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' });
  await expect(page.getByRole('alert').filter({ hasText: 'The thumbnail must be an image.' })).toBeVisible();

  // A right file clears the refusal.
  await dropFile(pdfZone, { name: 'ok.pdf', type: 'application/pdf', text: '%PDF-1.4 tiny' });
  await expect(page.getByText('ok.pdf')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The file must be a PDF.' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'larger than' })).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('service logo: a PNG and an oversized JPEG are refused in the drop zone; SAVE BRANDING sends no file', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  await page.goto(`/update-service?id=${s.id}`);
  const writes = writesTo(page);
  const zone = page.getByText('Drop a picture to upload, or click to select it.');
  await dropFile(zone, { name: 'logo.png', type: 'image/png', text: 'png' });
  await expect(page.getByRole('alert')).toHaveText('The logo must be a JPEG image.');
  await dropFile(zone, { name: 'logo.jpg', type: 'image/jpeg', size: TEN_MB + 1 });
  await expect(page.getByRole('alert')).toHaveText('The file is larger than 10 MB.');
  expect(writes).toEqual([]);
});
