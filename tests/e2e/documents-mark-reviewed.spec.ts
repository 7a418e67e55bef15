/**
 * Beyond the spec: 'Mark as reviewed' stores the review day as a document's `date` through the spec's update call
 * of its kind, and nothing else of it changes; the due filter's 30 and 90 day choices and the dashboard's counts.
 * The browser's clock is fixed so 'today' is known; what was stored is read back through the spec's calls.
 */
import type { Page } from '@playwright/test';
import type { DocumentAnswer } from '../../src/types.ts';
import { DOCUMENT_TYPE } from '../../src/shared/constants.ts';
import { test, expect as baseExpect, type Api } from './fixtures';
import { allDocs, createDoc, isDueOn, plusMonths, rows } from './documents-list-helpers';
import { openEdit } from './services-helpers';

// the documents list's and a service page's first loads, on a shared machine
const expect = baseExpect.configure({ timeout: 20_000 });

const TODAY = '2031-06-15';
const fixClock = (page: Page) => page.clock.setFixedTime(new Date(`${TODAY}T10:00:00`));

/** Every document as the edit screens read it (GET /api/document-get-all). */
const stored = async (api: Api) => (await api.get<DocumentAnswer[]>('/api/document-get-all')).body;
const storedById = async (api: Api, id: number) => (await stored(api)).find((d) => d.id === id)!;
const byTitle = async (api: Api, title: string) =>
  (await stored(api)).find((d) => d.file_title === title || d.webinar_title === title)!;
/** A document's stored fields but its date, and its date as a day. */
const split = (d: DocumentAnswer) => {
  const { date, ...rest } = d;
  return { day: String(date).slice(0, 10), rest };
};
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search documents' }).fill(text);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Mark as reviewed' });
const tile = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });
/** Review date in (today, today + days]: what 'due within N days' counts, written apart from the app's code. */
const dueWithin = (d: { date: string; document_type_id: number }, days: number) => {
  if (!([DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure] as number[]).includes(d.document_type_id)) return false;
  const review = plusMonths(String(d.date).slice(0, 10), 12);
  const end = new Date(Date.UTC(2031, 5, 15 + days)).toISOString().slice(0, 10);
  return review > TODAY && review <= end;
};

