import { expect } from '@playwright/test';
import { dateIn, openShellAsNewOwner, pickDate, setUpShop, shellHeading, test, toasts } from './helpers';

/*
 * New orders arrive by themselves: the owner keeps the orders list open; a customer completes an
 * order in a browser of their own; without a reload the owner gets a notice linking to it, the new
 * row, and the count in the tab's title, which goes once the order is looked at.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BACK_OFFICE_TITLE = 'Petal — the back office for florists';

test.describe('live orders (desktop)', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test("a customer's order appears on the owner's open list, with a notice and a count in the title", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The owner's tab opens its live stream with the page; news sent before it is open is not replayed.
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200);
    const owner = await openShellAsNewOwner(page, '/intern/orders');
    await streamOpen;
    await setUpShop(page.request, owner.access);
    const draft = await page.request.post('/api/orders/draft', {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { method: 'delivery', price: 45 },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { uuid, number } = (await draft.json()) as { uuid: string; number: number };
    await expect(page.getByRole('heading', { name: 'Nothing to make' })).toBeVisible();
    await expect(page).toHaveTitle(BACK_OFFICE_TITLE);

    // The customer completes the order in a browser of their own.
    const customerContext = await browser.newContext({ baseURL, ...MOBILE });
    const customer = await customerContext.newPage();
    await customer.goto(`/order/${uuid}`);
    await expect(customer.getByRole('heading', { name: 'Complete your order' })).toBeVisible();
    await customer.getByLabel('Your name', { exact: true }).fill('Jonas Weber');
    await customer.getByLabel('E-mail', { exact: true }).fill('jonas@example.test');
    await customer.getByLabel("Recipient's name", { exact: true }).fill('Anna Weber');
    await customer.getByLabel("Recipient's phone", { exact: true }).fill('+49 170 7654321');
    await customer.getByLabel('Street address', { exact: true }).fill('Torstraße 1');
    await customer.getByLabel('Zip code', { exact: true }).fill('10117');
    await expect(customer.getByLabel('City', { exact: true })).toHaveValue('Berlin');
    await pickDate(customer, dateIn(owner.shop.time_zone, 1));
    await customer.getByRole('radio', { name: '14:00–18:00' }).check({ force: true });
    await customer.getByRole('button', { name: 'Send order' }).click();
    await expect(customer).toHaveURL(`/order/${uuid}/details`);

    // The owner's list, untouched since: the notice, the new row and the count, without a reload.
    const notice = toasts(page).getByRole('link', { name: `New order #${number}` });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: /Anna Weber/ })).toBeVisible();
    await expect(page).toHaveTitle('(1) Orders · Petal');

    // The notice opens the order; looking at it clears the count.
    await notice.click();
    await expect(page).toHaveURL(`/intern/orders/${uuid}`);
    await expect(shellHeading(page)).toHaveText('Details');
    await expect(page).toHaveTitle(BACK_OFFICE_TITLE);

    // A change made elsewhere shows on the order's open page by itself.
    const ready = await customerContext.request.post(`${baseURL}/api/orders/${uuid}/status`, {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { status: 'ready' },
    });
    expect(ready.ok(), await ready.text()).toBe(true);
    await expect(
      page.getByRole('region', { name: 'Status', exact: true }).getByRole('button', { name: 'Mark done' }),
    ).toBeVisible();
    await customerContext.close();
  });
});
