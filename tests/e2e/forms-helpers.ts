/** Shared steps of the forms-*.spec files: leaving a page with unsaved changes, dropping files on a drop zone, choosing in a select. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FocusEntry } from '../../src/types.ts';
import { expect, API_URL, type Api } from './fixtures';

/** The one GET of the spec that changes the server: a webinar's supporting file delete (document-management §7). */
const WRITING_GET = /^\/api\/webinar-file\/\d+\/delete$/;

/**
 * Every call the page sends from now on that may change what the server stores, as 'METHOD /path': every write
 * and the spec's one writing GET. A test of "nothing is sent until the save" expects it empty until then.
 */
export function changesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(API_URL) || r.method() === 'OPTIONS') return;
    const { pathname } = new URL(r.url());
    if (r.method() !== 'GET' || WRITING_GET.test(pathname)) sent.push(`${r.method()} ${pathname}`);
  });
  return sent;
}

/** react-admin's question (ra-language-english), asked when a page with unsaved changes is left. */
export const UNSAVED_QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/**
 * Clicks something that leaves the page and answers the unsaved-changes question. The answer is given inside the
 * dialog listener, registered before the click: the router may open window.confirm while the click is still being
 * dispatched, and a click waiting on its own confirm, answered only after the click returns, never finishes.
 */
export async function leaveAnswering(page: Page, leave: Locator, answer: 'stay' | 'leave'): Promise<void> {
  const asked = new Promise<{ type: string; message: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
    });
  });
  await leave.click();
  const dialog = await asked;
  expect(dialog.type).toBe('confirm');
  expect(dialog.message).toBe(UNSAVED_QUESTION);
}

export const menuLink = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/**
 * Drops one file on a drop zone the way a browser does (a drop event whose DataTransfer holds the file), so the
 * drop zone's own checks run. `size` makes a file of that many bytes.
 */
export async function dropFile(zone: Locator, file: { name: string; type: string; size?: number; text?: string }) {
  const dataTransfer = await zone.page().evaluateHandle(({ name, type, size, text }) => {
    const dt = new DataTransfer();
    const body = size !== undefined ? new Uint8Array(size) : (text ?? '');
    dt.items.add(new File([body], name, { type }));
    return dt;
  }, file);
  await zone.dispatchEvent('drop', { dataTransfer });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What the fixture stores for one month's focus of the month (GET document-fom-list). */
export const focusOf = async (api: Api, year: string, month: string) =>
  (await api.get<FocusEntry>(`/api/document-fom-list?year=${year}&month=${month}`)).body;

/**
 * A month's focus of the month with one file, stored through the API (POST document-fom-new), so a test does not
 * depend on which months the seed covers. Returns what the fixture then lists for that month.
 */
export async function storeFocusEntry(
  api: Api,
  year: string,
  month: string,
  entry: { monthly_focus: string; monthly_focus_description: string; file_title: string; label: string },
) {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const mm = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  const res = await api.request('POST', '/api/document-fom-new', {
    base64_image: pdf.toString('base64'),
    size: pdf.length,
    year,
    month,
    date: `${year}-${mm}-02`,
    audience: 'Room leader',
    file_description: '',
    ...entry,
  });
  expect(res.status).toBe(200);
  return focusOf(api, year, month);
}

/** The months of `year` that have no focus of the month yet (the answer carries no `detail`). */
export async function emptyFocusMonths(api: Api, year: string): Promise<string[]> {
  const empty: string[] = [];
  for (const m of MONTHS) if (!(await focusOf(api, year, m)).detail) empty.push(m);
  return empty;
}

/**
 * Chooses a PDF of about 600 kB in the page's drop zone, then slows the uplink to 150 kB/s, so the upload of the
 * next save takes a few seconds and its progress can be seen.
 */
export async function slowUpload(page: Page, name: string) {
  const pdf = readFileSync(path.join(import.meta.dirname, 'assets', 'newsletter.pdf'));
  const big = Buffer.concat([pdf, Buffer.from(`\n%${'x'.repeat(600_000)}\n`)]);
  const chooser = page.waitForEvent('filechooser');
  // the drop zone shown: on Create a document the other tabs' are mounted too, hidden
  await page.getByText('Drop a file to upload, or click to select it.').filter({ visible: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: big });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
}

/**
 * The panel of the tab Create a document shows: its other tabs stay mounted, hidden, so a field's label (Date, File
 * title) or the drop zone's text is found once per tab opened; a role locator already skips hidden ones.
 */
export const shownTab = (page: Page) => page.getByRole('tabpanel');

/** Opens the select labelled `label` and chooses the option named exactly `option`. */
export async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Create document, tab Focus of the month, with the year and month chosen. */
export async function openFocusMonth(page: Page, year: string, month: string) {
  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Focus of the month' }).click();
  await select(page, 'Year', year);
  await select(page, 'Month', month);
}
