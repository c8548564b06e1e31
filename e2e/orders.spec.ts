import { expect, type Page } from '@playwright/test';
import {
  dateIn,
  openShellAsNewOwner,
  pickDate,
  pinkPng,
  setUpShop,
  shellHeading,
  test,
  toasts,
} from './helpers';

/*
 * Orders end to end: an owner creates an order in the back office and copies the customer link; a
 * customer (another browser context, no session) completes it; the florist adds the polaroid and
 * moves it to ready and done; the customer sees it delivered, with the photo. Plus the list at 390 px.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('orders (desktop)', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test('staff create an order, the customer completes it, the florist makes it and the customer sees it done', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await openShellAsNewOwner(page, '/intern/orders');
    await setUpShop(page.request, owner.access);
    await expect(page.getByRole('heading', { name: 'Nothing to make' })).toBeVisible();

    // The shop creates the order: delivery, a bouquet priced by hand, the delivery price left to the zip code.
    await page.getByRole('complementary').getByRole('link', { name: 'Create order' }).click();
    await expect(shellHeading(page)).toHaveText('Create');
    await page.getByRole('button', { name: 'Free item' }).click();
    await page.getByLabel('Item', { exact: true }).fill('Pastel bouquet');
    await page.getByLabel('Price each', { exact: true }).fill('45');
    await expect(page.getByText("Optional: leave empty to use the customer's zip code price.")).toBeVisible();
    await page.getByLabel('Note', { exact: true }).fill('Pastel colours, no lilies');
    await page.getByRole('checkbox', { name: /Assign to me/ }).check();
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByRole('heading', { name: /Order #\d+ created/ })).toBeVisible();

    // …and copies the customer's link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toasts(page).getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/order/${UUID.source}$`));
    await expect(page.getByRole('textbox', { name: 'Customer link' })).toHaveValue(link);
    const uuid = link.split('/').at(-1) as string;

    // The customer opens it in a browser of their own, with no session.
    const customerContext = await browser.newContext({ baseURL, ...MOBILE });
    const customer = await customerContext.newPage();
    const stylesheets: string[] = [];
    customer.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await customer.goto(link);
    await expect(customer.getByRole('heading', { name: 'Complete your order' })).toBeVisible();
    // The page carries its stylesheet: the form loaded after it does not download it again.
    expect(stylesheets).toEqual([]);
    await expect(customer.getByText(owner.shop.name, { exact: true })).toBeVisible();
    await expect(customer.getByText('Depends on the zip code')).toBeVisible();
    await customer.getByLabel('Your name', { exact: true }).fill('Jonas Weber');
    await customer.getByLabel('E-mail', { exact: true }).fill('jonas@example.test');
    await customer.getByLabel("Recipient's name", { exact: true }).fill('Anna Weber');
    await customer.getByLabel("Recipient's phone", { exact: true }).fill('+49 170 7654321');
    await customer.getByLabel('Street address', { exact: true }).fill('Torstraße 1');
    await customer.getByLabel('Zip code', { exact: true }).fill('10117');
    await expect(customer.getByLabel('City', { exact: true })).toHaveValue('Berlin');
    // The zip code's delivery price shows, and the total includes it before the order is sent.
    await expect(customer.getByText('€4.90')).toBeVisible();
    await expect(customer.getByText('€49.90')).toBeVisible();
    await expect(customer.getByText('+ delivery')).toBeHidden();
    const tomorrow = dateIn(owner.shop.time_zone, 1);
    await pickDate(customer, tomorrow);
    await customer.getByRole('radio', { name: '14:00–18:00' }).check({ force: true });
    await customer.getByLabel('Card message', { exact: true }).fill('Happy birthday, Anna!');
    await expect(customer.getByText(/^21 \/ \d+$/)).toBeVisible();
    await expect(customer.getByText(/will contact you about payment/)).toBeVisible();
    await customer.getByRole('button', { name: 'Send order' }).click();
    await expect(customer).toHaveURL(`/order/${uuid}/details`);
    await expect(customer.getByRole('heading', { level: 1, name: 'Being prepared' })).toBeVisible();
    await expect(customer.getByText('14:00–18:00')).toBeVisible();

    // The florist opens the order: the customer's details are there.
    await page.getByRole('link', { name: 'Open order' }).click();
    await expect(shellHeading(page)).toHaveText('Details');
    await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('Anna Weber');
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Torstraße 1');
    await expect(page.getByText('Happy birthday, Anna!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Assigned to', exact: true })).toContainText('You');

    // …adds the polaroid photo of the finished bouquet.
    await page.getByRole('link', { name: /^Add photo Polaroid/ }).click();
    await expect(shellHeading(page)).toHaveText('Polaroid');
    await page
      .getByLabel('Choose a file', { exact: true })
      .setInputFiles({ name: 'bouquet.png', mimeType: 'image/png', buffer: await pinkPng() });
    await expect(page.getByRole('img', { name: 'The photo you picked' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(toasts(page).getByText(/Polaroid saved/)).toBeVisible();
    await expect(shellHeading(page)).toHaveText('Details');
    await expect(page.getByRole('img', { name: /Polaroid of order/ })).toBeVisible();

    // …and moves it to ready, then done; the history keeps every step.
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Mark ready' }).click();
    await expect(status.getByRole('button', { name: 'Mark done' })).toBeVisible();
    await status.getByRole('button', { name: 'Mark done' }).click();
    await expect(status.getByRole('button', { name: 'Back to ready' })).toBeVisible();
    await expect(status).toContainText('Delivered.');
    await expect(page.getByRole('region', { name: 'History', exact: true })).toContainText('Ready → Done');

    // The customer sees it delivered, with the photo of the bouquet.
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(customer.getByText('Your bouquet', { exact: true })).toBeVisible();
    const photo = customer.getByRole('img', { name: `Your bouquet from ${owner.shop.name}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Done orders are no longer the customer's to change.
    await customer.goto(link);
    await expect(customer).toHaveURL(`/order/${uuid}/details`);

    // In the back office the order has moved to Done.
    await page.goto('/intern/orders?view=done');
    await expect(page.getByRole('link', { name: /Anna Weber/ })).toBeVisible();
    await customerContext.close();
  });
});

test.describe('orders list (mobile)', { tag: '@phone' }, () => {
  test.use(MOBILE);

  test('the list works at 390 px: cards, views, show more', async ({ page }) => {
    test.setTimeout(60_000);
    const owner = await openShellAsNewOwner(page, '/intern/orders');
    const headers = { authorization: `Bearer ${owner.access}` };
    for (let index = 0; index < 23; index += 1) {
      const draft = await page.request.post('/api/orders/draft', {
        headers,
        multipart: { method: index % 3 === 0 ? 'pickup' : 'delivery', price: String(20 + index) },
      });
      expect(draft.status(), await draft.text()).toBe(201);
    }

    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Nothing to make' })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).toHaveURL('/intern/orders?view=all');
    await expect(page.getByText('Showing 20 of 23 orders')).toBeVisible();
    const cards = page.getByRole('tabpanel').getByRole('link', { name: /#\d+/ });
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('Awaiting customer');
    await expect(cards.first()).toContainText('Draft');
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards).toHaveCount(23);
    expect(await noSideScroll(page)).toBe(true);

    await cards.first().click();
    await expect(shellHeading(page)).toHaveText('Details');
    await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText(
      'Waiting for the customer',
    );
    expect(await noSideScroll(page)).toBe(true);
  });
});
