import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * The test every spec uses: Playwright's, plus
 * - a check that fails a test when a page it opened reported a Content-Security-Policy violation
 *   (the app must run under the policy it is served with);
 * - `window.print` replaced by a recorder in every page. The printables open the print dialog by
 *   themselves; in some Chromium builds a headless print job then holds the page, and the test's own
 *   `page.pdf` fails with "Page is already being printed". Recording the call keeps every test
 *   independent of the browser's build, and lets a test check that the dialog was asked for.
 */
export const test = base.extend<{ cspViolations: string[]; printRequests: (page: Page) => Promise<number> }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  printRequests: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        const calls = { count: 0 };
        Object.defineProperty(window, '__printRequests', { value: calls });
        window.print = () => {
          calls.count += 1;
        };
      });
      await use((page) =>
        page.evaluate(
          () => (window as unknown as { __printRequests: { count: number } }).__printRequests.count,
        ),
      );
    },
    { auto: true },
  ],
});

/** Good enough for the server's rules: 10+ characters, not common, not the e-mail. */
export const PASSWORD = 'peonies-in-june-42';

export interface Credentials {
  email: string;
  password: string;
}

export interface ShopDetails {
  name: string;
  url: string;
  phone: string;
  email: string;
  address: string;
  currency: string;
  time_zone: string;
}

/** A short random tag; lowercase hex, so it is valid inside a shop url too. */
export const uniqueTag = () => randomUUID().replace(/-/g, '').slice(0, 12);

export const uniqueEmail = () => `e2e-${randomUUID()}@petal-test.example`;

export const uniqueShopUrl = () => `e2e-shop-${uniqueTag()}`;