test('one document marked as reviewed from its row: the date asked, stored, nothing else changed, and it leaves the due filter and the tile @legacy', async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  const title = 'Review one: excursion policy';
  const services = (await api.get<{ id: number; has_portal: number }[]>('/api/services-get-all')).body.filter(
    (s) => s.has_portal === 1,
  );
  await createDoc(api, title, [5, 6], {
    date: '2030-05-01',
    document_type_id: DOCUMENT_TYPE.policy,
    service_type_id: [1, 2],
    excluded_services: [services[0].id],
  });
  const created = await byTitle(api, title);
  const linked = await api.request('POST', '/api/link-service-to-document', {
    document_id: created.id,
    service_id: services[1].id,
  });
  expect(linked.status).toBe(200);
  const before = split(await storedById(api, created.id));
  const dueBefore = (await allDocs(api)).filter((d) => isDueOn(d, TODAY)).length;

  await fixClock(page);
  await page.goto('/');
  await expect(
    tile(page).getByRole('link', { name: new RegExp(`^${dueBefore} documents due for review`) }),
  ).toBeVisible();
  await page.goto('/nqa-documents?tab=5&due=1');
  await search(page, 'review one');
  await expect(row(page, title)).toBeVisible();
  await row(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Mark as reviewed' }).click();

  await expect(dialog(page).getByText('Mark 1 document as reviewed on 15/06/2031?')).toBeVisible();
  const day = dialog(page).getByLabel('Review date');
  await expect(day).toHaveValue(TODAY);
  await day.fill('2031-06-16');
  await expect(dialog(page).getByText('The review date cannot be in the future.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'MARK AS REVIEWED' }).click();
  await expect(dialog(page).getByText('The review date cannot be in the future.')).toBeVisible();
  // nothing was sent for the refused day
  expect(split(await storedById(api, created.id)).day).toBe(before.day);
  await day.fill('2031-06-10');
  await expect(dialog(page).getByText('Mark 1 document as reviewed on 10/06/2031?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'MARK AS REVIEWED' }).click();
  await expect(dialog(page).getByText('1 document marked as reviewed.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  // out of the due filter at once
  await expect(row(page, title)).toHaveCount(0);
  const after = split(await storedById(api, created.id));
  expect(after.day).toBe('2031-06-10');
  expect(after.rest).toEqual(before.rest);

  await page.getByRole('menuitem', { name: 'DASHBOARD' }).click();
  await expect(
    tile(page).getByRole('link', { name: new RegExp(`^${dueBefore - 1} documents due for review`) }),
  ).toBeVisible();
  expect((await allDocs(api)).filter((d) => isDueOn(d, TODAY)).length).toBe(dueBefore - 1);
});

test('a bulk run marks each selected document through its own call, with progress, and names the one that failed @legacy', async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  const titles = ['Review run: sleep policy', 'Review run: nappy procedure'];
  await createDoc(api, titles[0], [2], { date: '2029-03-01', document_type_id: DOCUMENT_TYPE.policy });
  await createDoc(api, titles[1], [2], { date: '2030-01-20', document_type_id: DOCUMENT_TYPE.procedure });
  const webinarTitle = 'Review run: safe sleep webinar';
  const added = await api.request('POST', '/api/document-webinar-add', {
    category: 1,
    nqa_area_id: [2],
    document_type_id: DOCUMENT_TYPE.webinar,
    service_type_id: [2, 3],
    webinar_link: 'https://vimeo.com/nqa/safe-sleep',
    webinar_title: webinarTitle,
    webinar_description: 'Recorded session',
    file_title: webinarTitle,
    date: '2030-02-02',
    services: [],
    excluded_services: [],
    notify_service: 0,
    global_webinar: 0,
    is_webinar: 1,
  });
  expect(added.status).toBe(200);
  const goneTitle = 'Review run: removed meanwhile';
  await createDoc(api, goneTitle, [2], { date: '2029-05-05', document_type_id: DOCUMENT_TYPE.policy });
  const marked = await Promise.all([...titles, webinarTitle].map((t) => byTitle(api, t)));
  const before = marked.map(split);
  const gone = await byTitle(api, goneTitle);

  await fixClock(page);
  await page.goto('/nqa-documents?tab=2');
  await search(page, 'review run');
  await expect(rows(page)).toHaveCount(4);
  for (const t of [...titles, webinarTitle, goneTitle]) await row(page, t).getByRole('checkbox').check();
  // removed by someone else after the list was read: it fails, the others are still marked
  expect((await api.request('DELETE', `/api/deleteDocument/${gone.id}`)).status).toBeLessThan(300);
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as reviewed' }).click();
  await expect(dialog(page).getByText('Mark 4 documents as reviewed on 15/06/2031?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'MARK AS REVIEWED' }).click();
  await expect(dialog(page).getByText('3 documents marked as reviewed.')).toBeVisible();
  await expect(dialog(page).getByText('1 document could not be marked:')).toBeVisible();
  await expect(dialog(page).getByText(`${goneTitle}: The document is no longer there.`)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  for (const [i, doc] of marked.entries()) {
    const after = split(await storedById(api, doc.id));
    expect(after.day).toBe(TODAY);
    expect(after.rest).toEqual(before[i].rest);
  }
  expect((await stored(api)).some((d) => d.id === gone.id)).toBe(false);
  // the two reviewed types are no longer due
  await page.getByRole('button', { name: 'Due for review (12 months)' }).click();
  await expect(page.getByText('No documents found')).toBeVisible();
});

test("a service's report marked as reviewed goes through the service-specific update, only its date changed @legacy", async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  const report = (await stored(api)).find(
    (d) => d.category === 2 && d.services.length === 1 && d.uploaded_file && d.service_specific_type === 1,
  )!;
  const before = split(report);
  const service = report.services[0] as { id: number };
  await fixClock(page);
  await openEdit(page, service.id);
  const strip = page.getByRole('tablist', { name: 'NQA areas and reports' });
  await strip.getByRole('tab', { name: 'Reports' }).click();
  const docRow = page.locator('tbody tr').filter({ hasText: report.file_title });
  await docRow.getByRole('button', { name: `Actions for ${report.file_title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as reviewed' }).click();
  await dialog(page).getByLabel('Review date').fill('2031-05-31');
  await dialog(page).getByRole('button', { name: 'MARK AS REVIEWED' }).click();
  await expect(dialog(page).getByText('1 document marked as reviewed.')).toBeVisible();
  const after = split(await storedById(api, report.id));
  expect(after.day).toBe('2031-05-31');
  expect(after.rest).toEqual(before.rest);
});

test('the due filter offers 30 and 90 days ahead, each row says which, and the dashboard opens the 30-day list @legacy', async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  const soon = 'Window check: water safety policy';
  const later = 'Window check: medication procedure';
  const overdue = 'Window check: arrival policy';
  await createDoc(api, soon, [4], { date: '2030-07-01', document_type_id: DOCUMENT_TYPE.policy });
  await createDoc(api, later, [4], { date: '2030-08-20', document_type_id: DOCUMENT_TYPE.procedure });
  await createDoc(api, overdue, [4], { date: '2030-06-01', document_type_id: DOCUMENT_TYPE.policy });
  const docs = await allDocs(api);
  const in30 = docs.filter((d) => dueWithin(d, 30)).length;
  const in90 = docs.filter((d) => dueWithin(d, 90)).length;
  expect(in30).toBeGreaterThan(0);

  await fixClock(page);
  await page.goto('/');
  const soonLink = tile(page).getByRole('link', {
    name: `${in30} ${in30 === 1 ? 'document falls' : 'documents fall'} due within 30 days`,
  });
  await expect(soonLink).toBeVisible();
  await soonLink.click();
  await expect(page).toHaveURL(/\/nqa-documents\?due=30$/);
  const within30 = page.getByRole('button', { name: 'Due within 30 days' });
  await expect(within30).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Due for review (12 months)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('status').getByText(new RegExp(`^${in30} polic`))).toBeVisible();

  await page.goto('/nqa-documents?tab=4');
  await search(page, 'window check');
  await expect(rows(page)).toHaveCount(3);
  const mark = (title: string) => row(page, title).getByRole('img');
  await expect(mark(soon)).toHaveAccessibleName(
    'Review due within 30 days (issued 2030-07-01, review date 2031-07-01)',
  );
  await expect(mark(later)).toHaveAccessibleName(
    'Review due within 90 days (issued 2030-08-20, review date 2031-08-20)',
  );
  await expect(mark(overdue)).toHaveAccessibleName('Due for review (issued 2030-06-01, review date 2031-06-01)');

  await within30.click();
  await expect(page).toHaveURL(/[?&]due=30(&|$)/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, soon)).toBeVisible();
  await page.getByRole('button', { name: 'Due within 90 days' }).click();
  await expect(page).toHaveURL(/[?&]due=90(&|$)/);
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, later)).toBeVisible();
  await expect(page.getByRole('status').getByText(new RegExp(`^${in90} polic`))).toBeVisible();
  await page.getByRole('button', { name: 'Due for review (12 months)' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, overdue)).toBeVisible();
});
