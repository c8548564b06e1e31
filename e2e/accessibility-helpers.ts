import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import {
  customerDetails,
  dateIn,
  ownerViaApi,
  PASSWORD,
  pinkPng,
  registerViaApi,
  setUpShop,
  uniqueEmail,
} from './helpers';

/*
 * What the accessibility browser tests share: a shop with something on every page, signing a page in
 * without the UI, and one axe check that answers with the serious and critical violations only.
 */

export interface SeededShop {
  access: string;
  email: string;
  password: string;
  shopUrl: string;
  timeZone: string;
  productId: string;
  /** Sent by the customer, waiting in Pending. */
  orderUuid: string;
  /** Made by staff, still waiting for the customer to complete it. */
  draftUuid: string;
  customerId: string;
  /** The day the sent order is due (YYYY-MM-DD, the shop's zone). */
  dueDate: string;
}

/** A shop with a product, a category, stock, a florist, a sent order and a draft: no page is empty. */
/** seedShop through a request context of its own, closed after: what each spec's setup needs. */
export async function seedShopAt(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<SeededShop> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await seedShop(request);
  } finally {
    await request.dispose();
  }
}

export async function seedShop(request: APIRequestContext): Promise<SeededShop> {
  const owner = await ownerViaApi(request);
  const headers = { authorization: `Bearer ${owner.access}` };
  await setUpShop(request, owner.access);

  const category = await request.post('/api/categories', { headers, data: { name: 'Bouquets' } });
  expect(category.status(), await category.text()).toBe(201);
  const { id: categoryId } = (await category.json()) as { id: string };
  const product = await request.post('/api/products', {
    headers,
    multipart: {
      name: 'Coral Charm',
      description: 'Coral peonies that open to soft apricot.',
      price: '54.50',
      category_id: categoryId,
      // The storefront's occasion filter and same-day note are scanned too.
      occasions: 'birthday,love',
      same_day: 'true',
      photos: { name: 'coral.png', mimeType: 'image/png', buffer: await pinkPng() },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id: productId } = (await product.json()) as { id: string };

  const flower = await request.post('/api/flowers', {
    headers,
    data: { name: 'Rose Avalanche', unit_cost: 1.2, quantity: 40, reorder_level: 10 },
  });
  expect(flower.status(), await flower.text()).toBe(201);

  const florist = await request.post('/api/users/florists', {
    headers,
    data: { email: uniqueEmail(), role: 'florist', first_name: 'Fiona', last_name: 'Fern' },
  });
  expect(florist.status(), await florist.text()).toBe(201);

  const dueDate = dateIn(owner.shop.time_zone, 1);
  const order = await request.post('/api/orders/draft', {
    headers,
    data: { method: 'delivery', price: 45, note: 'Pastel colours, no lilies' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { uuid: orderUuid } = (await order.json()) as { uuid: string };
  const submitted = await request.post(`/api/orders/${orderUuid}`, {
    data: customerDetails(0, '14:00-18:00', {
      delivery_date: dueDate,
      card_message: 'Happy birthday, Anna!',
    }),
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  const draft = await request.post('/api/orders/draft', { headers, data: { method: 'pickup', price: 30 } });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid: draftUuid } = (await draft.json()) as { uuid: string };

  const customers = await request.get('/api/customers/', { headers });
  expect(customers.ok(), await customers.text()).toBe(true);
  const { items } = (await customers.json()) as { items: { id: string }[] };
  const customerId = items[0]?.id;
  if (!customerId) throw new Error('the sent order made no customer');

  return {
    access: owner.access,
    email: owner.email,
    password: owner.password,
    shopUrl: owner.shop.url,
    timeZone: owner.shop.time_zone,
    productId,
    orderUuid,
    draftUuid,
    customerId,
    dueDate,
  };
}

/** Signs the page's context in (the refresh cookie lands in its jar; the app picks it up on start). */
export async function signInViaApi(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/token/', {
    data: { username: credentials.email, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new account that has not made its shop yet: it lands on the onboarding. */
export async function signInWithoutShop(page: Page): Promise<string> {
  const { access } = await registerViaApi(page.request, { email: uniqueEmail(), password: PASSWORD });
  return access;
}

/** Waits until the page has stopped showing that it loads: no spinner, no skeleton, no "Loading". */
export async function waitUntilSettled(page: Page) {
  await page.waitForLoadState('load');
  await expect(
    page.locator('.animate-spin:visible, .animate-pulse:visible, [aria-busy="true"]:visible'),
  ).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** What a theme changes: the colours of text, links and their backgrounds. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's serious and critical violations in the light theme, then, with the system switched to
 * dark and the open page following it, those of the colour rules: the theme changes colours only
 * (no element of the app is shown or hidden by it), so the other rules would find the same again.
 * The system is switched back to light at the end; the page follows while the caller goes on, and
 * the next scan of the same page waits for it. Pages without the app (the landing page, which is
 * always light, and the server-written ones) follow the system through their stylesheet alone.
 */
export async function violationsInBothThemes(page: Page, label: string): Promise<string[]> {
  const appFollows = await page.evaluate(
    () => location.pathname !== '/' && document.getElementById('root') !== null,
  );
  // Colours change at once: a scan measures the final colours, and no frame has to pass for them.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await inTheme(page, 'light', appFollows);
  const light = await seriousViolations(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await inTheme(page, 'dark', appFollows);
  const dark = await seriousViolations(page, `${label} (dark)`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  return [...light, ...dark];
}

/**
 * Waits until the page shows `theme`: the system's choice, the app's class on the root element
 * (checked each frame: the page follows within a frame or two), and every colour transition over.
 */
async function inTheme(page: Page, theme: 'light' | 'dark', appFollows: boolean) {
  await page.waitForFunction(
    ({ dark, app }) =>
      matchMedia('(prefers-color-scheme: dark)').matches === dark &&
      (!app || document.documentElement.classList.contains('dark') === dark),
    { dark: theme === 'dark', app: appFollows },
    { polling: 'raf', timeout: 7_000 },
  );
  await colourTransitionsDone(page);
}

/**
 * Waits until the colours have changed over: an element with a colour transition shows the old
 * colour until the browser's next frames, and axe would measure a mix. With reduced motion the app
 * has none (web/src/styles/index.css); the pages the server writes are checked the same way.
 */
async function colourTransitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The serious and critical violations on the page as it is now, one readable line per element. */
export async function seriousViolations(page: Page, label: string, rules?: string[]): Promise<string[]> {
  const violations = page.frames().length === 1 ? await inPlace(page, rules) : await everyFrame(page, rules);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: [${violation.id}] ${violation.help} — ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

// Only the violations are read, so axe details no passes (every node it checked) for us.
const options = (rules?: string[]) => ({
  resultTypes: ['violations' as const],
  ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
});

/**
 * A page without frames (all of the app's) is scanned in place, with axe put in the document once:
 * the wrapper evaluates axe's half a megabyte of script twice for every scan, which was most of a
 * scan of a small page, and a page is scanned twice (light, then dark).
 */
async function inPlace(page: Page, rules?: string[]): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
  return page.evaluate(
    async (asked) => (await (window as unknown as { axe: typeof axe }).axe.run(document, asked)).violations,
    options(rules),
  );
}

/** A page with frames: each frame scanned, and their results merged, as the wrapper does it. */
async function everyFrame(page: Page, rules?: string[]): Promise<Violations> {
  const builder = new AxeBuilder({ page }).options(options(rules));
  return (await builder.analyze()).violations;
}
