import { expect, type Page } from '@playwright/test';
import { seedShopAt, signInViaApi, waitUntilSettled } from './accessibility-helpers';
import { shellHeading, test } from './helpers';
import { stopsWithoutVisibleFocus, tabTo, typeInto } from './keyboard-helpers';

/*
 * The four flows that must work without a mouse, done with Tab, Enter, Space and typing only: the
 * customer orders from the storefront, the customer completes an order the shop started, staff create
 * an order, staff move an order through its statuses. Every Tab stop must show where the focus is.
 * The flows run at 1280 px; the last test tabs through the same pages at both widths, as the phone
 * layout has Tab stops of its own (the bottom bar, the menu button).
 */

/** The parts of the customer's order page every order needs: who sends it, when, and Send. */
async function sendOrderByKeyboard(page: Page, dueDate: string) {
  await expect(page.getByRole('heading', { name: 'Complete your order' })).toBeVisible();
  await typeInto(page, page.getByLabel('Your name', { exact: true }), 'Jonas Weber');
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'jonas@example.test');
  await typeInto(page, page.getByLabel("Recipient's name", { exact: true }), 'Anna Weber');
  await typeInto(page, page.getByLabel("Recipient's phone", { exact: true }), '+49 170 7654321');
  const street = page.getByLabel('Street address', { exact: true });
  if (await street.isVisible()) {
    await typeInto(page, street, 'Torstraße 1');
    await page.keyboard.press('Escape'); // closes the address suggestions, if any came up
    await typeInto(page, page.getByLabel('Zip code', { exact: true }), '10117');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Berlin');
  }

  // The day: into the calendar, on to the next month when the day is in it, then the day itself.
  const day = page.locator(`[data-date="${dueDate}"]`);
  if (!(await day.isVisible())) {
    await tabTo(page, page.getByRole('button', { name: 'Next month' }));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');

  // The time: Tab reaches the group's first chip; the arrow keys move between chips and choose.
  const afternoon = page.getByRole('radio', { name: '14:00–18:00' });
  const firstChip = page.getByRole('radio', { name: /^\d\d:\d\d–/ }).first();
  // The day's windows are asked for once the day is chosen: a person waits to see them before
  // tabbing on (tabbing first went past where they appear, to the end of the page, now and then).
  await expect(firstChip).toBeVisible();
  await tabTo(page, firstChip);
  await page.keyboard.press('Space');
  if (!(await afternoon.isChecked())) await page.keyboard.press('ArrowRight');
  await expect(afternoon).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: /^Send order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Being prepared' })).toBeVisible();
}

test('a customer orders from the storefront with the keyboard alone', { tag: '@desktop' }, async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const shop = await seedShopAt(playwright, baseURL);

  await page.goto(`/${shop.shopUrl}/store`);
  // The products come after the shop's header: Tab once they are there.
  const product = page.getByRole('button', { name: /Coral Charm/ });
  await expect(product).toBeVisible();
  await tabTo(page, product);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Coral Charm' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Check delivery to your zip code'), '10117');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/We deliver to 10117/)).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Deliver it' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await sendOrderByKeyboard(page, shop.dueDate);
});

test('a customer completes the order the shop started, with the keyboard alone', { tag: '@desktop' }, async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const shop = await seedShopAt(playwright, baseURL);

  // The shop's draft is a pickup: no address, the shop's one location.
  await page.goto(`/order/${shop.draftUuid}`);
  await sendOrderByKeyboard(page, shop.dueDate);
});

test.describe('staff', { tag: '@desktop' }, () => {
  test('create an order with the keyboard alone', async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const shop = await seedShopAt(playwright, baseURL);
    await signInViaApi(page, shop);

    await page.goto('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
    await tabTo(page, page.getByRole('link', { name: 'Create order' }).filter({ visible: true }).first());
    await page.keyboard.press('Enter');
    await expect(shellHeading(page)).toHaveText('Create');
    // A custom bouquet as a free item: Enter on the button puts the focus in its name.
    await tabTo(page, page.getByRole('button', { name: 'Free item' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Item', { exact: true })).toBeFocused();
    await page.keyboard.type('Pastel bouquet');
    await typeInto(page, page.getByLabel('Price each', { exact: true }), '45');
    await typeInto(page, page.getByLabel('Note', { exact: true }), 'Pastel colours, no lilies');
    await tabTo(page, page.getByRole('button', { name: 'Create order' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Order #\d+ created/ })).toBeVisible();
  });

  test('move an order to ready and to done with the keyboard alone', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const shop = await seedShopAt(playwright, baseURL);
    await signInViaApi(page, shop);

    await page.goto(`/intern/orders/${shop.orderUuid}`);
    await expect(shellHeading(page)).toHaveText('Details');
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await tabTo(page, status.getByRole('button', { name: 'Mark ready' }));
    await page.keyboard.press('Enter');
    // The focus moves on to the next step, rather than falling back to the top of the page.
    await expect(status.getByRole('button', { name: 'Mark done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status.getByRole('button', { name: 'Back to ready' })).toBeFocused();
    await expect(status.getByRole('button', { name: 'Back to ready' })).toBeVisible();
    await expect(status).toContainText('Delivered.');
    await expect(page.getByRole('region', { name: 'History', exact: true })).toContainText('Ready → Done');
  });
});

test('every Tab stop shows the focus, on the pages people use most', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shop = await seedShopAt(playwright, baseURL);

  const check = async (paths: string[]) => {
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await waitUntilSettled(page);
      found.push(...(await stopsWithoutVisibleFocus(page)).map((problem) => `${path}: ${problem}`));
    }
    return found;
  };
  const found = await check([
    '/login',
    `/${shop.shopUrl}/store`,
    `/order/${shop.draftUuid}`,
    `/order/${shop.orderUuid}/details`,
  ]);
  await signInViaApi(page, shop);
  found.push(
    ...(await check([
      '/intern/orders',
      `/intern/orders/${shop.orderUuid}`,
      '/intern/create',
      '/intern/stock',
      '/intern/products',
      '/intern/settings',
    ])),
  );
  expect(found, 'Tab stops where the focus cannot be seen').toEqual([]);
});
