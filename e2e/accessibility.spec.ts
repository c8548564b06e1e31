import { expect, type Page } from '@playwright/test';
import {
  type SeededShop,
  seedShopAt,
  signInViaApi,
  signInWithoutShop,
  violationsInBothThemes,
  waitUntilSettled,
} from './accessibility-helpers';
import { createBusinessViaApi, test } from './helpers';

/*
 * Every route of the app through axe, in the light and the dark theme, on both projects (1280 px and
 * 390 px): a serious or critical violation fails the test. Each page is loaded once, in the light
 * theme, and scanned whole; then the system switches to dark, the open page follows (as a phone's
 * does at dusk, web/src/lib/theme.ts), and it is scanned again for what a theme changes: the colour
 * rules. The rest of what axe checks reads the document, which is the same in either theme.
 * Routes are grouped so that a group shares one signed-in browser. The landing page is always light.
 * The dialogs and the side menu are checked open as well, in both themes; no rule is left out.
 * A new route belongs in one of the lists below.
 */

type Route = (shop: SeededShop) => string;

const publicRoutes: Route[] = [
  () => '/',
  () => '/login',
  () => '/signup',
  () => '/reset-password',
  () => '/reset-password/confirm/not-a-real-token',
  () => '/verify-email/not-a-real-token',
  () => '/invite/not-a-real-token',
  () => '/no-such-page',
  (shop) => `/${shop.shopUrl}/store`,
  () => '/no-such-shop-here/store',
  (shop) => `/order/${shop.draftUuid}`,
  (shop) => `/order/${shop.orderUuid}/details`,
  () => '/order/00000000-0000-4000-8000-000000000000',
  // A page the server writes (docs/decisions/065): an unsubscribe link that names no reminder.
  (shop) => `/${shop.shopUrl}/unsubscribe/not-a-real-token`,
];

/** The back office, in groups of about the same weight: each, in both themes, well inside its four minutes on two cores. */
const internGroups: Record<string, Route[]> = {
  orders: [
    () => '/intern/orders',
    () => '/intern/orders?view=all',
    () => '/intern/today',
    () => '/intern/deliveries',
    (shop) => `/intern/orders/${shop.orderUuid}`,
    (shop) => `/intern/orders/${shop.draftUuid}`,
    (shop) => `/intern/orders/${shop.orderUuid}/polaroid`,
    (shop) => `/intern/orders/${shop.orderUuid}/reference`,
    (shop) => `/intern/orders/${shop.orderUuid}/cost`,
  ],
  'order entry and calendar': [() => '/intern/create', () => '/intern/counter', () => '/intern/calendar'],
  catalogue: [
    () => '/intern/stock',
    () => '/intern/stock/update',
    () => '/intern/stock/update-with-upload',
    () => '/intern/products',
    () => '/intern/products/create',
    (shop) => `/intern/products/edit/${shop.productId}`,
  ],
  'customers and money': [
    () => '/intern/customers',
    (shop) => `/intern/customers/orders?id=${shop.customerId}`,
    () => '/intern/analytics',
    () => '/intern/payments',
    () => '/intern/payouts',
    () => '/intern/subscriptions',
  ],
  settings: [
    () => '/intern/settings',
    () => '/intern/settings/order-form',
    () => '/intern/settings/tax',
    () => '/intern/settings/legal',
    () => '/intern/settings/discount-codes',
    () => '/intern/settings/time-slots',
    () => '/intern/settings/activity',
    () => '/intern/settings/notifications',
    () => '/intern/settings/texts',
  ],
  account: [
    () => '/intern/account',
    () => '/intern/account/stripe',
    () => '/intern/account/business',
    () => '/intern/account/florists',
    () => '/intern/account/user',
    () => '/intern/no-such-page',
  ],
  printables: [
    (shop) => `/intern/orders/${shop.orderUuid}/receipt`,
    () => '/intern/print/tickets',
    (shop) => `/intern/print/card/${shop.orderUuid}`,
    (shop) => `/intern/print/day/${shop.dueDate}`,
    (shop) => `/intern/deliveries/print?date=${shop.dueDate}`,
  ],
};

async function checkRoutes(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await waitUntilSettled(page);
    found.push(...(await violationsInBothThemes(page, path)));
  }
  expect(found, 'serious or critical accessibility violations').toEqual([]);
}

let shop: SeededShop;

test.beforeAll(async ({ playwright, baseURL }) => {
  shop = await seedShopAt(playwright, baseURL);
});

// No motion: a fading dialog is measured at its final colours, not half-way.
test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

test('public pages, the storefront and the customer’s order pages', async ({ page }) => {
  test.setTimeout(240_000);
  await checkRoutes(
    page,
    publicRoutes.map((route) => route(shop)),
  );
});

test('the onboarding: the shop, then the setup steps', async ({ page }) => {
  test.setTimeout(120_000);
  const access = await signInWithoutShop(page);
  await checkRoutes(page, ['/onboarding']);
  // With the shop made, the wizard resumes at the first setup step.
  await createBusinessViaApi(page.request, access);
  await checkRoutes(page, ['/onboarding']);
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup and delivery' })).toBeVisible();
});

test('dialogs and menus, open', async ({ page }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  const scan = async (label: string) => found.push(...(await violationsInBothThemes(page, label)));

  await page.goto(`/${shop.shopUrl}/store`);
  await page.getByRole('button', { name: /Coral Charm/ }).click();
  await expect(page.getByRole('dialog', { name: 'Coral Charm' })).toBeVisible();
  await scan('storefront, a product open');

  await signInViaApi(page, shop);
  await page.goto('/intern/stock');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan('stock, recording a purchase');

  await page.goto('/intern/products');
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan('products, the categories');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add-ons' }).click();
  await expect(page.getByRole('dialog', { name: 'Add-ons' })).toBeVisible();
  await scan('products, the add-ons');

  if (page.viewportSize()?.width === 390) {
    await page.goto('/intern/orders');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await scan('the side menu');
  }
  expect(found, 'serious or critical accessibility violations').toEqual([]);
});

for (const [group, routes] of Object.entries(internGroups)) {
  test(`back office: ${group}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInViaApi(page, shop);
    await checkRoutes(
      page,
      routes.map((route) => route(shop)),
    );
  });
}
