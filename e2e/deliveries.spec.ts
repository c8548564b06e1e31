import { type APIRequestContext, expect } from '@playwright/test';
import { dateIn, openShellAsNewOwner, pinkPng, setUpShop, test, toasts } from './helpers';

/*
 * The delivery run on a driver's phone (390 px): two ready deliveries of the same day; one is
 * delivered with a photo from the camera input, nobody is home at the other and the driver leaves
 * a note. The first is then done, and its customer's page says delivered, with the photo.
 */

const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A delivery order the customer completed, moved to ready by the shop. */
async function readyDelivery(
  request: APIRequestContext,
  access: string,
  { recipient, date, slot, ready = true }: { recipient: string; date: string; slot: string; ready?: boolean },
) {
  const headers = { authorization: `Bearer ${access}` };
  const draft = await request.post('/api/orders/draft', { headers, data: { method: 'delivery', price: 45 } });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid, number } = (await draft.json()) as { uuid: string; number: number };
  const submitted = await request.post(`/api/orders/${uuid}`, {
    data: {
      sender_name: 'Jonas Weber',
      sender_email: 'jonas@example.test',
      recipient_name: recipient,
      recipient_phone: '+49 170 7654321',
      delivery_address: 'Torstraße 1',
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
      delivery_date: date,
      time_slot: slot,
      card_message: 'Happy birthday!',
      special_instructions: 'Ring twice',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  if (ready) {
    const moved = await request.post(`/api/orders/${uuid}/status`, { headers, data: { status: 'ready' } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return { uuid, number };
}

/** A step of the run through the API. */
async function runStep(
  request: APIRequestContext,
  access: string,
  uuid: string,
  step: string,
  data: object = {},
) {
  const response = await request.post(`/api/orders/${uuid}/${step}`, {
    headers: { authorization: `Bearer ${access}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('the delivery run (phone)', { tag: '@phone' }, () => {
  test.use(MOBILE);

  test('a driver delivers one stop with a photo and leaves a note at the other; the customer sees it delivered', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await openShellAsNewOwner(page, '/intern/orders');
    await setUpShop(page.request, owner.access);
    const day = dateIn(owner.shop.time_zone, 1);
    const anna = await readyDelivery(page.request, owner.access, {
      recipient: 'Anna Weber',
      date: day,
      slot: '09:00-12:00',
    });
    const ben = await readyDelivery(page.request, owner.access, {
      recipient: 'Ben Krüger',
      date: day,
      slot: '14:00-18:00',
    });

    // From the orders page to the day's run.
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL('/intern/deliveries');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
    const stops = page.getByRole('listitem', { name: /^Stop/ });
    await expect(stops).toHaveCount(2);
    const first = stops.nth(0);
    const second = stops.nth(1);
    await expect(first).toHaveAccessibleName(`Stop 1: #${anna.number} Anna Weber`);
    await expect(first.getByRole('link', { name: /Open the map/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Torstra/,
    );
    await expect(first.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+491707654321');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Stop 1: out with me, then delivered with a photo from the camera.
    await first.getByRole('button', { name: 'Out for delivery' }).click();
    let dialog = page.getByRole('dialog', { name: `Send #${anna.number} out` });
    await dialog.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(toasts(page).getByText(`#${anna.number} is out for delivery`)).toBeVisible();
    await first.getByRole('button', { name: 'Delivered' }).click();
    dialog = page.getByRole('dialog', { name: `#${anna.number} delivered` });
    await dialog.getByLabel('Take a photo').setInputFiles({
      name: 'door.png',
      mimeType: 'image/png',
      buffer: await pinkPng(),
    });
    await expect(dialog.getByRole('img', { name: 'The bouquet at the door, to send' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delivered, with photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText('Delivered at');

    // Stop 2: out with a courier; nobody home, a note.
    await second.getByRole('button', { name: 'Out for delivery' }).click();
    dialog = page.getByRole('dialog', { name: `Send #${ben.number} out` });
    await dialog.getByText('A courier').click();
    await dialog.getByLabel('Courier’s name').fill('City Bike Couriers');
    await dialog.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(second.getByText('Driver: City Bike Couriers')).toBeVisible();
    await second.getByRole('button', { name: 'Not home' }).click();
    dialog = page.getByRole('dialog', { name: `#${ben.number}: not home` });
    await dialog.getByLabel('What happened?').fill('Nobody answered, card in the letterbox');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(second.getByText('“Nobody answered, card in the letterbox”')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Out again' })).toBeVisible();
    await expect(page.getByText('2 stops, 1 to go')).toBeVisible();

    // The first order is done.
    await first.getByRole('link', { name: `#${anna.number}` }).click();
    await expect(page).toHaveURL(`/intern/orders/${anna.uuid}`);
    await expect(page.getByText('Delivered.', { exact: true })).toBeVisible();

    // The customer's page, in a browser of their own, says delivered and shows the photo.
    const customerContext = await browser.newContext({ baseURL, ...MOBILE });
    const customer = await customerContext.newPage();
    await customer.goto(`/order/${anna.uuid}/details`);
    await expect(customer.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(customer.getByRole('img', { name: /bouquet/i })).toBeVisible();
    await customerContext.close();
  });
});

test('screens for review', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(120_000);
  const owner = await openShellAsNewOwner(page, '/intern/orders');
  await setUpShop(page.request, owner.access);
  const day = dateIn(owner.shop.time_zone, 1);
  const make = (recipient: string, slot: string, ready = true) =>
    readyDelivery(page.request, owner.access, { recipient, date: day, slot, ready });
  const delivered = await make('Clara Schmidt', '09:00-12:00');
  const attempted = await make('Dora Lehmann-Wittgenstein', '09:00-12:00');
  const out = await make('Emil Braun', '14:00-18:00');
  await make('Anna Weber', '14:00-18:00');
  await make('Ben Krüger', '14:00-18:00', false);
  await runStep(page.request, owner.access, delivered.uuid, 'out-for-delivery', {
    driver_name: 'City Bike Couriers',
  });
  await runStep(page.request, owner.access, delivered.uuid, 'delivered');
  await runStep(page.request, owner.access, attempted.uuid, 'out-for-delivery', {
    driver_name: 'City Bike Couriers',
  });
  await runStep(page.request, owner.access, attempted.uuid, 'attempted', {
    note: 'Nobody answered; card in the letterbox, neighbour at no. 3 not home either',
  });
  await runStep(page.request, owner.access, out.uuid, 'out-for-delivery', { driver_name: 'Van 2' });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto(`/intern/deliveries?date=${day}`);
      await expect(page.getByRole('listitem', { name: /^Stop/ })).toHaveCount(5);
      await page.screenshot({ path: `${dir}/deliveries-${width}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Out for delivery' }).first().click();
      await page.getByText('A courier').click();
      await page.screenshot({ path: `${dir}/driver-dialog-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delivered' }).first().click();
      await page.screenshot({ path: `${dir}/delivered-dialog-${width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`/intern/orders/${attempted.uuid}`);
      await expect(page.getByRole('heading', { name: 'Delivery run' })).toBeVisible();
      await page.screenshot({ path: `${dir}/order-${width}-${theme}.png` });
      await page.goto(`/intern/deliveries/print?date=${day}`);
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `${dir}/print-${width}-${theme}.png`, fullPage: true });
      if (width === 1280 && theme === 'light') {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `${dir}/print-media-${width}.png`, fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      }
    }
  }
});
