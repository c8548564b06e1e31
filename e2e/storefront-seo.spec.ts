import { expect } from '@playwright/test';
import sharp from 'sharp';
import { ownerViaApi, setUpShop, test } from './helpers';

/*
 * A product's own address opens the shop with the product shown, previews well (its own title and
 * image in the HTML), and the occasion filter and the same-day countdown work in a real browser.
 */

const photo = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 750, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer(),
});

/** 11:45 in Berlin (summer time): 2 h 15 min before a 14:00 cut-off. */
const BERLIN_MORNING = new Date('2026-06-15T09:45:00Z');
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

test('a product address opens the product; occasions filter; same-day products count down', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const owner = await ownerViaApi(page.request);
  const headers = { authorization: `Bearer ${owner.access}` };
  // Delivery windows every day: the countdown is only shown on a day the shop delivers.
  await setUpShop(page.request, owner.access);
  const settings = await page.request.put('/api/business-settings/order-form', {
    headers,
    data: { same_day_cutoff: '14:00' },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const products = [
    { name: 'Wild Rose Signature', occasions: ['love', 'birthday'], same_day: 'true', rgb: [210, 90, 120] },
    { name: 'Lavender Dusk', occasions: ['sympathy'], same_day: 'false', rgb: [140, 120, 200] },
    { name: 'Sunny Meadow', occasions: ['birthday', 'thank_you'], same_day: 'true', rgb: [240, 180, 60] },
  ] as const;
  const ids: string[] = [];
  for (const [index, product] of products.entries()) {
    const created = await page.request.post('/api/products', {
      headers,
      multipart: {
        name: product.name,
        price: String(35 + index * 7),
        occasions: product.occasions.join(','),
        same_day: product.same_day,
        photos: await photo(`${index}.png`, product.rgb[0], product.rgb[1], product.rgb[2]),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  const address = `/${owner.shop.url}/store/wild-rose-signature-${ids[0]}`;

  // Staff see the tags on the product page.
  await page.goto(`/intern/products/edit/${ids[0]}`);
  const tags = page.getByRole('group', { name: 'Occasions' });
  await expect(tags.getByRole('button', { name: 'Love & romance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: /Same-day delivery/ })).toBeChecked();
  if (SCREENSHOTS) {
    await tags.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/staff-${testInfo.project.name}.png` });
  }

  // What a link preview reads: the product's own title and photo, before any script runs.
  const html = await (await page.request.get(address)).text();
  expect(html).toContain(`<meta property="og:title" content="Wild Rose Signature · ${owner.shop.name}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/[^"]+" \/>/);

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: page.viewportSize() ?? undefined,
      colorScheme,
    });
    const customer = await context.newPage();
    await customer.clock.setFixedTime(BERLIN_MORNING);
    await customer.goto(address);
    const dialog = customer.getByRole('dialog', { name: 'Wild Rose Signature' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Order within 2 h 15 min for delivery today')).toBeVisible();
    await expect(customer).toHaveTitle(`Wild Rose Signature · ${owner.shop.name}`);
    await customer.evaluate(() => document.fonts.ready);
    const name = `${testInfo.project.name}-${colorScheme}`;
    if (SCREENSHOTS) await customer.screenshot({ path: `${SCREENSHOTS}/product-${name}.png` });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(customer).toHaveURL(`/${owner.shop.url}/store`);

    const occasions = customer.getByRole('navigation', { name: 'Occasions' });
    await expect(occasions.getByRole('button')).toHaveText([
      'Any occasion',
      'Birthday',
      'Love & romance',
      'Thank you',
      'Sympathy',
    ]);
    await occasions.getByRole('button', { name: 'Birthday' }).click();
    const grid = customer.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByText('Lavender Dusk')).toBeHidden();
    await expect(grid.getByText('Order within 2 h 15 min for delivery today')).toHaveCount(2);
    if (SCREENSHOTS) await customer.screenshot({ path: `${SCREENSHOTS}/shop-${name}.png`, fullPage: true });

    // Opening from the grid gives the product its address; Back closes it, Forward opens it again.
    await grid.getByRole('button', { name: /Sunny Meadow/ }).click();
    await expect(customer.getByRole('dialog', { name: 'Sunny Meadow' })).toBeVisible();
    await expect(customer).toHaveURL(`/${owner.shop.url}/store/sunny-meadow-${ids[2]}`);
    await customer.goBack();
    await expect(customer.getByRole('dialog')).toBeHidden();
    await customer.goForward();
    await expect(customer.getByRole('dialog', { name: 'Sunny Meadow' })).toBeVisible();
    await context.close();
  }
});
