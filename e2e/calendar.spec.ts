import { expect } from '@playwright/test';
import { customerDetails, dateIn, ownerViaApi, setUpShop, test } from './helpers';

/*
 * The calendar's busy day (docs/decisions/068): a day of more orders than one page shows the first
 * hundred, how many there are, and a button for the next. What it does is tested in the calendar
 * page's component test and the API's; this takes the pictures, at both widths and in both themes.
 */

const ORDERS = 105;

test('screenshots of a busy day in the calendar', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(240_000);
  const owner = await ownerViaApi(page.request);
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  const tomorrow = dateIn('Europe/Berlin', 1);
  for (let n = 0; n < ORDERS; n += 1) {
    const draft = await page.request.post('/api/orders/draft', {
      headers,
      data: { method: 'delivery', price: 45 },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { uuid } = (await draft.json()) as { uuid: string };
    const sent = await page.request.post(`/api/orders/${uuid}`, {
      data: customerDetails(1, n % 2 ? '14:00-18:00' : '09:00-12:00', {
        recipient_name: `Recipient ${n + 1}`,
      }),
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  await page.goto('/intern/calendar');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto(
        width === 1280 ? '/intern/calendar?view=month' : `/intern/calendar?view=week&date=${tomorrow}`,
      );
      if (width === 1280) {
        const cell = page
          .locator(`div[data-date="${tomorrow}"]`)
          .getByRole('button', { pressed: false })
          .first();
        if (!(await cell.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
        await cell.click();
      }
      const day = page.locator(`section[data-date="${tomorrow}"]`);
      await expect(day.getByText(`Showing 100 of ${ORDERS}`)).toBeVisible({ timeout: 30_000 });
      await day.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/calendar-busy-day-${width}-${theme}.png` });
      await day.getByRole('button', { name: 'Show more' }).click();
      await expect(day.getByText(`Showing 100 of ${ORDERS}`)).toHaveCount(0);
      await expect(day.getByRole('listitem')).toHaveCount(ORDERS);
    }
  }
});
