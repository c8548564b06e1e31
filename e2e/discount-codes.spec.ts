import { expect } from '@playwright/test';
import { openShellAsNewOwner, setUpShop, shellHeading, test, toasts } from './helpers';

/*
 * Discount codes: the owner makes one in Settings, the customer applies it on their order page and
 * sees the discount in the total, and the owner sees it on the order.
 */

test('an owner makes a code; the customer applies it and the order shows the discount', {
  tag: '@desktop',
}, async ({ page }) => {
  const owner = await openShellAsNewOwner(page, '/intern/settings');
  await setUpShop(page.request, owner.access);
  await page.getByRole('link', { name: /Discount codes/ }).click();
  await expect(page).toHaveURL('/intern/settings/discount-codes');
  await expect(shellHeading(page)).toHaveText('Discount codes');

  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await dialog.getByLabel('Code', { exact: true }).fill('spring10');
  await dialog.getByLabel('Percent off').fill('10');
  await dialog.getByLabel('Minimum order (optional)').fill('30');
  await dialog.getByLabel('Number of uses (optional)').fill('50');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(toasts(page)).toContainText('Discount code created');
  await expect(page.getByText('SPRING10')).toBeVisible();
  await expect(page.getByText('0 of 50 used · 50 left')).toBeVisible();

  const draft = await page.request.post('/api/orders/draft', {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: { method: 'delivery', price: '45', delivery_price: '5.90' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid } = (await draft.json()) as { uuid: string };

  await page.goto(`/order/${uuid}`);
  const code = page.getByLabel('Discount code');
  await code.fill('nope');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('This code is not valid. Check the spelling.')).toBeVisible();
  await code.fill('spring10');
  await code.press('Enter');
  const summary = page.locator('dl').filter({ hasText: 'Total' });
  await expect(summary).toContainText('Discount (SPRING10)');
  await expect(summary).toContainText('−€4.50');
  await expect(summary).toContainText('€46.40');

  await page.goto(`/intern/orders/${uuid}`);
  const price = page.locator('dl').filter({ hasText: 'Flowers' });
  await expect(price).toContainText('Discount (SPRING10)');
  await expect(price).toContainText('€46.40');
});

test('screens for review', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(120_000);
  const owner = await openShellAsNewOwner(page, '/intern/settings');
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  const codes = [
    { code: 'SPRING10', kind: 'percent', value: 10, min_order: 30, ends_on: '2031-05-31', max_uses: 50 },
    { code: 'WELCOME5', kind: 'fixed', value: 5, once_per_customer: true },
    {
      code: 'MOTHERSDAY',
      kind: 'percent',
      value: 15,
      starts_on: '2031-05-01',
      ends_on: '2031-05-11',
      is_active: false,
    },
  ];
  for (const data of codes) {
    const made = await page.request.post('/api/discount-codes', { headers, data });
    expect(made.status(), await made.text()).toBe(201);
  }
  const draft = await page.request.post('/api/orders/draft', {
    headers,
    multipart: { method: 'delivery', price: '45', delivery_price: '5.90' },
  });
  const { uuid } = (await draft.json()) as { uuid: string };
  const applied = await page.request.post(`/api/orders/${uuid}/discount`, { data: { code: 'spring10' } });
  expect(applied.status(), await applied.text()).toBe(200);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto('/intern/settings/discount-codes');
      await expect(page.getByText('SPRING10')).toBeVisible();
      await page.screenshot({ path: `${dir}/codes-${width}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Edit SPRING10' }).click();
      await page.screenshot({ path: `${dir}/code-dialog-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`/order/${uuid}`);
      await expect(page.getByText('Discount (SPRING10)')).toBeVisible();
      await page.screenshot({ path: `${dir}/order-page-${width}-${theme}.png`, fullPage: width === 1280 });
      await page.goto(`/intern/orders/${uuid}`);
      await expect(page.locator('dl').filter({ hasText: 'Flowers' })).toContainText('SPRING10');
      await page.screenshot({ path: `${dir}/order-detail-${width}-${theme}.png` });
    }
  }
});
