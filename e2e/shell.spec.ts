import { expect, type Locator, type Page } from '@playwright/test';
import { openShellAsNewOwner, shellHeading, test } from './helpers';

/*
 * Both layouts are pinned with their own viewport here, so each describe block checks the layout it
 * names; its tag runs it in the project of that width only (the projects differ in their viewport
 * only, so the other would repeat it). The blocks without a tag check what both layouts show.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The names of the links in a navigation, in the order they are shown. */
const linkNames = async (container: Locator) =>
  (await container.getByRole('link').allInnerTexts()).map((text) => text.trim());

const html = (page: Page) => page.locator('html');

test.describe('theme', () => {
  test('switches to dark, keeps it after a reload, and leaves the landing page light', async ({ page }) => {
    await openShellAsNewOwner(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('petal-theme'))).toBe('dark');

    await page.reload();
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // The landing page is always light, also on a fresh load with dark stored...
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('petal-theme'))).toBe('dark');

    // ...and leaving it inside the app brings the stored theme back.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Open your shop' })
      .click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // Switching back to light is stored as well.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('desktop navigation (1280 px)', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test("lists an owner's entries in a sidebar in the seed's order, Create order first", async ({ page }) => {
    await openShellAsNewOwner(page);
    const sidebar = page.getByRole('complementary');
    const nav = sidebar.getByRole('navigation', { name: 'Main' });

    expect(await linkNames(nav)).toEqual([
      'Create order',
      'Orders',
      'Stock',
      'Products',
      'Analytics',
      'Calendar',
      'Customers',
      'Gift cards',
      'Payments',
      'Payouts',
      'Settings',
    ]);
    // Subscriptions closes the list, with a Coming Soon badge, and is not a link.
    const entries = nav.getByRole('listitem');
    await expect(entries).toHaveCount(12);
    await expect(entries.last()).toHaveText(/Subscriptions\s*Coming Soon/);
    await expect(nav.getByRole('link', { name: /Subscriptions/ })).toHaveCount(0);

    // The web-only entries are all there (the mobile test expects none of these).
    await expect(page.getByText(/Payments|Payouts|Subscriptions/)).toHaveCount(3);
    // No mobile furniture.
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  });

  test('goes to the stock page from the sidebar and titles the header Stock', async ({ page }) => {
    await openShellAsNewOwner(page);
    const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Stock' }).click();
    await expect(page).toHaveURL('/intern/stock');
    await expect(shellHeading(page)).toHaveText('Stock');
    await expect(nav.getByRole('link', { name: 'Stock' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Stock' })).toBeVisible();
  });

  test('shows a back button off the main list only', async ({ page }) => {
    await openShellAsNewOwner(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await header.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/intern/account');
    await expect(shellHeading(page)).toHaveText('Account');
    await header.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);

    // Opened directly, with no history in the app, back leads to the page above.
    await page.goto('/intern/settings/order-form');
    await expect(shellHeading(page)).toHaveText('Order form');
    await header.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/intern/settings');
    await expect(shellHeading(page)).toHaveText('Settings');
    await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });
});

test.describe('mobile navigation (390 px)', { tag: '@phone' }, () => {
  test.use(MOBILE);

  test('shows a bottom bar without the web-only entries, and the rest in the side menu', async ({ page }) => {
    await openShellAsNewOwner(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);

    const bar = page.getByRole('navigation', { name: 'Main' });
    expect(await linkNames(bar)).toEqual(['Orders', 'Stock', 'Create order', 'Analytics', 'Customers']);
    const webOnly = /Payments|Payouts|Subscriptions/;
    await expect(page.getByText(webOnly)).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await linkNames(menu)).toEqual(['Products', 'Calendar', 'Gift cards', 'Settings', 'Account']);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText(webOnly)).toHaveCount(0);

    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/intern/products');
    await expect(shellHeading(page)).toHaveText('Products');
  });

  test('goes to a page from the bottom bar and closes the side menu with Escape', async ({ page }) => {
    await openShellAsNewOwner(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Stock' }).click();
    await expect(page).toHaveURL('/intern/stock');
    await expect(shellHeading(page)).toHaveText('Stock');
    await expect(bar.getByRole('link', { name: 'Stock' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test('swaps the menu button for a back button off the main list', async ({ page }) => {
    await openShellAsNewOwner(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await header.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/intern/account');
    await expect(shellHeading(page)).toHaveText('Account');
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('header title', () => {
  test('reads Details on an order uuid and the last segment elsewhere', async ({ page }) => {
    await openShellAsNewOwner(page, '/intern/orders/3f2b8c1e-9a4d-4e6b-8f21-0c5d7e9a1b23');
    await expect(shellHeading(page)).toHaveText('Details');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toBeVisible();

    await page.goto('/intern/stock/update-with-upload');
    await expect(shellHeading(page)).toHaveText('Update with upload');
  });
});

test.describe('not found', () => {
  test('shows the 404 page inside the shell for an unknown back-office route', async ({ page }) => {
    await openShellAsNewOwner(page, '/intern/no-such-page');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
    // The shell stays around it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL('/intern/orders');
  });

  test('shows the 404 page for an unknown public route', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    // The server hands every page address to the SPA, which decides what is unknown.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });

  test('answers an unknown API path with a JSON 404', { tag: '@desktop' }, async ({ request }) => {
    for (const response of [
      await request.get('/api/no-such-endpoint'),
      await request.post('/api/no/such/thing', { data: {} }),
    ]) {
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({
        message: 'The requested resource was not found',
        code: 'NOT_FOUND',
        details: {},
      });
    }
  });
});
