import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownerViaApi, test } from './helpers';

/*
 * The storefront must not jump while it loads: photos have their size before they arrive, and the
 * page waits in the shape it will take. Measured as the browser measures it (Cumulative Layout
 * Shift from 'layout-shift' entries, in session windows), with the shop's data and its photos
 * answering late, as on a slow phone connection.
 */

/** Good is under 0.1 (web.dev's threshold for CLS). */
const CLS_LIMIT = 0.1;

const photo = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer(),
});

declare global {
  interface Window {
    __shifts: { value: number; time: number }[];
  }
}

/** Records every layout shift not caused by the visitor's own input, from the first paint on. */
function watchShifts(page: Page) {
  return page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, time: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS: the largest burst of shifts, a burst ending after 1 s without one or 5 s after it began. */
const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() => {
    let worst = 0;
    let current = 0;
    let start = Number.NEGATIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const shift of window.__shifts) {
      if (shift.time - last > 1000 || shift.time - start > 5000) {
        current = 0;
        start = shift.time;
      }
      current += shift.value;
      last = shift.time;
      worst = Math.max(worst, current);
    }
    return worst;
  });

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the storefront does not shift while the shop, its photos and its fonts load', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const owner = await ownerViaApi(page.request);
  const headers = { authorization: `Bearer ${owner.access}` };
  const category = await page.request.post('/api/categories/', { headers, data: { name: 'Bouquets' } });
  expect(category.ok(), await category.text()).toBe(true);
  const { id: categoryId } = (await category.json()) as { id: string };
  const names = [
    'Coral Charm',
    'Blue Hour',
    'Morning Meadow',
    'Sweet Pea Cloud',
    'Garden Roses',
    'Wild Tulips',
  ];
  for (const [index, name] of names.entries()) {
    const created = await page.request.post('/api/products', {
      headers,
      multipart: {
        name,
        price: String(30 + index * 4.5),
        category_id: categoryId,
        is_featured: index === 0 ? 'true' : 'false',
        photos: await photo(`${index}.png`, 200 - index * 20, 120 + index * 10, 140),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // A visitor of their own, no session: the shop's data and every photo answer late.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const customer = await context.newPage();
  await customer.route('**/api/storefront/**', async (route) => {
    await later(700);
    await route.continue();
  });
  await customer.route(/\/(photos|uploads|files)\//, async (route) => {
    await later(500);
    await route.continue();
  });
  await watchShifts(customer);
  await customer.goto(`/${owner.shop.url}/store`);

  await expect(customer.getByRole('button', { name: /Wild Tulips/ })).toBeVisible();
  const photos = customer.getByRole('list', { name: 'Products' }).getByRole('img');
  await expect(photos).toHaveCount(names.length);
  await customer.evaluate(() => document.fonts.ready);
  // Every photo in view drawn (lazy ones below the fold keep their box either way).
  await expect
    .poll(() =>
      photos.evaluateAll((images) =>
        images
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => (image as HTMLImageElement).complete),
      ),
    )
    .toBe(true);
  await later(500);

  const cls = await cumulativeLayoutShift(customer);
  testInfo.annotations.push({ type: 'CLS', description: cls.toFixed(4) });
  console.log(`storefront CLS (${testInfo.project.name}): ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(CLS_LIMIT);
  await context.close();
});

test('the storefront asks for its first photo, its fonts and its texts with the page, each once', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerViaApi(page.request);
  const headers = { authorization: `Bearer ${owner.access}` };
  for (const [index, name] of ['Blue Hour', 'Coral Charm'].entries()) {
    const created = await page.request.post('/api/products', {
      headers,
      multipart: {
        name,
        price: '42',
        // The second by name leads the grid: featured.
        is_featured: index === 1 ? 'true' : 'false',
        photos: await photo(`${index}.png`, 120 + index * 60, 120, 140),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const customer = await context.newPage();
  const requested: string[] = [];
  customer.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await customer.goto(`/${owner.shop.url}/store`);
  const first = customer.getByRole('button', { name: /Coral Charm/ }).getByRole('img');
  await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
  await customer.evaluate(() => document.fonts.ready);

  // The photo the page named before its script ran is the one the card shows, fetched once.
  const shown = new URL(await first.evaluate((image) => (image as HTMLImageElement).currentSrc)).pathname;
  const preloaded = await customer.locator('link[rel="preload"][as="image"]').getAttribute('href');
  expect(preloaded).toBe(shown);
  expect(requested.filter((path) => path === shown)).toHaveLength(1);
  // The two fonts the first screen draws in, once each.
  for (const face of ['inter-latin-wght', 'fraunces-latin-wght'])
    expect(requested.filter((path) => path.includes(face))).toHaveLength(1);
  // The texts of the page's language only, once.
  const texts = await customer
    .locator('link[data-language]')
    .evaluateAll((links) =>
      links.map((link) => [link.dataset.language, new URL((link as HTMLLinkElement).href).pathname]),
    );
  expect(texts.map(([language]) => language)).toEqual(['en']);
  expect(requested.filter((path) => path === texts[0]?.[1])).toHaveLength(1);
  await context.close();
});
