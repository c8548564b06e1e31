import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { customerDetails, openShellAsNewOwner, setUpShop, shellHeading, test, toasts } from './helpers';
import { smsProviderUrl } from './servers';

/*
 * Texts to a customer and their recipient (docs/decisions/066), through the SMS provider's stand-in
 * the config starts: the shop chooses its notices in Settings → Texts, the customer asks for texts
 * on their order page and is told at once that the order is in; the shop sends the flowers out and
 * both hear it; staff mark the order done in the back office and the customer hears it was
 * delivered. The steps and checks are the same at any width.
 */

type ReceivedText = { to: string; from: string; body: string };

/** A German mobile number no other run uses, as the customer types it and as texts are addressed. */
function mobile() {
  const digits = String(randomInt(10_000_000, 99_999_999));
  return { typed: `+49 151 ${digits}`, e164: `+49151${digits}` };
}

/** What the stand-in took for `to`, oldest first. */
async function textsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`${smsProviderUrl}/messages`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ReceivedText[]).filter((text) => text.to === to).map((text) => text.body);
}

/** An hour on the shop's clock (Berlin) far from now, so that no text waits for quiet hours. */
function quietHoursAway() {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return { start: at(hour + 10), end: at(hour + 11) };
}

test.describe('texts to the customer and the recipient', { tag: '@desktop' }, () => {
  test('a customer opts in on their order page and hears of the order, its way and its delivery', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await openShellAsNewOwner(page, '/intern/settings/texts');
    await setUpShop(page.request, owner.access);

    // The shop texts "order confirmed", "out for delivery" and "delivered".
    await expect(page.getByRole('heading', { name: 'Texts to customers and recipients' })).toBeVisible();
    await expect(page.getByText('0 of 200 texts sent this month.')).toBeVisible();
    for (const notice of ['Order confirmed', 'Out for delivery', 'Delivered']) {
      await page.getByRole('switch', { name: new RegExp(`^${notice}`) }).check();
    }
    const quiet = quietHoursAway();
    await page.getByLabel('Quiet from').selectOption(quiet.start);
    await page.getByLabel('Quiet until').selectOption(quiet.end);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();

    // A customer's delivery, placed with their number and the recipient's.
    const customerPhone = mobile();
    const recipientPhone = mobile();
    const headers = { authorization: `Bearer ${owner.access}` };
    const draft = await page.request.post('/api/orders/draft', {
      headers,
      data: { method: 'delivery', price: 45 },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { uuid, number } = (await draft.json()) as { uuid: string; number: number };
    const placed = await page.request.post(`/api/orders/${uuid}`, {
      data: customerDetails(1, '14:00-18:00', {
        sender_phone: customerPhone.typed,
        recipient_phone: recipientPhone.typed,
      }),
    });
    expect(placed.ok(), await placed.text()).toBe(true);

    // On their order page the customer asks for texts, for themselves and the recipient.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto(`/order/${uuid}/details`);
    await expect(customer.getByRole('heading', { name: 'Texts about this order' })).toBeVisible();
    const me = customer.getByRole('switch', { name: 'Text me about my order' });
    // The switch shows what the server saved: it turns once the answer is back.
    await me.click();
    await expect(me).toBeChecked();
    const recipient = customer.getByRole('switch', { name: /Text the recipient/ });
    await recipient.click();
    await expect(recipient).toBeChecked();
    await expect
      .poll(() => textsTo(request, customerPhone.e164), { timeout: 15_000 })
      .toEqual([expect.stringContaining(`we have your order #${number}`)]);

    // The shop makes it and sends it out with a courier: both hear it is on its way.
    await page.goto(`/intern/orders/${uuid}`);
    await expect(shellHeading(page)).toBeVisible();
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Mark ready' }).click();
    await expect(status.getByRole('button', { name: 'Mark done' })).toBeVisible();
    const out = await page.request.post(`/api/orders/${uuid}/out-for-delivery`, {
      headers,
      data: { driver_name: 'City Bike Couriers' },
    });
    expect(out.ok(), await out.text()).toBe(true);
    await expect
      .poll(() => textsTo(request, recipientPhone.e164), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/Flowers are on their way to you .*between 14:00 and 18:00/)]);
    const toRecipient = (await textsTo(request, recipientPhone.e164)).join();
    expect(toRecipient).not.toContain('Jonas');
    await expect.poll(() => textsTo(request, customerPhone.e164), { timeout: 15_000 }).toHaveLength(2);
    expect((await textsTo(request, customerPhone.e164))[1]).toContain('is on its way');

    // Staff mark it done in the back office: the customer hears it was delivered, once.
    await page.reload();
    await status.getByRole('button', { name: 'Mark done' }).click();
    await expect(status.getByRole('button', { name: 'Back to ready' })).toBeVisible();
    await expect
      .poll(() => textsTo(request, customerPhone.e164), { timeout: 15_000 })
      .toEqual([
        expect.stringContaining(`we have your order #${number}`),
        expect.stringContaining('is on its way'),
        expect.stringContaining(`order #${number} was delivered to Anna Weber`),
      ]);
    expect(await textsTo(request, recipientPhone.e164)).toHaveLength(1);

    // The order's history in the back office lists the texts, the numbers masked.
    await page.reload();
    await expect(page.getByText(`+49 … ${customerPhone.e164.slice(-3)}`).first()).toBeVisible();
    await customerContext.close();
  });
});
