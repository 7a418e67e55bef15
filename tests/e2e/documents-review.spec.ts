/**
 * Beyond the spec: policies and procedures due for review (issued 12 months ago or more, the default period), with
 * the browser's clock fixed so 'today' is known: the documents list's filter, mark and CSV column, the dashboard
 * tile, and a service's coverage.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DOCUMENT_TYPE } from '../../src/shared/constants.ts';
import { test, expect, type Api } from './fixtures';
import {
  allDocs,
  coverageCell,
  coverageText,
  coveringDocs,
  createDoc,
  isDueOn,
  isReviewed,
  plusMonths,
  rows,
  type ReviewedType,
} from './documents-list-helpers';

const TODAY = '2031-06-15';
const fixClock = (page: Page, day: string) => page.clock.setFixedTime(new Date(`${day}T10:00:00`));

const YEAR_OLD = 'Review check: hand hygiene policy';
const MONTH_OLD = 'Review check: sun safety procedure';

async function arrange(api: Api) {
  await createDoc(api, YEAR_OLD, [5], { date: '2030-06-15', document_type_id: DOCUMENT_TYPE.policy });
  await createDoc(api, MONTH_OLD, [5], { date: '2031-05-15', document_type_id: DOCUMENT_TYPE.procedure });
}
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

test('the documents list marks and filters what is due for review, in the address, and exports the review date', async ({
  api,
  adminPage: page,
}) => {
  // the documents list's first load, twice, and an export
  test.slow();
  await arrange(api);
  await fixClock(page, TODAY);
  await page.goto('/nqa-documents?tab=5');
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('review check');
  const mark = (title: string) => row(page, title).getByRole('img', { name: /^Due for review / });
  await expect(mark(YEAR_OLD)).toBeVisible({ timeout: 20_000 });
  await expect(mark(YEAR_OLD)).toHaveAccessibleName('Due for review (issued 2030-06-15, review date 2031-06-15)');
  await expect(row(page, MONTH_OLD)).toBeVisible();
  await expect(mark(MONTH_OLD)).toHaveCount(0);

  const due = page.getByRole('button', { name: 'Due for review (12 months)' });
  await due.click();
  await expect(due).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]due=1(&|$)/);
  await expect(row(page, YEAR_OLD)).toBeVisible();
  await expect(row(page, MONTH_OLD)).toHaveCount(0);
  const dueCount = (await allDocs(api)).filter((d) => isDueOn(d, TODAY)).length;
  await expect(page.getByText(`${dueCount} policies and procedures due for review in all quality areas`)).toBeVisible();

  // the address restores it
  await page.reload();
  await expect(page.getByRole('button', { name: 'Due for review (12 months)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // without the filter, the export carries each document's review date
  await page.getByRole('button', { name: 'Due for review (12 months)' }).click();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('review check');
  await expect(rows(page)).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const lines = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0].split(',').at(-1)).toBe('Review date');
  const reviewOf = (title: string) =>
    lines
      .find((l) => l.startsWith(title))
      ?.split(',')
      .at(-1);
  expect(reviewOf(YEAR_OLD)).toBe('2031-06-15');
  expect(reviewOf(MONTH_OLD)).toBe('2032-05-15');
});

test('the dashboard counts the documents due for review and opens the list so filtered @legacy', async ({
  api,
  adminPage: page,
}) => {
  // the dashboard, then the documents list it opens
  test.slow();
  await arrange(api);
  await fixClock(page, TODAY);
  const docs = await allDocs(api);
  const dueCount = docs.filter((d) => isDueOn(d, TODAY)).length;
  // the arranged pair: one due, one not
  expect(docs.filter((d) => [YEAR_OLD, MONTH_OLD].includes(d.file_title)).map((d) => isDueOn(d, TODAY))).toEqual([
    true,
    false,
  ]);
  await page.goto('/');
  const tiles = page.getByRole('navigation', { name: 'Quick actions' });
  const tile = tiles.getByRole('link', { name: new RegExp(`^${dueCount} documents due for review`) });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  await expect(tile).toContainText('Policies and procedures issued 12 months ago or more');
  await tile.click();
  await expect(page).toHaveURL(/\/nqa-documents\?due=1$/);
  await expect(page.getByRole('button', { name: 'Due for review (12 months)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

type ServiceDoc = { id: number; date: string; document_type_id: number; nqa_area_id: number[]; availability: string };

test("a service's coverage counts a policy or procedure as current only within the period", async ({
  api,
  adminPage: page,
}) => {
  // two cold loads of the service page, the largest screen
  test.slow();
  const services = (
    await api.get<{ id: number; has_portal: number; is_archive: boolean }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1 && !s.is_archive);
  // a service with an enabled policy or procedure; its newest one is the one the clock is set against
  let found: { service: number; area: number; type: ReviewedType; docs: ServiceDoc[] } | null = null;
  for (const s of services) {
    const docs = (await api.get<ServiceDoc[]>(`/api/document-by-service/${s.id}`)).body;
    const d = docs.find((x) => x.availability !== 'DISABLE' && isReviewed(x.document_type_id));
    if (d && isReviewed(d.document_type_id)) {
      found = { service: s.id, area: d.nqa_area_id[0], type: d.document_type_id, docs };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { service, area, type, docs } = found!;
  const pair = coveringDocs(docs, area, type);
  const newest = pair
    .map((d) => d.date.slice(0, 10))
    .sort()
    .at(-1)!;
  const cell = () => coverageCell(page, area, type);
  const expected = (today: string) => coverageText(pair, today);

  // the newest is a month old: current
  const monthLater = plusMonths(newest, 1);
  await fixClock(page, monthLater);
  await page.goto(`/update-service?id=${service}`);
  await expect(page.getByText('One is current for 12 months after its date, then due for review.')).toBeVisible({
    timeout: 45_000,
  });
  await expect(cell()).toHaveText(expected(monthLater), { timeout: 45_000 });
  expect(expected(monthLater)).toMatch(/^[1-9]\d* current/);

  // twelve months old: due, with every older one, and the pair is a gap
  const yearLater = plusMonths(newest, 12);
  await fixClock(page, yearLater);
  await page.reload();
  await expect(cell().getByText(`0 current, ${pair.length} due for review`, { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(cell().getByRole('link', { name: /^Find .* documents for NQA/ })).toBeVisible();
});
