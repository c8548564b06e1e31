import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { dateIn, openShellAsNewOwner, pinkPng, setUpShop, test, uniqueEmail } from './helpers';
import { mailText } from './mail';
import { cardProviderUrl } from './servers';

/*
 * The storefront selling as issue 17 asks, walked by a German customer on a phone: two sizes of one
 * bouquet and a vase in the cart, a discount code, part paid by a gift card and the rest by card on
 * the card provider's stand-in; then staff see each line of the order.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function connectCardPayments(page: Page, headers: Record<string, string>) {
  await page.getByLabel('Country of your business').selectOption('DE');
  await page.getByRole('button', { name: 'Connect card payments' }).click();
  await expect(page.getByRole('heading', { name: 'Finish connecting card payments' })).toBeVisible();
  const status = await page.request.get('/api/stripe/connect/account-status/', { headers });
  const { account_id: accountId } = (await status.json()) as { account_id: string };
  const activated = await page.request.post(`${cardProviderUrl}/control/accounts/${accountId}/activate`);
  expect(activated.ok()).toBe(true);
}

/** A bouquet in two sizes that offers a vase, a 10 % code, and a gift card product. */
async function stockTheShop(request: APIRequestContext, headers: Record<string, string>) {
  const vase = await request.post('/api/product-options', { headers, data: { name: 'Glasvase', price: 12 } });
  expect(vase.status(), await vase.text()).toBe(201);
  const bouquet = await request.post('/api/products/', {
    headers,
    multipart: {
      name: 'Frühlingsstrauß',
      price: '39.90',
      photos: { name: 'rose.png', mimeType: 'image/png', buffer: await pinkPng() },
    },
  });
  expect(bouquet.status(), await bouquet.text()).toBe(201);
  const { id } = (await bouquet.json()) as { id: string };
  const sized = await request.patch(`/api/products/${id}`, {
    headers,
    data: {
      variants: [
        { name: 'Standard', price: 39.9 },
        { name: 'Deluxe', price: 54.9 },
      ],
      option_ids: [((await vase.json()) as { id: string }).id],
    },
  });
  expect(sized.ok(), await sized.text()).toBe(true);
  const code = await request.post('/api/discount-codes', {
    headers,
    data: { code: 'sommer10', kind: 'percent', value: 10 },
  });
  expect(code.status(), await code.text()).toBe(201);
  const giftCard = await request.post('/api/products/', {
    headers,
    multipart: { name: 'Gutschein 20 €', price: '20.00', kind: 'gift_card' },
  });
  expect(giftCard.status(), await giftCard.text()).toBe(201);
  return { giftCardProductId: ((await giftCard.json()) as { id: string }).id };
}

