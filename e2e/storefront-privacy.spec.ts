import { type BrowserContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { ownerViaApi, setUpShop, test } from './helpers';

/*
 * Before a customer orders, the storefront loads nothing from another host and leaves no cookie
 * (docs/decisions/059): the shop, a product, the imprint and the privacy notice, each reached by
 * the links a customer follows.
 */

/** Every origin the context's pages asked for (data: and blob: addresses are the page's own). */
function watchOrigins(context: BrowserContext): Set<string> {
  const origins = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

test('the storefront, a product and the legal pages load only from the shop’s own host and set no cookie', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerViaApi(page.request);
  await setUpShop(page.request, owner.access);
  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 90, b: 120 } },
  })
    .png()
    .toBuffer();
  const created = await page.request.post('/api/products', {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: {
      name: 'Garden Rose',
      price: '42',
      photos: { name: 'rose.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A customer: a browser of their own, with nothing of the owner's sign-in.
  const context = await browser.newContext({ baseURL });
  const origins = watchOrigins(context);
  const customer = await context.newPage();
  await customer.goto(`/${owner.shop.url}/store`);
  await customer
    .getByRole('button', { name: /Garden Rose/ })
    .first()
    .click();
  await expect(customer.getByRole('dialog')).toBeVisible();
  await expect(customer.getByText(/right of withdrawal does not apply/)).toBeVisible();
  await customer.keyboard.press('Escape');

  const legal = customer.getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Imprint' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(customer.getByText(owner.shop.email).first()).toBeVisible();
  await customer.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await customer.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: owner.shop.name })).toBeVisible();
  await customer.waitForLoadState('networkidle');

  expect([...origins]).toEqual([new URL(baseURL as string).origin]);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
