import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { customerDetails, openShellAsNewOwner, setUpShop, shellHeading, test } from './helpers';

/*
 * The audit trail end to end: an owner moves an order from pending to ready; the order's Activity
 * section says who did it, and so does the shop-wide log under Settings, with a link to the order.
 * With SHOTS_DIR set, it also photographs both screens at 1280 and 390 px, light and dark.
 */

/** A pending order of the owner's shop: started by staff, completed by the customer through the API. */
async function pendingOrder(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  const draft = await request.post('/api/orders/draft', { headers, data: { method: 'delivery', price: 45 } });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid, number } = (await draft.json()) as { uuid: string; number: number };
  const submitted = await request.post(`/api/orders/${uuid}`, {
    data: customerDetails(2, '09:00-12:00'),
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return { uuid, number };
}

async function ownerWithReadyOrder(page: Page) {
  const owner = await openShellAsNewOwner(page, '/intern/orders');
  await setUpShop(page.request, owner.access);
  await page.request.post('/api/users/update-info', {
    headers: { authorization: `Bearer ${owner.access}` },
    data: { first_name: 'Rosa', last_name: 'Lind' },
  });
  const order = await pendingOrder(page.request, owner.access);
  await page.goto(`/intern/orders/${order.uuid}`);
  // A busy machine may take a while to open the first order page.
  await expect(page.getByRole('heading', { name: `#${order.number}` })).toBeVisible({ timeout: 30_000 });
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Mark ready' }).click();
  return { owner, order };
}

test('a status change shows in the order’s Activity and in the shop-wide log', { tag: '@desktop' }, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { order } = await ownerWithReadyOrder(page);

  const activity = page.getByRole('region', { name: 'Activity' });
  const newest = activity.getByRole('listitem').first();
  await expect(newest).toContainText('Changed the status');
  await expect(newest).toContainText('Order status: pending → ready');
  await expect(newest).toContainText('Rosa Lind');
  // Below it: the customer completing the order, and the owner creating it.
  await expect(activity.getByText('Completed the order details')).toBeVisible();
  await expect(activity.getByText('Customer', { exact: true })).toBeVisible();

  await page.goto('/intern/settings');
  await page.getByRole('link', { name: /Activity/ }).click();
  await expect(page).toHaveURL('/intern/settings/activity');
  await expect(shellHeading(page)).toHaveText('Activity');
  const first = page.getByRole('listitem').filter({ hasText: 'Changed the status' }).first();
  await expect(first).toContainText('Rosa Lind');
  await first.getByRole('link', { name: `Order #${order.number}` }).click();
  await expect(page).toHaveURL(`/intern/orders/${order.uuid}`);

  // The filter asks the server for one kind of thing only.
  await page.goto('/intern/settings/activity');
  await page.getByLabel('Show').selectOption({ label: 'Settings' });
  await expect(page.getByText('Added a location')).toBeVisible();
  await expect(page.getByText('Changed the status')).toHaveCount(0);
});

test('screens for review', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(120_000);
  const { order } = await ownerWithReadyOrder(page);
  await expect(page.getByRole('region', { name: 'Activity' }).getByText('Changed the status')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto(`/intern/orders/${order.uuid}`);
      const activity = page.getByRole('region', { name: 'Activity' });
      await expect(activity.getByText('Changed the status')).toBeVisible();
      await activity.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/order-activity-${width}-${theme}.png` });
      await page.goto('/intern/settings/activity');
      await expect(page.getByText('Changed the status').first()).toBeVisible();
      await page.screenshot({ path: `${dir}/activity-log-${width}-${theme}.png`, fullPage: true });
    }
  }
});
