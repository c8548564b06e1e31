import { type Browser, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownerViaApi, setUpShop, test } from './helpers';

/*
 * The customer's language (docs/decisions/042): a browser set to German reads the storefront and
 * the order page in German, with German prices, and can switch to English; the choice stays.
 */

/** Set to a folder to keep screenshots of the German pages there, light and dark. */
const SHOTS = process.env.LANGUAGE_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The pages read the scheme once, when they load (web/src/lib/theme.ts).
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

const germanVisitor = (browser: Browser, baseURL: string | undefined, page: Page) =>
  browser.newContext({ baseURL, locale: 'de-DE', viewport: page.viewportSize() ?? undefined });

test('a German browser sees the storefront and the order page in German, and can switch to English', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerViaApi(page.request);
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  const created = await page.request.post('/api/products', {
    headers,
    multipart: {
      name: 'Pfingstrosen-Strauß',
      price: '39.90',
      description: 'Rosa Pfingstrosen mit Eukalyptus.',
      photos: {
        name: 'peonies.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#e8a0b4' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await germanVisitor(browser, baseURL, page);
  const customer = await context.newPage();
  await customer.goto(`/${owner.shop.url}/store`);
  const products = customer.getByRole('list', { name: 'Produkte' });
  await expect(products.getByText(/39,90\s€/)).toBeVisible();
  await expect(customer.locator('html')).toHaveAttribute('lang', 'de');
  await shot(customer, 'storefront-de');

  await products.getByRole('button', { name: /Pfingstrosen-Strauß/ }).click();
  await customer.getByLabel('Lieferung an Ihre Postleitzahl prüfen').fill('10117');
  await customer.getByRole('button', { name: 'Prüfen' }).click();
  await expect(customer.getByText(/Wir liefern nach 10117 für 4,90\s€\./)).toBeVisible();
  await shot(customer, 'product-de');
  await customer.getByRole('button', { name: 'Liefern lassen' }).click();

  // The order page, in German too: the order keeps the language.
  await expect(customer.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toBeVisible();
  await expect(customer.getByLabel('Ihr Name')).toBeVisible();
  await shot(customer, 'order-de');
  const uuid = customer.url().split('/order/')[1] ?? '';
  const order = await page.request.get(`/api/orders/${uuid}`);
  expect(((await order.json()) as { language: string }).language).toBe('de');

  await customer.getByRole('button', { name: 'English' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Complete your order' })).toBeVisible();
  await expect(customer.getByLabel('Your name')).toBeVisible();

  // The choice is remembered: the storefront opens in English now.
  await customer.goto(`/${owner.shop.url}/store`);
  await expect(customer.getByRole('list', { name: 'Products' }).getByText('€39.90')).toBeVisible();
  await customer.getByRole('button', { name: 'Deutsch' }).click();
  await expect(customer.getByRole('list', { name: 'Produkte' })).toBeVisible();
  await context.close();
});
