import { expect } from '@playwright/test';
import { openShellAsNewOwner, setUpShop, shellHeading, test, toasts } from './helpers';

/*
 * Tax: the owner sets VAT with its own rate for delivery on the settings screen, watching the worked
 * example, and the customer's order page and the shop's order page show the tax in the server's total.
 */

test('an owner sets VAT, and the orders show the tax included in their total', async ({ page }) => {
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
