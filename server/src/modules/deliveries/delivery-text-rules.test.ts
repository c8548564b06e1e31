import { describe, expect, it } from 'vitest';
import { providerSignature } from '../../lib/sms';
import { openShop } from '../../test/shop-setup';
import { chooseTexts, clockIn, optIn, setupSmsProvider, uniqueMobile } from '../../test/sms-setup';
import { uniqueIp } from '../../test/test-app';
import { setupDeliveryRun } from './delivery-run-setup';

const { sms, env } = setupSmsProvider();
const { t, PUBLIC_URL, deliveryOrder, intern } = setupDeliveryRun({ env });
const WEBHOOK = `${PUBLIC_URL}/api/texts/inbound`;

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A placed delivery whose customer asked for texts, with a number of its own. */
async function optedIn(shop: Shop, phone = uniqueMobile()) {
  const placed = await deliveryOrder(shop, { sender_phone: phone.typed }, 'pending');
  const asked = await optIn(t.app, placed.uuid, { customer: true, recipient: false });
  expect(asked.statusCode, asked.body).toBe(200);
  return { ...placed, phone: phone.e164 };
}

const textOutcomes = async (shop: Shop, uuid: string) =>
  ((await intern(shop.headers, uuid)).notices as Record<string, string>[])
    .filter((n) => n.channel === 'text')
    .map((n) => n.outcome);

/** The provider posting an incoming message to the webhook, signed or not. */
function inbound(
  fields: Record<string, string>,
  signature = providerSignature({ token: sms.standIn.authToken, url: WEBHOOK, params: fields }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/texts/inbound',
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the rules texts keep', () => {
  it('quiet hours hold a text until they end', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, {
      notices: ['confirmed'],
      quiet_hours: { start: clockIn(-1), end: clockIn(1) },
    });
    const order = await optedIn(shop);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0, held: 1 });
    expect(sms.standIn.textsTo(order.phone)).toEqual([]);
    const afterQuiet = new Date(Date.now() + 75 * 60_000);
    expect(await t.app.texts.flush(afterQuiet)).toMatchObject({ sent: 1 });
    expect(sms.standIn.textsTo(order.phone)).toHaveLength(1);
  });

  it('a text held past its news is dropped, not sent late', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, {
      notices: ['confirmed'],
      quiet_hours: { start: clockIn(-1), end: clockIn(1) },
    });
    const order = await optedIn(shop);
    expect(await t.app.texts.flush(new Date(Date.now() + 25 * 3_600_000))).toMatchObject({ dropped: 1 });
    expect(sms.standIn.textsTo(order.phone)).toEqual([]);
    expect(await textOutcomes(shop, order.uuid)).toEqual(['late']);
  });

  it('the monthly cap stops texts, and staff see it reached', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ['confirmed'], monthly_cap: 1 });
    const first = await optedIn(shop);
    const second = await optedIn(shop);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 1, dropped: 1 });
    expect(sms.standIn.textsTo(first.phone)).toHaveLength(1);
    expect(sms.standIn.textsTo(second.phone)).toEqual([]);
    expect(await textOutcomes(shop, second.uuid)).toEqual(['cap']);
    const settings = await t.app.inject({ method: 'GET', url: '/api/business/texts', headers: shop.headers });
    expect(settings.json()).toMatchObject({
      configured: true,
      sent_this_month: 1,
      cap_reached: true,
      monthly_cap: 1,
    });
  });

  it('STOP from the phone, signed by the provider, stops that shop’s texts to it', async () => {
    const shop = await openShop(t.app);
    await chooseTexts(t.app, shop.headers, { notices: ['confirmed'] });
    const phone = uniqueMobile();
    const first = await optedIn(shop, phone);
    await t.app.texts.flush();
    expect(sms.standIn.textsTo(first.phone)).toHaveLength(1);

    // Unsigned, or signed with another token: refused, nothing changes.
    const forged = { From: first.phone, Body: 'STOP' };
    expect((await inbound(forged, 'bm90IHNpZ25lZA==')).statusCode).toBe(403);
    expect(
      (await inbound(forged, providerSignature({ token: 'other', url: WEBHOOK, params: forged }))).statusCode,
    ).toBe(403);
    const before = await optedIn(shop, phone);
    await t.app.texts.flush();
    expect(sms.standIn.textsTo(first.phone)).toHaveLength(2);

    // The stand-in answers as a phone does, through the app's webhook.
    const answer = await inbound({ From: first.phone, To: '+15005550006', Body: 'Stop', MessageSid: 'SM1' });
    expect(answer.statusCode, answer.body).toBe(204);
    const after = await optedIn(shop, phone);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0, dropped: 1 });
    expect(sms.standIn.textsTo(first.phone)).toHaveLength(2);
    expect(await textOutcomes(shop, after.uuid)).toEqual(['stopped']);
    expect(await textOutcomes(shop, before.uuid)).toEqual(['sent']);

    // Another shop that never texted the number is not told to stop; START undoes it.
    expect((await inbound({ From: first.phone, Body: 'START' })).statusCode).toBe(204);
    await optedIn(shop, phone);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 1 });
  });

  it('the customer cannot ask for texts the shop does not send, nor on a draft', async () => {
    const shop = await openShop(t.app);
    const placed = await deliveryOrder(shop, {}, 'pending');
    const off = await optIn(t.app, placed.uuid, { customer: true, recipient: false });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'CONFLICT' });
    const page = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.uuid}/texts` });
    expect(page.json()).toMatchObject({ offered: false, customer: false });
    await chooseTexts(t.app, shop.headers, { notices: ['delivered'] });
    const offered = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.uuid}/texts` });
    expect(offered.json()).toMatchObject({ offered: true, recipient_offered: false, customer_phone: true });
    const recipient = await optIn(t.app, placed.uuid, { customer: false, recipient: true });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { recipient: expect.any(String) },
    });
  });
});
