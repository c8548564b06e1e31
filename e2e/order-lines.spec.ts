import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { customerDetails, openShellAsNewOwner, pinkPng, setUpShop, test } from './helpers';

/*
 * Sizes, add-ons and orders of several lines (docs/decisions/040): staff give a bouquet sizes on its
 * page; a cart of two sizes and a vase is ordered on the storefront and placed; staff see each line
 * on the order. With SHOTS_DIR set, it photographs the product page and the order at 1280 and 390 px,
 * light and dark.
 */

async function bouquetWithAddOn(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  const vase = await request.post('/api/product-options', {
    headers,
    data: { name: 'Glass vase', price: 12.5, current_quantity: 5 },
  });
  expect(vase.status(), await vase.text()).toBe(201);
  const product = await request.post('/api/products/', {
    headers,
    multipart: {
      name: 'Wild Rose Signature',
      price: '49.90',
      description: 'Garden roses with eucalyptus.',
      photos: { name: 'rose.png', mimeType: 'image/png', buffer: await pinkPng() },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return { vase: (await vase.json()) as { id: string }, product: (await product.json()) as { id: string } };
}

/** A storefront cart of two sizes and a vase, placed by the customer. */
async function placeCart(
  page: Page,
  shopUrl: string,
  productId: string,
  sizes: { id: string }[],
  vaseId: string,
) {
  const [standard, deluxe] = sizes as [{ id: string }, { id: string }];
  const started = await page.request.post(`/api/storefront/${shopUrl}/order`, {
    data: {
      delivery_type: 'delivery',
      items: [
        { product_id: productId, variant_id: standard.id, quantity: 2 },
        { product_id: productId, variant_id: deluxe.id, option_ids: [vaseId], quantity: 1 },
      ],
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { uuid } = (await started.json()) as { uuid: string };
  const placed = await page.request.post(`/api/orders/${uuid}`, {
    data: customerDetails(2, '09:00-12:00'),
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { uuid: string; number: number };
}

async function setUp(page: Page) {
  const owner = await openShellAsNewOwner(page, '/intern/products');
  await setUpShop(page.request, owner.access);
  const { vase, product } = await bouquetWithAddOn(page.request, owner.access);
  // Staff give the bouquet its sizes and its add-on on its page.
  await page.goto(`/intern/products/edit/${product.id}`);
  const sizes = page.getByRole('region', { name: 'Sizes' });
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  await sizes.getByLabel('Size 1 name').fill('Standard');
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  await sizes.getByLabel('Size 2 name').fill('Deluxe');
  await sizes.getByLabel('Price').nth(1).fill('69.90');
  await sizes.getByLabel('In stock').nth(1).fill('3');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  await expect(page.getByText('Sizes saved')).toBeVisible();
  const addOns = page.getByRole('region', { name: 'Add-ons' });
  await addOns.getByRole('checkbox', { name: /Glass vase/ }).check();
  await addOns.getByRole('button', { name: 'Save add-ons' }).click();
  await expect(page.getByText('Add-ons saved')).toBeVisible();
  const saved = await page.request.get(`/api/products/${product.id}`, {
    headers: { authorization: `Bearer ${owner.access}` },
  });
  const { variants } = (await saved.json()) as { variants: { id: string }[] };
  const order = await placeCart(page, owner.shop.url, product.id, variants, vase.id);
  return { owner, product, order };
}

test('staff give a bouquet sizes and an add-on, and see each line of a cart ordered with them', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const { order } = await setUp(page);
  await page.goto(`/intern/orders/${order.uuid}`);
  const lines = page.getByRole('list', { name: 'Items' });
  await expect(lines.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(lines.getByRole('listitem').first()).toContainText('2 × Wild Rose Signature');
  await expect(lines.getByRole('listitem').nth(1)).toContainText('Deluxe, + Glass vase');
  await expect(lines.getByRole('listitem').nth(1)).toContainText('€82.40');
});

test('a customer chooses a size and a vase on the storefront and continues on the order page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { owner } = await setUp(page);
  await page.goto(`/${owner.shop.url}/store`);
  await page.getByRole('button', { name: /Wild Rose Signature/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wild Rose Signature' });
  await dialog.getByRole('radio', { name: /Deluxe/ }).check();
  await dialog.getByRole('checkbox', { name: /Glass vase/ }).check();
  await dialog.getByRole('button', { name: 'Pick it up' }).click();
  await expect(page).toHaveURL(/\/order\//, { timeout: 30_000 });
  const uuid = page.url().split('/order/')[1] ?? '';
  const answer = await page.request.get(`/api/orders/${uuid}`);
  expect(await answer.json()).toMatchObject({
    price: 82.4,
    items: [{ variant_name: 'Deluxe', options: [{ name: 'Glass vase' }], quantity: 1 }],
  });
});

test('screens for review: sizes and lines', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(150_000);
  const { owner, product, order } = await setUp(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto(`/intern/products/edit/${product.id}`);
      const sizes = page.getByRole('region', { name: 'Sizes' });
      await expect(sizes.getByLabel('Size 2 name')).toHaveValue('Deluxe');
      await sizes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/product-sizes-${width}-${theme}.png`, fullPage: true });
      await page.goto(`/intern/orders/${order.uuid}`);
      await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
      await page.screenshot({ path: `${dir}/order-lines-${width}-${theme}.png`, fullPage: true });
      await page.goto('/intern/products');
      await page.getByRole('button', { name: 'Add-ons' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Add-ons' }).getByRole('form', { name: 'Glass vase' }),
      ).toBeVisible();
      await page.screenshot({ path: `${dir}/add-ons-dialog-${width}-${theme}.png` });
      await page.goto(`/${owner.shop.url}/store`);
      await page.getByRole('button', { name: /Wild Rose Signature/ }).click();
      await expect(page.getByRole('dialog').getByRole('radio', { name: /Deluxe/ })).toBeVisible();
      await page.screenshot({ path: `${dir}/storefront-sizes-${width}-${theme}.png` });
    }
  }
});