/** A gift card of 20 € bought earlier in German and paid at the counter: its code, from the buyer's e-mail. */
async function boughtGiftCard(
  request: APIRequestContext,
  headers: Record<string, string>,
  shopUrl: string,
  productId: string,
) {
  const started = await request.post(`/api/storefront/${shopUrl}/order`, {
    data: { delivery_type: 'delivery', items: [{ product_id: productId, quantity: 1 }] },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { uuid } = (await started.json()) as { uuid: string };
  const buyer = uniqueEmail();
  const placed = await request.post(`/api/orders/${uuid}`, {
    data: {
      sender_name: 'Lena Vogel',
      sender_email: buyer,
      recipient_name: 'Lena Vogel',
      recipient_phone: '+49 170 1234567',
      delivery_address: 'Torstraße 3',
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
      delivery_date: dateIn('Europe/Berlin', 1),
      time_slot: '09:00-12:00',
      language: 'de',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const paid = await request.post(`/api/orders/${uuid}/paid`, { headers, data: { payment_method: 'cash' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  // Bought in German: the card comes in a German e-mail.
  const text = await mailText(buyer, 'Ihr Gutschein über 20,00');
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  return code as string;
}

test('a German customer on a phone orders two sizes and a vase, uses a code and a gift card, and pays the rest by card; staff see the lines', {
  tag: '@desktop',
}, async ({ page, browser, baseURL }) => {
  // The customer is on a phone of their own (PHONE), the staff at 1280 px: one run is enough.
  test.setTimeout(180_000);
  const owner = await openShellAsNewOwner(page, '/intern/account/stripe');
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  await connectCardPayments(page, headers);
  const { giftCardProductId } = await stockTheShop(page.request, headers);
  const giftCardCode = await boughtGiftCard(page.request, headers, owner.shop.url, giftCardProductId);

  const context = await browser.newContext({ baseURL, locale: 'de-DE', ...PHONE });
  const customer = await context.newPage();
  await customer.goto(`/${owner.shop.url}/store`);

  // Two sizes of the bouquet, the second with a vase.
  await customer.getByRole('button', { name: /Frühlingsstrauß/ }).click();
  let dialog = customer.getByRole('dialog', { name: 'Frühlingsstrauß' });
  await expect(dialog.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog).toBeHidden();
  await customer.getByRole('button', { name: /Frühlingsstrauß/ }).click();
  dialog = customer.getByRole('dialog', { name: 'Frühlingsstrauß' });
  await dialog.getByRole('radio', { name: /Deluxe/ }).check();
  await dialog.getByRole('checkbox', { name: /Glasvase/ }).check();
  await expect(dialog.getByText('66,90 €')).toBeVisible();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();

  // The cart: 39,90 + 66,90, delivered to 10117 for 4,90.
  await customer.getByRole('button', { name: /Zum Warenkorb/ }).click();
  const cart = customer.getByRole('dialog', { name: 'Ihr Warenkorb' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByText('106,80 €').first()).toBeVisible();
  await cart.getByLabel('Lieferung an Ihre Postleitzahl prüfen').fill('10117');
  await cart.getByRole('button', { name: 'Prüfen' }).click();
  await expect(cart.getByText('111,70 €')).toBeVisible();
  await cart.getByRole('button', { name: 'Liefern lassen' }).click();
  await expect(customer).toHaveURL(/\/order\//, { timeout: 30_000 });
  const uuid = new URL(customer.url()).pathname.split('/')[2] as string;

  // The code takes 10 % off the flowers: 106,80 − 10,68 = 96,12; the zip code's delivery is known
  // from the cart, so the total has it: 96,12 + 4,90 = 101,02.
  await customer.getByLabel('Rabattcode').fill('sommer10');
  await customer.getByRole('button', { name: 'Code einlösen' }).click();
  const summary = customer.locator('dl').filter({ hasText: 'Gesamt' });
  await expect(summary).toContainText('Rabatt (SOMMER10)');
  await expect(summary).toContainText('Lieferung');
  await expect(summary).toContainText('101,02 €');
  // The gift card pays 20 of it.
  await customer.getByLabel('Gutscheincode').fill(giftCardCode);
  await customer.getByRole('button', { name: 'Gutschein einlösen' }).click();
  await expect(summary).toContainText('Zu zahlen');
  await expect(summary).toContainText('81,02 €');

  await customer.getByLabel('Ihr Name', { exact: true }).fill('Jonas Weber');
  await customer.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail());
  await customer.getByLabel('Name der beschenkten Person', { exact: true }).fill('Anna Weber');
  await customer.getByLabel('Telefon der beschenkten Person', { exact: true }).fill('+49 170 7654321');
  await customer.getByLabel('Straße und Hausnummer', { exact: true }).fill('Torstraße 1');
  // The zip code checked in the cart came along, with its city.
  await expect(customer.getByLabel('Postleitzahl', { exact: true })).toHaveValue('10117');
  await expect(customer.getByLabel('Ort', { exact: true })).toHaveValue('Berlin');
  const day = customer.locator(`[data-date="${dateIn(owner.shop.time_zone, 1)}"]`);
  if (!(await day.isVisible())) await customer.getByRole('button', { name: 'Nächster Monat' }).click();
  await day.click();
  await customer.getByRole('radio', { name: '14:00–18:00' }).check({ force: true });
  await customer.getByRole('button', { name: 'Bestellung absenden und bezahlen' }).click();

  // The card pays what the gift card left: 96,12 + 4,90 delivery − 20.
  await expect(customer).toHaveURL(new RegExp(`^${cardProviderUrl}/pay/cs_test_`));
  await expect(customer.getByText('Amount: 81.02 EUR')).toBeVisible();
  await customer.getByRole('button', { name: 'Pay 81.02' }).click();
  await expect(customer).toHaveURL(`/order/${uuid}/details?payment=done`);
  await expect(customer.getByText('Bezahlt. Vielen Dank!')).toBeVisible();
  await context.close();

  // Staff see each line.
  await page.goto(`/intern/orders/${uuid}`);
  const lines = page.getByRole('list', { name: 'Items' });
  await expect(lines.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(lines.getByRole('listitem').first()).toContainText('Frühlingsstrauß');
  await expect(lines.getByRole('listitem').nth(1)).toContainText('Deluxe, + Glasvase');
});
