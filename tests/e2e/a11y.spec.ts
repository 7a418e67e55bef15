/**
 * Accessibility: axe-core on every route of the portal (src/App.tsx: the resources' routes, the
 * dashboard and the search results; boot/firstScreen.ts: the login and hand-off pages) and on each dialog one click opens,
 * with no serious or critical violation; and no id used twice on a page (axe 4.7+ no longer checks plain ids).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SCREENS, screenIds as ids } from './services-helpers.ts';

/** Serious and critical violations on the page as it is now, one line each, plus ids used more than once. */
async function problems(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const lines = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`);
      return `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x) -> ${where.join(' | ')}`;
    });
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll('[id]'))) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `duplicate id "${id}" x${n}`);
  });
  return [...lines, ...duplicates];
}

async function expectAccessible(page: Page, what: string, include?: string) {
  expect.soft(await problems(page, include), what).toEqual([]);
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function settled(page: Page) {
  // generous: screens load lazily and the suite may share the machine
  const timeout = 30_000;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0, { timeout });
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, { timeout });
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0, { timeout });
}

test.describe('every route', () => {
  test('signed out: the login page and the failed hand-off page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await expectAccessible(page, '/');
    await page.getByRole('button', { name: 'LOGIN NOW' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectAccessible(page, '/ with field errors');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await expectAccessible(page, '/auth');
  });

  for (const { name, path, open } of SCREENS) {
    test(`signed in: ${name}`, async ({ adminPage: page, api }) => {
      test.setTimeout(60_000);
      const route = path(await ids(api));
      await page.goto(route);
      await open?.(page);
      await settled(page);
      await expectAccessible(page, open ? name : route);
    });
  }
});

test.describe('every dialog one click opens', () => {
  const main = (page: Page) => page.getByRole('main');
  /** The first row's actions menu of a list (every list labels it 'Actions for <record>'). */
  const firstRowMenu = (page: Page) =>
    main(page)
      .getByRole('button', { name: /^Actions for / })
      .first();

  /** Opens a popup with `open`, checks the page with it open, then closes it with Escape. */
  async function check(page: Page, what: string, role: 'dialog' | 'menu', open: () => Promise<void>) {
    await open();
    // not the side menu, which is a menu too
    const popup = page
      .getByRole(role)
      .filter({ hasNot: page.getByRole('menuitem', { name: 'DASHBOARD', exact: true }) })
      .last();
    await expect(popup, what).toBeVisible();
    await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0);
    // a lazily loaded dialog shows a dialog named 'Loading...' first (checked in lazyParts.spec.tsx): check the
    // dialog itself, and only once MUI's enter and exit transitions have ended, not a menu half faded out
    await expect(page.getByRole('dialog', { name: 'Loading...' })).toHaveCount(0);
    await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
    await expectAccessible(page, what);
    await page.keyboard.press('Escape');
    // a menu that opens on hover (services) stays open while the pointer rests on its button
    await page.mouse.move(0, 0);
    await expect(popup).toBeHidden();
  }

  test('logout, list menus and confirmations, choose services, service dialogs', async ({ adminPage: page, api }) => {
    test.setTimeout(240_000);
    const id = await ids(api);

    await page.goto('/');
    await settled(page);
    await check(page, 'logout', 'dialog', () => page.getByRole('button', { name: 'Logout' }).click());

    await page.goto('/services');
    await settled(page);
    await check(page, 'services row menu', 'menu', () => firstRowMenu(page).click());
    await check(page, 'services: The Hub', 'dialog', async () => {
      await firstRowMenu(page).click();
      await page.getByRole('menuitem', { name: /Delete service/ }).click();
    });
    await main(page)
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await expectAccessible(page, 'services with a row selected (bulk actions)');

    await page.goto('/user-management');
    await settled(page);
    await check(page, 'users row menu', 'menu', () => firstRowMenu(page).click());
    for (const action of ['Delete', 'Approve access', 'Revoke access']) {
      await check(page, `users: confirm ${action}`, 'dialog', async () => {
        await firstRowMenu(page).click();
        await page.getByRole('menuitem', { name: action, exact: true }).click();
      });
    }

    await page.goto('/create-new-user');
    await settled(page);
    await check(page, 'choose services', 'dialog', () => page.getByRole('button', { name: 'Choose services' }).click());

    await page.goto(`/update-service?id=${id.service}`);
    await settled(page);
    await check(page, 'services: delete or archive', 'dialog', () =>
      page.getByRole('button', { name: 'Delete service' }).click(),
    );
    await check(page, 'services: Select Brand Color', 'dialog', () =>
      page.getByRole('button', { name: /Select Brand Color/ }).click(),
    );

    await page.goto('/newsletter');
    await settled(page);
    await check(page, 'newsletters row menu', 'menu', () => firstRowMenu(page).click());
    await check(page, 'newsletters: confirm delete', 'dialog', async () => {
      await firstRowMenu(page).click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    });

    await page.goto('/nqa-documents');
    await settled(page);
    await check(page, 'documents row menu', 'menu', () => firstRowMenu(page).click());
    await check(page, 'documents: confirm delete', 'dialog', async () => {
      await firstRowMenu(page).click();
      await page.getByRole('menuitem', { name: 'Delete file' }).click();
    });
    await check(page, 'documents bulk menu', 'menu', () => page.getByRole('button', { name: 'Bulk actions' }).click());
  });
});
