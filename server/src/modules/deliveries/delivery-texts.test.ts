import { describe, expect, it } from 'vitest';
import { openShop } from '../../test/shop-setup';
import { chooseTexts, optIn, SMS_FROM, setupSmsProvider, uniqueMobile } from '../../test/sms-setup';
import { setupDeliveryRun } from './delivery-run-setup';

const { sms, env } = setupSmsProvider();
const { t, deliveryOrder, step, delivered, intern, florist } = setupDeliveryRun({ env });
const ALL = ['confirmed', 'out_for_delivery', 'delivered', 'not_home'];

/** A ready delivery with numbers of its own for the customer and the recipient. */
async function order(shop: Awaited<ReturnType<typeof openShop>>, details: Record<string, unknown> = {}) {
  const customer = uniqueMobile();
  const recipient = uniqueMobile();
  const placed = await deliveryOrder(shop, {
    sender_phone: customer.typed,
    recipient_phone: recipient.typed,
    ...details,
  });
  return { ...placed, customerPhone: customer.e164, recipientPhone: recipient.e164 };
}

describe('texts about a delivery', () => {
  it('go only to people who asked on the order page', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ALL });
    const frida = await florist(shop);
    const placed = await order(shop);
    expect(
      (await step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id })).statusCode,
    ).toBe(200);
    expect((await t.app.texts.flush()).sent).toBe(0);
    expect(sms.standIn.textsTo(placed.customerPhone)).toEqual([]);
    expect(sms.standIn.textsTo(placed.recipientPhone)).toEqual([]);
  });

  it('tell the customer and the recipient, each once, without naming the sender', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ALL });
    const frida = await florist(shop);
    const placed = await order(shop);
    const asked = await optIn(t.app, placed.uuid, { customer: true, recipient: true });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.texts.flush();
    expect(sms.standIn.textsTo(placed.customerPhone).map((text) => text.body)).toEqual([
      expect.stringMatching(/: Thank you, we have your order #\d+\. Reply STOP/),
    ]);
    expect(sms.standIn.textsTo(placed.customerPhone)[0]?.from).toBe(SMS_FROM);

    const out = () => step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id });
    expect((await out()).statusCode).toBe(200);
    await t.app.texts.flush();
    const [toRecipient] = sms.standIn.textsTo(placed.recipientPhone).map((text) => text.body);
    expect(toRecipient).toMatch(/Flowers are on their way to you on \w+ \d+ \w+ between 13:00 and 17:00\./);
    expect(toRecipient).not.toMatch(/Ada|Lovelace/);
    expect(sms.standIn.textsTo(placed.customerPhone).at(-1)?.body).toContain(
      'for Charles Babbage is on its way',
    );

    // Not home, back on the road: "not home" once, "on its way" not again.
    expect((await step(frida.headers, placed.uuid, 'attempted', { note: 'Nobody there' })).statusCode).toBe(
      200,
    );
    expect((await out()).statusCode).toBe(200);
    await t.app.texts.flush();
    expect((await delivered(frida.headers, placed.uuid)).statusCode).toBe(200);
    await t.app.texts.flush();
    await t.app.texts.flush();
    const bodies = sms.standIn.textsTo(placed.customerPhone).map((text) => text.body);
    expect(bodies).toHaveLength(4);
    expect(bodies[2]).toContain('nobody was home. Call us at');
    expect(bodies[3]).toMatch(/order #\d+ was delivered to Charles Babbage/);
    expect(sms.standIn.textsTo(placed.recipientPhone)).toHaveLength(2);

    // The order's history: every notice, e-mail and text, as sent (an e-mail queued is not yet), masked.
    const queuedOnly = (await intern(shop.headers, placed.uuid)).notices as Record<string, string>[];
    expect(queuedOnly.filter((notice) => notice.channel === 'email')).toEqual([]);
    await t.app.mail.flush();
    const notices = (await intern(shop.headers, placed.uuid)).notices as Record<string, string>[];
    const mails = notices.filter((notice) => notice.channel === 'email');
    // Sent in one run of the outbox, several at a time: listed by when each went out.
    expect(mails.map((n) => `${n.notice}/${n.role}/${n.outcome}`).sort()).toEqual([
      'done/customer/sent',
      'ready/customer/sent',
      'received/customer/sent',
    ]);
    expect(mails[0]?.to).toMatch(/^c…@mail-/);
    const texts = notices.filter((notice) => notice.channel === 'text');
    expect(texts.map((n) => `${n.notice}/${n.role}/${n.outcome}`)).toEqual([
      'confirmed/customer/sent',
      'out_for_delivery/customer/sent',
      'out_for_delivery/recipient/sent',
      'not_home/customer/sent',
      'not_home/recipient/sent',
      'delivered/customer/sent',
    ]);
    expect(texts[0]?.to).toBe(`+49 … ${placed.customerPhone.slice(-3)}`);
    expect(JSON.stringify(notices)).not.toContain(placed.customerPhone);
  });

  it('name the sender to the recipient when the card is signed with their name', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ['out_for_delivery'] });
    const frida = await florist(shop);
    const placed = await order(shop, { card_message: 'Happy birthday! Love, Ada' });
    expect((await optIn(t.app, placed.uuid, { customer: false, recipient: true })).statusCode).toBe(200);
    await step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id });
    await t.app.texts.flush();
    const [text] = sms.standIn.textsTo(placed.recipientPhone).map((text) => text.body);
    expect(text).toContain('Flowers from Ada are on their way to you');
    expect(text).not.toContain('Lovelace');
    expect(sms.standIn.textsTo(placed.customerPhone)).toEqual([]);
  });

  it('reach the customer in their language and the recipient in the shop’s', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ALL });
    const frida = await florist(shop);
    const placed = await order(shop, { language: 'de' });
    expect((await optIn(t.app, placed.uuid, { customer: true, recipient: true })).statusCode).toBe(200);
    await step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id });
    await t.app.texts.flush();
    const german = sms.standIn.textsTo(placed.customerPhone).map((text) => text.body);
    expect(german[0]).toMatch(/Danke, wir haben Ihre Bestellung #\d+\. Antworten Sie STOP/);
    expect(german[1]).toContain('zwischen 13:00 und 17:00 Uhr geliefert');
    expect(sms.standIn.textsTo(placed.recipientPhone)[0]?.body).toContain('Flowers are on their way');
  });

  it('are tried again when the provider fails for a while, and never sent twice', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ['confirmed'] });
    const placed = await order(shop);
    sms.standIn.failNext(503, 2);
    expect((await optIn(t.app, placed.uuid, { customer: true, recipient: false })).statusCode).toBe(200);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0, failed: 1 });
    // Not due yet: a minute's wait after the first failure.
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0, failed: 0 });
    const inAWhile = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await t.app.texts.flush(inAWhile(2))).toMatchObject({ sent: 0, failed: 1 });
    expect(await t.app.texts.flush(inAWhile(10))).toMatchObject({ sent: 1 });
    expect(await t.app.texts.flush(inAWhile(60))).toMatchObject({ sent: 0 });
    // Asking again sends nothing new: "we have your order" goes once.
    await optIn(t.app, placed.uuid, { customer: false, recipient: false });
    await optIn(t.app, placed.uuid, { customer: true, recipient: false });
    await t.app.texts.flush(inAWhile(61));
    expect(sms.standIn.textsTo(placed.customerPhone)).toHaveLength(1);
  });

  it('are not sent to a number the provider refuses, and staff see it', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ['confirmed'] });
    const placed = await order(shop);
    sms.standIn.failNext(400);
    await optIn(t.app, placed.uuid, { customer: true, recipient: false });
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0, dropped: 1 });
    const notices = (await intern(shop.headers, placed.uuid)).notices as Record<string, string>[];
    expect(notices.filter((n) => n.channel === 'text').map((n) => n.outcome)).toEqual(['refused']);
  });
});
