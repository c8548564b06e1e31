import { expect } from '@playwright/test';
import { customerDetails, openShellAsNewOwner, setUpShop, shellHeading, test, toasts } from './helpers';
import { downloadFirstInvoice } from './pdf';

/*
 * Tax: the owner sets VAT with its own rate for delivery on the settings screen, watching the worked
 * example, and the customer's order page and the shop's order page show the tax in the server's total.
 */

test('an owner sets VAT, and the orders show the tax included in their total', { tag: '@desktop' }, async ({
  page,
}) => {
  const owner = await openShellAsNewOwner(page, '/intern/settings');
  await setUpShop(page.request, owner.access);
  await page.getByRole('link', { name: /Tax/ }).click();
  await expect(page).toHaveURL('/intern/settings/tax');
  await expect(shellHeading(page)).toHaveText('Tax');

  await page.getByText('VAT', { exact: true }).click();
  await page.getByLabel('Rate', { exact: true }).fill('7');
  await page.getByRole('switch', { name: /^Delivery has a rate of its own/ }).check();
  await page.getByLabel('Delivery rate').fill('19');
  const example = page.getByRole('region', { name: 'Example' });
  // A 40.00 bouquet at 7 % and 8.00 delivery at 19 %: 2.62 and 1.28 of VAT in 48.00.
  await expect(example).toContainText('VAT 7 % on €37.38');
  await expect(example).toContainText('€2.62');
  await expect(example).toContainText('€1.28');
  await expect(example).toContainText('€48.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Tax settings saved');

  await page.goto('/intern/settings');
  await expect(page.getByRole('link', { name: /Tax/ })).toContainText(
    'VAT 7 %, included in prices · delivery 19 %',
  );

  const draft = await page.request.post('/api/orders/draft', {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: { method: 'delivery', price: '40', delivery_price: '8' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid } = (await draft.json()) as { uuid: string };

  await page.goto(`/order/${uuid}`);
  const summary = page.locator('dl').filter({ hasText: 'Total' });
  await expect(summary).toContainText('€48.00');
  await expect(summary).toContainText('incl. 7 % VAT');
  await expect(summary).toContainText('€2.62');
  await expect(summary).toContainText('incl. 19 % VAT');
  await expect(summary).toContainText('€1.28');

  await page.goto(`/intern/orders/${uuid}`);
  const price = page.locator('dl').filter({ hasText: 'Flowers' });
  await expect(price).toContainText('incl. 7 % VAT');
  await expect(price).toContainText('€48.00');
});

/*
 * Tax per line (docs/decisions/046): the owner keeps flowers at a reduced 7 % and everything else at
 * 19 %, gives the tulips the reduced rate on their page, and a storefront order of tulips with a vase
 * shows both rates on the customer's order page, delivery at the flowers' rate.
 */
test('an owner sets 7 % for flowers and 19 % for a vase, and an order of both shows each rate', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await openShellAsNewOwner(page, '/intern/settings/tax');
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  await page.reload();
  await page.getByText('VAT', { exact: true }).click();
  await page.getByLabel('Rate', { exact: true }).fill('19');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Tax settings saved');
  const rates = page.getByRole('list', { name: 'Tax rates' });
  await expect(rates).toContainText('Standard');
  await page.getByRole('button', { name: 'Add rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tax rate' });
  await dialog.getByLabel('Name').fill('Reduced');
  await dialog.getByLabel('Rate in percent').fill('7');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(rates).toContainText('Reduced');

  // A vase at the default rate, and tulips that offer it.
  const vase = await page.request.post('/api/product-options', {
    headers,
    data: { name: 'Vase', price: 11.9 },
  });
  expect(vase.status(), await vase.text()).toBe(201);
  const tulips = await page.request.post('/api/products/', {
    headers,
    multipart: { name: 'Tulips', price: '42.80' },
  });
  expect(tulips.status(), await tulips.text()).toBe(201);
  const product = (await tulips.json()) as { id: string };
  const vaseId = ((await vase.json()) as { id: string }).id;
  await page.goto(`/intern/products/edit/${product.id}`);
  await page.getByLabel('Tax rate').selectOption({ label: 'Reduced · 7 %' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Product saved');
  const offered = await page.request.patch(`/api/products/${product.id}`, {
    headers,
    data: { option_ids: [vaseId] },
  });
  expect(offered.ok(), await offered.text()).toBe(true);

  const started = await page.request.post(`/api/storefront/${owner.shop.url}/order`, {
    data: { delivery_type: 'delivery', items: [{ product_id: product.id, option_ids: [vaseId] }] },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { uuid } = (await started.json()) as { uuid: string };
  const placed = await page.request.post(`/api/orders/${uuid}`, {
    data: customerDetails(2, '09:00-12:00'),
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto(`/order/${uuid}`);
  const summary = page.locator('dl').filter({ hasText: 'Total' });
  // 7 %: tulips 42.80 + delivery 4.90 = 47.70 → 3.12; 19 %: the vase 11.90 → 1.90.
  await expect(summary).toContainText('€59.60');
  await expect(summary).toContainText('incl. 7 % VAT');
  await expect(summary).toContainText('€3.12');
  await expect(summary).toContainText('incl. 19 % VAT');
  await expect(summary).toContainText('€1.90');

  // Paid in cash at the shop: the invoice shows both rates, and the cash-up counts the till.
  await page.goto(`/intern/orders/${uuid}`);
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const { text } = await downloadFirstInvoice(page);
  for (const figure of ['7%', '19%', '€3.12', '€1.90', '€59.60']) expect(text).toContain(figure);
  await page.goto('/intern/payments');
  await page.getByRole('link', { name: 'Cash-up' }).click();
  await expect(page).toHaveURL(/\/intern\/payments\/day/);
  await expect(page.getByRole('region', { name: 'Cash in the till' })).toContainText('€59.60');
});
