import { test, expect, API_URL } from './fixtures';

test('menu items lead to their screens and the active one is highlighted', async ({ adminPage: page }) => {
  await page.goto('/');
  const items: [string, string][] = [
    ['CREATE DOCUMENT', '/create-new-document'],
    ['SERVICES', '/services'],
    ['NEWSLETTERS', '/newsletter'],
    ['DOCUMENTS', '/nqa-documents'],
    ['USERS', '/user-management'],
    ['DASHBOARD', '/'],
  ];
  for (const [label, path] of items) {
    const item = page.getByRole('menuitem', { name: label, exact: true });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${path === '/' ? '/' : path}$`));
    await expect(item).toHaveAttribute('aria-current', 'page');
    const others = items.filter(([l]) => l !== label);
    for (const [other] of others) {
      await expect(page.getByRole('menuitem', { name: other, exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }
});

test('top bar: Hub links open in a new tab, Help, search box and the © 2021 footer', async ({ adminPage: page }) => {
  await page.goto('/');
  const messages = page.getByRole('link', { name: 'Messages' });
  await expect(messages).toHaveAttribute('href', `${API_URL}/hub/messages`);
  await expect(messages).toHaveAttribute('target', '_blank');
  const subscriptions = page.getByRole('link', { name: 'Subscriptions' });
  await expect(subscriptions).toHaveAttribute('href', `${API_URL}/hub/subscriptions`);
  await expect(subscriptions).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Help' })).toHaveAttribute('href', `${API_URL}/help`);
  await expect(page.getByPlaceholder('Type your search term here & hit enter')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2021');
  await expect(page).toHaveTitle(/NQA Admin Portal|Dashboard/);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu repeats the items and adds the CREATE NEW submenu', async ({ adminPage: page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /open menu|toggle/i })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'SERVICES', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'DOCUMENTS', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'CREATE NEW' }).click();
    await expect(page.getByRole('menuitem', { name: 'New document', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Newsletter', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Service', exact: true }).click();
    await expect(page).toHaveURL(/\/create-new-service$/);
  });

  test('lists fit the phone screen: card lists, nothing wider than the screen', async ({ adminPage: page }) => {
    for (const path of ['/', '/services', '/user-management', '/newsletter']) {
      await page.goto(path);
      // on a phone a list is a card list, one item per record
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      const [pageWidth, viewport] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(pageWidth, path).toBeLessThanOrEqual(viewport);
    }
  });

  test("a service's documents on its edit page are a card list too, each with its availability switch", async ({
    adminPage: page,
  }) => {
    await page.goto('/update-service?id=1');
    const strip = page.getByRole('tablist', { name: 'NQA areas and reports' });
    await expect(strip).toBeVisible();
    const card = page.locator('.MuiCard-root').filter({ has: strip });
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await expect(card.getByRole('listitem').first().getByRole('switch')).toBeVisible();
    await expect(card.getByRole('table')).toHaveCount(0);
  });

  test('on a desktop the CREATE NEW submenu is not shown', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('menuitem', { name: 'SERVICES', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'CREATE NEW' })).toHaveCount(0);
  });
});
