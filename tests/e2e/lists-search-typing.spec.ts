/**
 * Typing into a list's search box as soon as the list is chosen in the menu (a person typing about 80 ms a key, at
 * once): what was typed stays in the box and filters the rows, on every list with a search box. The box is found as
 * a person finds it, by its words: the dashboard and All services both have a 'Type service name' box, and the one
 * on the screen being left must not take the keys meant for the next.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, type Api } from './fixtures';
import { menuLink } from './forms-helpers';
import { portalServicesByName } from './services-helpers';
import { allDocs } from './documents-list-helpers';

const has = (needle: string, ...texts: (string | null | undefined)[]) =>
  texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(needle.toLowerCase()));

/** The search box a person sees with these words (a text field or a search field). */
const boxNamed = (page: Page, name: string) =>
  page.getByRole('searchbox', { name }).or(page.getByRole('textbox', { name }));

interface Case {
  list: string;
  heading: string;
  /** A page of another list, loaded first, so this list's rows are not kept yet. */
  from: string;
  menu: string;
  term: string;
  box: (page: Page) => Locator;
  /** Pressed after typing where the list searches on a button (the dashboard). */
  submit?: (page: Page) => Locator;
  /** How many rows the list holds for the term, from the fixture. */
  matching: (api: Api, term: string) => Promise<number>;
}

const dashboard = (page: Page) => page.getByRole('region', { name: 'List of Services' });
const servicesNamed = async (api: Api, term: string) =>
  (await portalServicesByName(api)).filter((s) => has(term, s.name)).length;

const CASES: Case[] = [
  {
    list: 'All services',
    heading: 'All services',
    from: '/',
    menu: 'SERVICES',
    term: 'Box Hill',
    box: (page) => boxNamed(page, 'Type service name'),
    matching: servicesNamed,
  },
  {
    list: 'the dashboard',
    heading: 'Dashboard',
    from: '/services',
    menu: 'DASHBOARD',
    term: 'Box Hill',
    box: (page) => boxNamed(page, 'Type service name'),
    submit: (page) => dashboard(page).getByRole('button', { name: 'Search', exact: true }),
    matching: servicesNamed,
  },
  {
    list: 'the documents',
    heading: 'NQA1 - Educational Programs and Practice',
    from: '/services',
    menu: 'DOCUMENTS',
    term: 'Program',
    box: (page) => boxNamed(page, 'Search documents'),
    matching: async (api, term) =>
      (await allDocs(api)).filter(
        (d) =>
          d.nqa_area_id.includes(1) && has(term, d.file_title, d.webinar_title, d.description, d.webinar_description),
      ).length,
  },
  {
    list: 'the users',
    heading: 'User management',
    from: '/nqa-documents',
    menu: 'USERS',
    term: 'Campbell',
    box: (page) => boxNamed(page, 'Search users'),
    matching: async (api, term) =>
      (
        await api.get<{ first_name: string; last_name: string; email: string; description: string }[]>(
          '/api/fetch-users/all',
        )
      ).body.filter((u) => has(term, u.first_name, u.last_name, u.email, u.description)).length,
  },
];

for (const c of CASES) {
  test(`${c.list}: a search typed as soon as the list opens from the menu stays in the box and filters the rows`, async ({
    api,
    adminPage: page,
  }) => {
    const matching = await c.matching(api, c.term);
    expect(matching).toBeGreaterThan(0);
    await page.goto(c.from);
    // the screen being left is shown and settled
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await menuLink(page, c.menu).click();
    await c.box(page).pressSequentially(c.term, { delay: 80 });
    if (c.submit) await c.submit(page).click();
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByText(new RegExp(`^1-\\d+ of ${matching}$`))).toBeVisible();
    await expect(c.box(page)).toHaveValue(c.term);
  });
}
