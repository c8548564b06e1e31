import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { dateIn, ownerViaApi, pinkPng, setUpShop, test } from './helpers';

/*
 * The working day in the browser: the day view, and every printable as the printer gets it. Each
 * printable is turned into a PDF with print media, as "Save as PDF" would, and its text, page count
 * and page size are read back. With SHOTS_DIR set, the day view and the printables are photographed
 * at 1280 and 390 px, light and dark.
 */

const ZONE = 'Europe/Berlin';
/** Page sizes in PostScript points (1/72 inch), as a PDF states them. */
const MM = 72 / 25.4;
const size = (widthMm: number, heightMm: number) => [widthMm * MM, heightMm * MM];

type Order = { uuid: string; number: number };

async function submittedOrder(
  request: APIRequestContext,
  access: string,
  details: { recipient: string; message: string; slot: string; note: string; date: string },
): Promise<Order> {
  const headers = { authorization: `Bearer ${access}` };
  const draft = await request.post('/api/orders/draft', {
    headers,
    data: { method: 'delivery', price: 45, note: details.note },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const order = (await draft.json()) as Order;
  const submitted = await request.post(`/api/orders/${order.uuid}`, {
    data: {
      sender_name: 'Jonas Weber',
      sender_email: 'jonas@example.test',
      recipient_name: details.recipient,
      recipient_phone: '+49 170 7654321',
      delivery_address: 'Torstraße 1',
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
      delivery_date: details.date,
      time_slot: details.slot,
      card_message: details.message,
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return order;
}

/** A shop with two orders due tomorrow (in its zone), in two windows, the first with a reference photo. */
async function shopWithTomorrow(page: Page) {
  const owner = await ownerViaApi(page.request);
  await setUpShop(page.request, owner.access);
  const date = dateIn(ZONE, 1);
  const first = await submittedOrder(page.request, owner.access, {
    recipient: 'Anna Weber',
    message: 'Happy birthday, Anna!',
    slot: '09:00-12:00',
    note: 'Peonies if we have them',
    date,
  });
  const second = await submittedOrder(page.request, owner.access, {
    recipient: 'Karl Brandt',
    message: 'Get well soon',
    slot: '14:00-18:00',
    note: 'Blue hydrangea',
    date,
  });
  const photo = await page.request.post(`/api/orders/${first.uuid}/reference`, {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: { photo_reference: { name: 'ref.png', mimeType: 'image/png', buffer: await pinkPng() } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  return { owner, date, first, second };
}

/** The page as the printer gets it: a PDF in print media at the sizes its @page rules ask for. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: false });
  const sizes: number[][] = [];
  for (let index = 1; index <= totalPages; index += 1) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await doc.getPage(index)).view;
    sizes.push([x1 - x0, y1 - y0]);
  }
  return { pdf, pages: totalPages, text: text as string[], sizes };
}

/** Text without spaces, in lower case: letter-spaced capitals come out of a PDF a letter at a time. */
const squash = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toLowerCase();

function expectSize(actual: number[] | undefined, expected: number[]) {
  expect(actual?.[0]).toBeCloseTo(expected[0] ?? 0, 0);
  expect(actual?.[1]).toBeCloseTo(expected[1] ?? 0, 0);
}

test('the day view shows tomorrow by window, with its counts, and links to the day sheet', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const { first, second } = await shopWithTomorrow(page);
  await page.goto('/intern/orders');
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL('/intern/today');
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No orders on this day')).toBeVisible();

  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByRole('heading', { name: /^Tomorrow, / })).toBeVisible();
  const counts = page.getByRole('definition');
  await expect(counts.first()).toHaveText('2');
  const morning = page.getByRole('region', { name: /09:00–12:00/ });
  const afternoon = page.getByRole('region', { name: /14:00–18:00/ });
  await expect(morning.getByRole('link')).toHaveCount(1);
  await expect(morning.getByRole('link')).toContainText(`#${first.number}`);
  await expect(morning.getByRole('link')).toContainText('Anna Weber');
  await expect(morning.getByRole('link')).toContainText('Peonies if we have them');
  await expect(morning.getByRole('link')).toContainText('Card');
  await expect(afternoon.getByRole('link')).toContainText(`#${second.number}`);
  await expect(page.getByRole('link', { name: 'Day sheet' })).toHaveAttribute(
    'href',
    `/intern/print/day/${dateIn(ZONE, 1)}`,
  );
});

test(
  'ticket, card in two layouts, day sheet, two tickets at once, the delivery list and a receipt print as they should',
  { tag: '@desktop' },
  async ({ page, printRequests }, testInfo) => {
    // PDFs are the same at any width: the desktop project alone makes them.
    test.setTimeout(120_000);
    const { owner, date, first, second } = await shopWithTomorrow(page);

    // From the order's page: the work ticket.
    await page.goto(`/intern/orders/${first.uuid}`);
    const print = page.getByRole('region', { name: 'Print' });
    await print.getByRole('link', { name: 'Work ticket' }).click();
    await expect(page).toHaveURL(`/intern/print/tickets?orders=${first.uuid}`);
    await expect(page.getByRole('article', { name: `Work ticket #${first.number}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('article img')).toHaveJSProperty('complete', true);
    // The ticket asks for the print dialog by itself, once, when its photo is in.
    await expect.poll(() => printRequests(page)).toBe(1);
    const ticket = await printed(page);
    expect(ticket.pages).toBe(1);
    expectSize(ticket.sizes[0], size(210, 297));
    for (const words of [
      `#${first.number}`,
      'Anna Weber',
      'Torstraße 1',
      '09:00–12:00',
      'Peonies if we have them',
      'Happy birthday, Anna!',
      'Not assigned',
      owner.shop.name,
    ]) {
      expect(ticket.text[0]).toContain(words);
    }
    await page.screenshot({ path: testInfo.outputPath('ticket.png') });

    // The card, A6 and folded: the message, the shop's name, the paper.
    await page.goto(`/intern/orders/${first.uuid}`);
    await page.getByRole('link', { name: 'Print the card, A6' }).click();
    await expect(page.getByRole('article', { name: `Card #${first.number}` })).toBeVisible({
      timeout: 30_000,
    });
    const a6 = await printed(page);
    expect(a6.pages).toBe(1);
    expectSize(a6.sizes[0], size(148, 105));
    expect(a6.text[0]).toContain('Happy birthday, Anna!');
    expect(squash(a6.text[0])).toContain(squash(owner.shop.name));

    await page.getByRole('button', { name: 'Folded A5' }).click();
    await expect(page).toHaveURL(`/intern/print/card/${first.uuid}?layout=folded`);
    await expect(page.getByRole('article', { name: `Card #${first.number}, inside` })).toBeVisible();
    const folded = await printed(page);
    expect(folded.pages).toBe(2);
    expectSize(folded.sizes[0], size(210, 148));
    expectSize(folded.sizes[1], size(210, 148));
    expect(squash(folded.text[0])).toContain(squash(owner.shop.name));
    expect(folded.text[0]).not.toContain('Happy birthday');
    expect(folded.text[1]).toContain('Happy birthday, Anna!');

    await page.goto(`/intern/print/card/${second.uuid}?layout=a7`);
    await expect(page.getByRole('article', { name: `Card #${second.number}` })).toBeVisible({
      timeout: 30_000,
    });
    const a7 = await printed(page);
    expect(a7.pages).toBe(1);
    expectSize(a7.sizes[0], size(105, 74));
    expect(a7.text[0]).toContain('Get well soon');

    // From the day view: the day sheet, by window.
    await page.goto('/intern/today?day=tomorrow');
    await page.getByRole('link', { name: 'Day sheet' }).click();
    await expect(page).toHaveURL(`/intern/print/day/${date}`);
    await expect(page.getByRole('article', { name: `Day sheet ${date}` })).toBeVisible({ timeout: 30_000 });
    const sheet = await printed(page);
    expect(sheet.pages).toBe(1);
    expectSize(sheet.sizes[0], size(210, 297));
    const sheetText = sheet.text[0] ?? '';
    expect(sheetText).toContain('2 orders · 2 to make');
    expect(sheetText.indexOf('09:00–12:00')).toBeLessThan(sheetText.indexOf('14:00–18:00'));
    expect(sheetText.indexOf('Anna Weber')).toBeLessThan(sheetText.indexOf('14:00–18:00'));
    expect(sheetText.indexOf('Karl Brandt')).toBeGreaterThan(sheetText.indexOf('14:00–18:00'));
    expect(sheetText).toContain('Blue hydrangea');

    // From the order list: both orders, one ticket per page.
    await page.goto('/intern/orders');
    await page.getByRole('button', { name: 'Print tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print work tickets' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    await dialog.getByRole('link', { name: 'Print 2 tickets' }).click();
    await expect(page.getByRole('article')).toHaveCount(2, { timeout: 30_000 });
    const batch = await printed(page);
    expect(batch.pages).toBe(2);
    const numbers = batch.text.map((text) =>
      text.includes(`#${first.number}`) ? first.number : second.number,
    );
    expect(numbers.sort()).toEqual([first.number, second.number].sort());
    expect(batch.text.some((text) => text.includes('Karl Brandt') && text.includes('Get well soon'))).toBe(
      true,
    );

    // The till receipt: on a roll 80 mm wide, with the total and whether it was paid.
    await page.goto(`/intern/orders/${first.uuid}/receipt`);
    await expect(page.getByRole('article', { name: `Receipt for order #${first.number}` })).toBeVisible({
      timeout: 30_000,
    });
    const receipt = await printed(page);
    expect(receipt.pages).toBe(1);
    expect(receipt.sizes[0]?.[0]).toBeCloseTo(80 * MM, 0);
    expect(receipt.text[0]).toContain('Total');
    expect(receipt.text[0]).toContain('Not paid yet');
    expect(receipt.text[0]).not.toContain('Print receipt');

    // Then, moving on inside the app (no reload), the day's delivery list: its stops in window
    // order, without the screen's buttons, and on full-size paper: the receipt's roll left with it.
    await page.getByRole('link', { name: `Order #${first.number}` }).click();
    await expect(page).toHaveURL(`/intern/orders/${first.uuid}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('link', { name: 'Print list' }).click();
    await expect(page).toHaveURL(`/intern/deliveries/print?date=${date}`);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    const list = await printed(page);
    const listText = list.text.join('\n');
    for (const words of ['Torstraße 1', '+49 170 7654321', `#${first.number}`, `#${second.number}`]) {
      expect(listText).toContain(words);
    }
    // A name may wrap inside its column (the list also carries each stop's items): read it squashed.
    const stops = squash(listText);
    expect(stops.indexOf('annaweber')).toBeGreaterThan(-1);
    expect(stops.indexOf('annaweber')).toBeLessThan(stops.indexOf('karlbrandt'));
    expect(listText).not.toContain('Back to the deliveries');
    expect(list.sizes[0]?.[0]).toBeGreaterThan(200 * MM);

    const dir = process.env.SHOTS_DIR;
    if (dir) {
      const fs = await import('node:fs');
      fs.writeFileSync(`${dir}/ticket.pdf`, ticket.pdf);
      fs.writeFileSync(`${dir}/card-folded.pdf`, folded.pdf);
      fs.writeFileSync(`${dir}/card-a6.pdf`, a6.pdf);
      fs.writeFileSync(`${dir}/day-sheet.pdf`, sheet.pdf);
    }
  },
);

test('screenshots of the day view and the printables', { tag: '@desktop' }, async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'Set SHOTS_DIR to take the screenshots');
  test.setTimeout(180_000);
  const { first } = await shopWithTomorrow(page);
  const screens = [
    ['day', '/intern/today?day=tomorrow', page.getByRole('heading', { name: /^Tomorrow, / })],
    ['orders', '/intern/orders', page.getByRole('button', { name: 'Print tickets' })],
    ['order', `/intern/orders/${first.uuid}`, page.getByRole('region', { name: 'Print' })],
    ['ticket', `/intern/print/tickets?orders=${first.uuid}`, page.getByRole('article').first()],
    ['card-folded', `/intern/print/card/${first.uuid}?layout=folded`, page.getByRole('article').first()],
    ['day-sheet', `/intern/print/day/${dateIn(ZONE, 1)}`, page.getByRole('article').first()],
  ] as const;
  await page.goto('/intern/orders');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('petal-theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await expect(ready).toBeVisible({ timeout: 30_000 });
        if (name === 'order') await ready.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: name !== 'order' });
      }
    }
  }
});
