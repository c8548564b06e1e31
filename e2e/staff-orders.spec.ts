import { expect, type Page } from '@playwright/test';
import { bouquetWithSizesAndVase, placeCart } from './catalogue';
import { dateIn, openShellAsNewOwner, setUpShop, shellHeading, test } from './helpers';

/*
 * Staff take orders as richly as the storefront's cart, at 1280 and at 390 px: a walk-in buys a
 * sized bouquet with a vase and pays cash; a returning customer phones, is found by their number
 * typed the national way and sends to the person they sent to before; a placed, paid order gets a
 * line more and says what is now due. Each counts the interactions a busy florist needs.
 */

const RETURNING_PHONE = '+49 30 5550100';

async function shopWithBouquet(page: Page, path: string) {
  const owner = await openShellAsNewOwner(page, path);
  await setUpShop(page.request, owner.access);
  const bouquet = await bouquetWithSizesAndVase(page.request, owner.access);
  await page.reload();
  return { owner, bouquet };
}

/** Counts each key press, typed word, choice and click from the moment the page is open. */
function counter() {
  let count = 0;
  const step = async (act: () => Promise<unknown>) => {
    count += 1;
    await act();
  };
  return { step, count: () => count };
}

test('a walk-in buys a sized bouquet with a vase and pays cash, in at most 8 interactions', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await shopWithBouquet(page, '/intern/counter');
  await expect(page.getByRole('heading', { name: 'Counter sale' })).toBeVisible({ timeout: 30_000 });
  const { step, count } = counter();
  const search = page.getByRole('combobox', { name: 'Find a product' });
  await expect(search).toBeFocused();
  await step(() => page.keyboard.type('peony'));
  await expect(page.getByRole('option', { name: /Peony Cloud/ })).toBeVisible();
  await step(() => page.keyboard.press('Enter'));
  const size = page.getByRole('combobox', { name: 'Size of Peony Cloud' });
  await expect(size).toBeFocused();
  await step(() => size.selectOption({ label: 'Grand · €59.00' }));
  await step(() => page.locator('label', { hasText: 'Glass vase' }).click());
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('€71.50');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await step(() => page.getByRole('button', { name: 'Complete sale' }).click());
  test.info().annotations.push({ type: 'walk-in interactions', description: String(count()) });
  expect(count()).toBeLessThanOrEqual(8);

  const receipt = page.getByRole('article', { name: /Receipt for order #\d+/ });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  await expect(receipt).toContainText('Peony Cloud');
  await expect(receipt).toContainText('Grand');
  await expect(receipt).toContainText('Glass vase');
  await expect(receipt).toContainText('€71.50');
  // Each payment on its own line, then nothing left to pay.
  await expect(receipt).toContainText('Cash−€71.50');
  await expect(receipt).toContainText('To pay€0.00');
});

test('a returning customer phones: found by their number typed the national way, sent to the same person, in at most 15 interactions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { owner, bouquet } = await shopWithBouquet(page, '/intern/counter');
  // They ordered on the storefront before, giving their number in the international form.
  await placeCart(
    page,
    owner.shop.url,
    [{ product_id: bouquet.productId, variant_id: bouquet.standard, quantity: 1 }],
    {
      sender_name: 'Jonas Weber',
      sender_phone: RETURNING_PHONE,
      recipient_name: 'Anna Weber',
    },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Counter sale' })).toBeVisible({ timeout: 30_000 });

  const { step, count } = counter();
  await step(() => page.getByRole('tab', { name: 'Phone order' }).click());
  await expect(page.getByRole('heading', { name: 'Phone order' })).toBeVisible();
  await step(() => page.getByRole('combobox', { name: 'Find a product' }).click());
  await step(() => page.keyboard.type('peony'));
  await expect(page.getByRole('option', { name: /Peony Cloud/ })).toBeVisible();
  await step(() => page.keyboard.press('Enter'));
  await step(() =>
    page.getByRole('combobox', { name: 'Size of Peony Cloud' }).selectOption({ label: 'Standard · €39.00' }),
  );
  await step(() => page.getByRole('combobox', { name: 'Phone', exact: true }).fill('030 5550100'));
  const found = page.getByRole('listbox', { name: 'Customers' }).getByRole('option', { name: /Jonas Weber/ });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await step(() => found.click());
  await expect(page.getByRole('combobox', { name: 'Name', exact: true })).toHaveValue('Jonas Weber');
  const before = page
    .getByRole('group', { name: 'Sent to before' })
    .getByRole('button', { name: /Anna Weber/ });
  await step(() => before.click());
  await expect(page.getByLabel('Recipient', { exact: true })).toHaveValue('Anna Weber');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Torstraße 1');
  await step(() => page.getByLabel('Date', { exact: true }).fill(dateIn(owner.shop.time_zone, 2)));
  await step(() => page.locator('label', { hasText: '14:00–18:00' }).click());
  await step(() => page.getByRole('button', { name: 'Place order' }).click());
  test.info().annotations.push({ type: 'phone order interactions', description: String(count()) });
  expect(count()).toBeLessThanOrEqual(15);

  const receipt = page.getByRole('article', { name: /Receipt for order #\d+/ });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  await expect(receipt).toContainText('Peony Cloud');
  await expect(receipt).toContainText('Not paid yet');
  await page.getByRole('link', { name: /^Order #\d+$/ }).click();
  await expect(shellHeading(page)).toBeVisible();
  await expect(page.getByText('Anna Weber').first()).toBeVisible();
  await expect(page.getByText('Jonas Weber').first()).toBeVisible();
});

test('staff add a line to a placed, paid order and are told what is now due', async ({ page }) => {
  test.setTimeout(120_000);
  const { owner, bouquet } = await shopWithBouquet(page, '/intern/orders');
  const order = await placeCart(
    page,
    owner.shop.url,
    [{ product_id: bouquet.productId, variant_id: bouquet.standard, quantity: 1 }],
    { recipient_name: 'Anna Weber' },
  );
  const paid = await page.request.post(`/api/orders/${order.uuid}/paid`, {
    headers: { authorization: `Bearer ${owner.access}` },
    data: { payment_method: 'cash' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  await page.goto(`/intern/orders/${order.uuid}`);
  const { step, count } = counter();
  await step(() => page.getByRole('button', { name: 'Change lines' }).click());
  const dialog = page.getByRole('dialog', { name: `Change lines of order #${order.number}` });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const kept = dialog.getByRole('list', { name: 'Lines on the order' });
  await step(() => kept.getByRole('button', { name: /^More of Peony Cloud/ }).click());
  await step(() => dialog.getByRole('combobox', { name: 'Find a product' }).click());
  await step(() => page.keyboard.type('peony'));
  await expect(dialog.getByRole('option', { name: /Peony Cloud/ })).toBeVisible();
  await step(() => page.keyboard.press('Enter'));
  await step(() =>
    dialog.getByRole('combobox', { name: 'Size of Peony Cloud' }).selectOption({ label: 'Grand · €59.00' }),
  );
  await step(() => dialog.getByRole('button', { name: 'Save lines' }).click());
  test.info().annotations.push({ type: 'change lines interactions', description: String(count()) });

  // Paid €39 and its delivery; one more Standard and a Grand: €98.00 is due.
  await expect(dialog.getByText('Lines saved')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('€98.00 is due');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText('2 × Peony Cloud');
  await expect(items).toContainText('Grand');
});

test('screens for review: the counter with lines, and changing an order’s lines', {
  tag: '@desktop',
}, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(150_000);
  const { owner, bouquet } = await shopWithBouquet(page, '/intern/counter');
  const order = await placeCart(
    page,
    owner.shop.url,
    [
      {
        product_id: bouquet.productId,
        variant_id: bouquet.standard,
        option_ids: [bouquet.vaseId],
        quantity: 2,
      },
    ],
    { recipient_name: 'Anna Weber' },
  );
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto('/intern/counter');
      await page.getByRole('combobox', { name: 'Find a product' }).fill('peony');
      await expect(page.getByRole('option', { name: /Peony Cloud/ })).toBeVisible();
      await page.keyboard.press('Enter');
      await page
        .getByRole('combobox', { name: 'Size of Peony Cloud' })
        .selectOption({ label: 'Grand · €59.00' });
      await page.locator('label', { hasText: 'Glass vase' }).click();
      await page.getByRole('button', { name: 'Free item' }).click();
      await page.getByLabel('Item', { exact: true }).fill('Ribbon');
      await page.getByLabel('Price each', { exact: true }).fill('3');
      await page.screenshot({ path: `${dir}/counter-lines-${width}-${theme}.png`, fullPage: true });
      await page.goto(`/intern/orders/${order.uuid}`);
      await page.getByRole('button', { name: 'Change lines' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog fades in: photograph it when it has.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/change-lines-${width}-${theme}.png` });
    }
  }
});
