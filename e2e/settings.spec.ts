import { expect, type Page } from '@playwright/test';
import {
  dateIn,
  fillBusinessStep,
  openShellAsNewOwner,
  registerViaApi,
  shellHeading,
  shopDetails,
  test,
  toasts,
} from './helpers';

/*
 * Settings: pickup locations and delivery zip codes, weekly time windows with the slot engine's
 * preview, the order form, and the same steps in onboarding. Each block pins its viewport, and its
 * tag runs it in the project of that width only (at the other it would repeat the same test).
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Picks a date in the preview's calendar, turning to the next month when needed. */
async function pickPreviewDate(page: Page, date: string) {
  const preview = page.getByRole('region', { name: 'What customers see' });
  const cell = preview.locator(`[data-date="${date}"]`);
  if (!(await cell.isVisible())) await preview.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('settings (desktop)', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test('an owner adds a location with a zip code, sets delivery windows and sees them offered', async ({
    page,
  }) => {
    // The longest flow of the suite (40–45 s on a quiet two-core machine): room for a busy one.
    test.slow();
    const owner = await openShellAsNewOwner(page, '/intern/settings');
    await expect(shellHeading(page)).toHaveText('Settings');

    // Locations & zip codes: a first location, then a zip code with its price.
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await expect(dialog.getByLabel('Name')).toHaveValue(owner.shop.name);
    await dialog.getByLabel('Name').fill('Peony Parlour Mitte');
    await dialog.getByLabel('Street address').fill('Blumenstraße 12');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('Zip code').fill('10115');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    const card = page.getByRole('article', { name: 'Peony Parlour Mitte' });
    await expect(card).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const addZip = card.getByRole('form', { name: /Add a delivery zip code/ });
    await addZip.getByLabel('Zip code').fill('10 117');
    await addZip.getByLabel('Delivery price').fill('4,90');
    await addZip.getByRole('button', { name: 'Add' }).click();
    const zips = card.getByRole('list', { name: /Delivery zip codes/ });
    await expect(zips.getByRole('listitem')).toHaveText([/10117\s*€4\.90/]);

    // Time slots: Monday 09:00–12:00 and 14:00–17:00, copied to every day.
    await page.getByRole('link', { name: /Time slots/ }).click();
    await expect(shellHeading(page)).toHaveText('Time slots');
    const delivery = page.getByRole('tabpanel');
    await delivery.getByRole('button', { name: 'Add a window on Monday' }).click();
    await delivery.getByRole('button', { name: 'Add a window on Monday' }).click();
    await delivery.getByRole('combobox', { name: 'Monday, window 2, from' }).selectOption('14:00');
    await delivery.getByRole('combobox', { name: 'Monday, window 2, to' }).selectOption('17:00');
    await delivery.getByRole('button', { name: 'Copy Monday to other days' }).click();
    const copy = page.getByRole('dialog', { name: "Copy Monday's windows" });
    await copy.getByRole('button', { name: 'Tick every day' }).click();
    await copy.getByRole('button', { name: 'Copy to 6 days' }).click();
    await expect(delivery.getByRole('combobox', { name: 'Sunday, window 2, to' })).toHaveValue('17:00');
    await page.getByRole('button', { name: 'Save delivery' }).click();
    await expect(toasts(page).getByText('Delivery times saved')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // The preview offers them for tomorrow, in the shop's time zone.
    const tomorrow = dateIn(owner.shop.time_zone, 1);
    await pickPreviewDate(page, tomorrow);
    const slots = page.getByRole('list', { name: 'delivery time slots' });
    await expect(slots.getByRole('listitem')).toHaveText(['09:00-12:00', '14:00-17:00']);

    // The same slots are what an order's customer is offered.
    const draft = await page.request.post('/api/orders/draft', {
      data: { method: 'delivery', price: 39.9 },
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { uuid } = (await draft.json()) as { uuid: string };
    const offered = await page.request.get(
      `/api/orders/${uuid}/timeslots?date=${tomorrow}&window_type=delivery`,
    );
    expect(await offered.json()).toEqual(['09:00-12:00', '14:00-17:00']);

    // A closed day shows as closed in the preview once saved.
    await delivery.getByLabel('Closed day to add').fill(tomorrow);
    await delivery.getByRole('button', { name: 'Add closed day' }).click();
    await expect(page.getByText('Save your changes to see them here.')).toBeVisible();
    await page.getByRole('button', { name: 'Save delivery' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.locator(`[data-date="${tomorrow}"]`)).toHaveAccessibleName(/, closed/);
    await expect(page.getByText('Closed on this date, or every window is fully booked.')).toBeVisible();

    // Back on the overview, the card sums the windows up.
    await page.goto('/intern/settings');
    await expect(page.getByRole('link', { name: /Time slots/ })).toContainText(
      'Delivery: 14 windows on 7 days · Pickup: none yet',
    );
  });

  test('the order form saves and keeps its settings', async ({ page }) => {
    await openShellAsNewOwner(page, '/intern/settings/order-form');
    await expect(shellHeading(page)).toHaveText('Order form');

    await page.getByRole('textbox', { name: 'Lead time, hours' }).fill('1');
    await page.getByRole('textbox', { name: 'Lead time, minutes' }).fill('30');
    await page.getByRole('switch', { name: /^Pay in the shop/ }).check();
    await page.getByLabel('Days ahead').fill('21');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Lead time, hours' })).toHaveValue('1');
    await expect(page.getByRole('textbox', { name: 'Lead time, minutes' })).toHaveValue('30');
    await expect(page.getByRole('switch', { name: /^Pay in the shop/ })).toBeChecked();
    await expect(page.getByLabel('Days ahead')).toHaveValue('21');
  });
});

test.describe('time slots on a phone (390 px)', { tag: '@phone' }, () => {
  test.use(MOBILE);

  test('edits, saves and previews windows without sideways scrolling', async ({ page }) => {
    const owner = await openShellAsNewOwner(page, '/intern/settings/time-slots');
    await expect(shellHeading(page)).toHaveText('Time slots');
    await expect(page.getByRole('tab', { name: 'Delivery', selected: true })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);

    await page.getByRole('tab', { name: 'Pickup' }).click();
    const pickup = page.getByRole('tabpanel');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await pickup.getByRole('button', { name: `Add a window on ${day}` }).click();
    }
    await pickup.getByRole('combobox', { name: 'Monday, window 1, to' }).selectOption('18:00');
    await pickup.getByRole('textbox', { name: 'Monday, window 1, most orders (optional)' }).fill('6');
    expect(await noSideScroll(page)).toBe(true);

    // Save stays within reach above the bottom bar.
    const save = page.getByRole('button', { name: 'Save pickup' });
    await expect(save).toBeInViewport();
    const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const button = await save.boundingBox();
    expect(bar && button && button.y + button.height <= bar.y).toBe(true);
    await save.click();
    await expect(toasts(page).getByText('Pickup times saved')).toBeVisible();

    const tomorrow = dateIn(owner.shop.time_zone, 1);
    await page.getByRole('region', { name: 'What customers see' }).scrollIntoViewIfNeeded();
    await pickPreviewDate(page, tomorrow);
    const weekday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay();
    await expect(page.getByRole('list', { name: 'pickup time slots' }).getByRole('listitem')).toHaveText([
      weekday === 1 ? '09:00-18:00' : '09:00-12:00',
    ]);
    expect(await noSideScroll(page)).toBe(true);
  });
});

test.describe('onboarding with the set-up steps', { tag: '@desktop' }, () => {
  test.use(DESKTOP);

  test('a new shop adds a location, skips time slots and the order form, and finishes', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/onboarding');
    const shop = shopDetails();
    await fillBusinessStep(page, shop);
    await page.getByRole('button', { name: 'Create my shop' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pickup and delivery' })).toBeVisible();
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByLabel('Street address').fill('Blumenstraße 12');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('Zip code').fill('10115');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(page.getByRole('article', { name: shop.name })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'When customers get their flowers' }),
    ).toBeVisible();
    await expect(page.getByText('You can change this later in Settings.')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'How customers order' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ready to go' })).toBeVisible();
    await page.getByRole('button', { name: 'Open my back office' }).click();
    await expect(page).toHaveURL('/intern/orders');

    await page.goto('/intern/settings');
    await expect(page.getByRole('article', { name: shop.name })).toBeVisible();
  });
});
