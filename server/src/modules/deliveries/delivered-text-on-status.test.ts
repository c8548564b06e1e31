import { describe, expect, it } from 'vitest';
import { bearer, signUpOwner } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { chooseTexts, optIn, setupSmsProvider, uniqueMobile } from '../../test/sms-setup';
import { setupDeliveryRun } from './delivery-run-setup';

/*
 * "Delivered" is texted for a delivery done whichever way staff took the step (docs/decisions/066):
 * the delivery run, or the order's status in the back office, once per order and person.
 */

const { sms, env } = setupSmsProvider();
const { t, deliveryOrder, moveTo, step, delivered, intern, florist } = setupDeliveryRun({ env });

type Shop = Awaited<ReturnType<typeof openShop>>;

/**
 * A ready delivery whose customer asked for texts, for themselves and, where the shop texts the
 * recipient at all, for the recipient.
 */
async function askedForTexts(shop: Shop, notices = ['delivered']) {
  await chooseTexts(t.app, shop.headers, { notices });
  const customer = uniqueMobile();
  const recipient = uniqueMobile();
  const placed = await deliveryOrder(shop, {
    sender_phone: customer.typed,
    recipient_phone: recipient.typed,
  });
  const recipientHears = notices.includes('out_for_delivery');
  const asked = await optIn(t.app, placed.uuid, { customer: true, recipient: recipientHears });
  expect(asked.statusCode, asked.body).toBe(200);
  return { ...placed, customerPhone: customer.e164, recipientPhone: recipient.e164 };
}

const bodiesTo = (phone: string) => sms.standIn.textsTo(phone).map((text) => text.body);

async function textNotices(shop: Shop, uuid: string) {
  const notices = (await intern(shop.headers, uuid)).notices as Record<string, string>[];
  return notices.filter((n) => n.channel === 'text').map((n) => `${n.notice}/${n.role}/${n.outcome}`);
}

describe('the "delivered" text after a status change', () => {
  it('goes to the customer when staff mark a delivery done in the back office, once', async () => {
    const shop = await openShop(t.app);
    const placed = await askedForTexts(shop);
    expect((await moveTo(shop.headers, placed.uuid, 'done')).statusCode).toBe(200);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toEqual([
      expect.stringMatching(/order #\d+ was delivered to Charles Babbage/),
    ]);
    // The recipient has the flowers: nobody texts them that.
    expect(bodiesTo(placed.recipientPhone)).toEqual([]);

    // Undone and done again: the customer was told already.
    expect((await moveTo(shop.headers, placed.uuid, 'ready')).statusCode).toBe(200);
    expect((await moveTo(shop.headers, placed.uuid, 'done')).statusCode).toBe(200);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toHaveLength(1);
    expect(await textNotices(shop, placed.uuid)).toEqual(['delivered/customer/sent']);
  });

  it('goes when a delivery out with its driver is marked done instead of delivered', async () => {
    const shop = await openShop(t.app);
    const placed = await askedForTexts(shop, ['out_for_delivery', 'delivered']);
    const frida = await florist(shop);
    const out = await step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id });
    expect(out.statusCode).toBe(200);
    expect((await moveTo(frida.headers, placed.uuid, 'done')).statusCode).toBe(200);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toEqual([
      expect.stringContaining('is on its way'),
      expect.stringMatching(/was delivered to Charles Babbage/),
    ]);
    expect((await intern(shop.headers, placed.uuid)).delivery_status).toBe('delivered');
  });

  it('is not sent twice for a delivery delivered by the run and then moved back and done again', async () => {
    const shop = await openShop(t.app);
    const placed = await askedForTexts(shop);
    const frida = await florist(shop);
    await step(frida.headers, placed.uuid, 'out-for-delivery', { driver_id: frida.id });
    expect((await delivered(frida.headers, placed.uuid)).statusCode).toBe(200);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toHaveLength(1);

    expect((await moveTo(shop.headers, placed.uuid, 'ready')).statusCode).toBe(200);
    expect((await moveTo(shop.headers, placed.uuid, 'done')).statusCode).toBe(200);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toHaveLength(1);
    expect(await textNotices(shop, placed.uuid)).toEqual(['delivered/customer/sent']);
  });

  it('is not sent for other steps, nor when the shop did not choose it', async () => {
    const shop = await openShop(t.app);
    // Pending to ready is not delivered.
    const readied = await askedForTexts(shop);
    await moveTo(shop.headers, readied.uuid, 'pending');
    expect((await moveTo(shop.headers, readied.uuid, 'ready')).statusCode).toBe(200);
    // The shop texts "out for delivery" only.
    const unchosen = await askedForTexts(shop, ['out_for_delivery']);
    expect((await moveTo(shop.headers, unchosen.uuid, 'done')).statusCode).toBe(200);
    expect(await t.app.texts.flush()).toMatchObject({ sent: 0 });
    expect(bodiesTo(readied.customerPhone)).toEqual([]);
    expect(bodiesTo(unchosen.customerPhone)).toEqual([]);
  });

  it('is not sent when another shop’s staff try to mark the order done', async () => {
    const shop = await openShop(t.app);
    const placed = await askedForTexts(shop);
    const other = await signUpOwner(t.app, { time_zone: 'UTC', currency: 'EUR' });
    const moved = await moveTo(bearer(other.access), placed.uuid, 'done');
    expect(moved.statusCode).toBe(404);
    await t.app.texts.flush();
    expect(bodiesTo(placed.customerPhone)).toEqual([]);
    expect((await intern(shop.headers, placed.uuid)).order_status).toBe('ready');
  });
});
