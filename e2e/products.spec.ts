import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { dateIn, openShellAsNewOwner, pickDate, setUpShop, shellHeading, test, toasts } from './helpers';

/*
 * Products to orders: staff add a product with two photos in the back office; a customer (a
 * browser of their own, no session) finds it on the shop's storefront, checks delivery to their zip
 * code, orders it and completes the order; it lands in the shop's Pending list.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const photo = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer(),
});

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('products and the storefront (desktop staff, phone customer)', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test('staff create a product with two photos, a customer orders it from the storefront, it appears in Pending', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await openShellAsNewOwner(page, '/intern/products');
    await setUpShop(page.request, owner.access);
    await expect(shellHeading(page)).toHaveText('Products');

    // The empty list offers it twice: in the header and in the empty state.
    await page.getByRole('link', { name: 'New product' }).first().click();
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Coral Charm Peonies');
    await page.getByLabel('Description', { exact: true }).fill('Coral peonies that open to soft apricot.');
    await page.getByLabel('Price', { exact: true }).fill('54.50');
    await page
      .getByLabel('Choose files', { exact: true })
      .setInputFiles([await photo('front.png', 240, 120, 110), await photo('side.png', 250, 200, 170)]);
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(toasts(page).getByText('Coral Charm Peonies added')).toBeVisible();
    await expect(page).toHaveURL('/intern/products');
    const card = page.getByRole('img', { name: 'Coral Charm Peonies' });
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The customer, on a phone, opens the shop's storefront.
    const customerContext = await browser.newContext({ baseURL, ...MOBILE });
    const customer = await customerContext.newPage();
    const scripts: string[] = [];
    customer.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await customer.goto(`/${owner.shop.url}/store`);
    await expect(customer.getByRole('heading', { level: 1, name: owner.shop.name })).toBeVisible();
    // Its own small page: none of the back office's code comes with it.
    expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(false);
    expect(await noSideScroll(customer)).toBe(true);

    await customer.getByRole('button', { name: /Coral Charm Peonies/ }).click();
    const dialog = customer.getByRole('dialog', { name: 'Coral Charm Peonies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Coral peonies that open to soft apricot.')).toBeVisible();
    await dialog.getByLabel('Check delivery to your zip code').fill('10117');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText(/We deliver to 10117 for €4\.90/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Deliver it' }).click();

    // It continues on the order page, at the product's price.
    await expect(customer).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(customer.getByRole('heading', { name: 'Complete your order' })).toBeVisible();
    await expect(customer.getByText('Coral Charm Peonies', { exact: true })).toBeVisible();
    await customer.getByLabel('Your name', { exact: true }).fill('Jonas Weber');
    await customer.getByLabel('E-mail', { exact: true }).fill('jonas@example.test');
    await customer.getByLabel("Recipient's name", { exact: true }).fill('Mila Hoffmann');
    await customer.getByLabel("Recipient's phone", { exact: true }).fill('+49 170 7654321');
    await customer.getByLabel('Street address', { exact: true }).fill('Torstraße 1');
    await customer.getByLabel('Zip code', { exact: true }).fill('10117');
    await expect(customer.getByText('€4.90')).toBeVisible();
    await expect(customer.getByText('€59.40')).toBeVisible();
    await expect(customer.getByText('+ delivery')).toBeHidden();
    await pickDate(customer, dateIn(owner.shop.time_zone, 1));
    await customer.getByRole('radio', { name: '14:00–18:00' }).check({ force: true });
    await customer.getByRole('button', { name: 'Send order' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Being prepared' })).toBeVisible();

    // The shop sees it in Pending.
    await page.goto('/intern/orders');
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: /Mila Hoffmann/ })).toBeVisible();
    await customerContext.close();
  });
});

test.describe('the storefront on a phone', { tag: '@phone' }, () => {
  test.use(MOBILE);

  test('an unknown shop gets a friendly page, and a product opens and closes with the keyboard', async ({
    page,
  }) => {
    await page.goto('/no-such-shop-here/store');
    await expect(page.getByRole('heading', { name: /find this shop/i })).toBeVisible();

    const owner = await openShellAsNewOwner(page, '/intern/products');
    const created = await page.request.post('/api/products', {
      headers: { authorization: `Bearer ${owner.access}` },
      multipart: { name: 'Blue Hour', price: '38', photos: await photo('blue.png', 90, 110, 200) },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/${owner.shop.url}/store`);
    const card = page.getByRole('button', { name: /Blue Hour/ });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Blue Hour' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
  });
});