export function shopDetails(overrides: Partial<ShopDetails> = {}): ShopDetails {
  const tag = uniqueTag();
  return {
    name: `Peony Parlour ${tag}`,
    url: `peony-parlour-${tag}`,
    phone: '+49 30 1234567',
    email: `shop-${tag}@petal-test.example`,
    address: 'Blumenstraße 12, 10115 Berlin',
    currency: 'EUR',
    time_zone: 'Europe/Berlin',
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------
// Set-up through the API. `page.request` shares the browser context's cookie jar, so an account made
// with it leaves the page signed in (the app refreshes from the cookie on start); the standalone
// `request` fixture does not, which suits users who must then sign in through the UI.
// ---------------------------------------------------------------------------------------------------

export async function registerViaApi(
  request: APIRequestContext,
  credentials: Credentials = { email: uniqueEmail(), password: PASSWORD },
): Promise<Credentials & { access: string }> {
  const response = await request.post('/api/users/register', { data: credentials });
  expect(response.status(), await response.text()).toBe(201);
  const { access } = (await response.json()) as { access: string };
  expect(access).toBeTruthy();
  return { ...credentials, access };
}

export async function createBusinessViaApi(
  request: APIRequestContext,
  access: string,
  shop: ShopDetails = shopDetails(),
): Promise<ShopDetails> {
  const response = await request.post('/api/users/onboarding/create-business', {
    data: shop,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return shop;
}

export async function completeOnboardingViaApi(request: APIRequestContext, access: string): Promise<void> {
  const response = await request.post('/api/users/onboarding/complete', {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new owner with a shop and onboarding finished. */
export async function ownerViaApi(
  request: APIRequestContext,
  shop: ShopDetails = shopDetails(),
): Promise<Credentials & { access: string; shop: ShopDetails }> {
  const user = await registerViaApi(request);
  await createBusinessViaApi(request, user.access, shop);
  await completeOnboardingViaApi(request, user.access);
  return { ...user, shop };
}

/** Signs the page in as a new owner (cookies in the page's context) and opens `path` in the shell. */
export async function openShellAsNewOwner(page: Page, path = '/intern/orders') {
  const owner = await ownerViaApi(page.request);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(shellHeading(page)).toBeVisible();
  return owner;
}

// ---------------------------------------------------------------------------------------------------
// The UI.
// ---------------------------------------------------------------------------------------------------

/** The header title of the shell. */
export const shellHeading = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

/** The toaster (Sonner's region is labelled "Notifications alt+T"). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ });

export async function signUpThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Open your shop on Petal' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await fillSignInForm(page, credentials);
}

export async function fillSignInForm(page: Page, credentials: Credentials): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the "Your shop" step of the onboarding wizard (the page must be on it). */
export async function fillBusinessStep(page: Page, shop: ShopDetails): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Tell us about your shop' })).toBeVisible();
  await page.getByLabel('Shop name', { exact: true }).fill(shop.name);
  await page.getByLabel('Web address', { exact: true }).fill(shop.url);
  await page.getByLabel('Phone', { exact: true }).fill(shop.phone);
  await page.getByLabel('Shop e-mail', { exact: true }).fill(shop.email);
  await page.getByLabel('Address', { exact: true }).fill(shop.address);
  await page.getByLabel('Currency', { exact: true }).selectOption(shop.currency);
  await page.getByLabel('Time zone', { exact: true }).selectOption(shop.time_zone);
}

export type Layout = 'desktop' | 'mobile';

/** The layout the app should show at this page's width (its breakpoint is 768 px). */
export function expectedLayout(page: Page): Layout {
  const width = page.viewportSize()?.width ?? 0;
  return width >= 768 ? 'desktop' : 'mobile';
}

/** Signs the shell out the way each layout offers it: the sidebar on desktop, the side menu on mobile. */
export async function signOutFromShell(page: Page): Promise<void> {
  if (expectedLayout(page) === 'desktop') {
    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  }
}

/** Onboarding's locations, time slots and order form steps can each be skipped and set up later in Settings. */
export async function skipSetupSteps(page: Page) {
  for (const step of ['Pickup and delivery', 'When customers get their flowers', 'How customers order']) {
    await expect(page.getByRole('heading', { level: 1, name: step })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
}

/** A date (YYYY-MM-DD) in a time zone, `days` after today there. */
export function dateIn(timeZone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A small real photo (a pink square), so the server's image pipeline has something to decode. */
export const pinkPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 232, g: 154, b: 168 } } })
    .png()
    .toBuffer();

/** What a shop needs before customers can complete orders: a location with a zip code, windows, no lead time. */
export async function setUpShop(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  const location = await request.post('/api/business/locations/', {
    headers,
    data: {
      name: 'Peony Parlour Mitte',
      address: 'Blumenstraße 12',
      city: 'Berlin',
      zipcode: '10115',
      phone: '',
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  const { id } = (await location.json()) as { id: string };
  const zipcode = await request.post(`/api/business/zipcodes/${id}/`, {
    headers,
    data: { zipcode: '10117', delivery_price: 4.9 },
  });
  expect(zipcode.ok(), await zipcode.text()).toBe(true);
  const windows = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '14:00', end: '18:00' },
  ]);
  for (const window_type of ['delivery', 'pickup']) {
    const weekly = await request.put('/api/business/order-time/weekly', {
      headers,
      data: { window_type, windows, disabled_days: [] },
    });
    expect(weekly.ok(), await weekly.text()).toBe(true);
  }
  const form = await request.put('/api/business-settings/order-form', {
    headers,
    data: { lead_time_minutes: 0, same_day_cutoff: null },
  });
  expect(form.ok(), await form.text()).toBe(true);
}

/** Picks a date in the customer's calendar, turning to the next month when needed. */
export async function pickDate(page: Page, date: string) {
  const cell = page.locator(`[data-date="${date}"]`);
  if (!(await cell.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
}

/** What a customer sends to complete a delivery order in Berlin, `days` after today there. */
export function customerDetails(days: number, timeSlot: string, overrides: Record<string, unknown> = {}) {
  return {
    sender_name: 'Jonas Weber',
    sender_email: 'jonas@example.test',
    recipient_name: 'Anna Weber',
    recipient_phone: '+49 170 7654321',
    delivery_address: 'Torstraße 1',
    delivery_city: 'Berlin',
    delivery_zipcode: '10117',
    delivery_date: dateIn('Europe/Berlin', days),
    time_slot: timeSlot,
    ...overrides,
  };
}
