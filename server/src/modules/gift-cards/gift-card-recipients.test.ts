import type { PublicOrder } from '@contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, mailOutbox } from '../../db/schema';
import { createProduct } from '../../test/product-setup';
import { daysFromNow, deliveryDetails, openShop, payInCash } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';
import { setupHeldMailTest } from './held-mail-setup';

/*
 * Orders of gift cards alone (docs/decisions/053): no delivery, pickup, date or time; the cards go
 * by e-mail to the recipient the buyer names (a copy to the buyer) on the day they choose.
 */

const { t, sendDueBy, cardMails } = setupHeldMailTest();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A storefront cart (started for delivery, as the storefront does) of the given lines. */
async function cart(shop: Shop, items: { product_id: string }[]) {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    remoteAddress: uniqueIp(),
    payload: { delivery_type: 'delivery', items },
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json<{ uuid: string }>().uuid;
}

const giftCardProduct = (shop: Shop, price = '50') =>
  createProduct(t.app, shop.headers, { name: 'Gift card', price, kind: 'gift_card' });

const submit = (uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, remoteAddress: uniqueIp(), payload });

/** What the buyer of gift cards alone fills in: who they are, and optionally who gets the card. */
const buyerDetails = (overrides: Record<string, unknown> = {}) => ({
  sender_name: 'Ada Lovelace',
  sender_email: t.email('buyer'),
  ...overrides,
});

const markPaid = (shop: Shop, uuid: string) => payInCash(t.app, shop, uuid);

describe('an order of gift cards alone', () => {
  it('is placed without a recipient, place, date or time, and is never charged delivery', async () => {
    const shop = await openShop(t.app);
    const product = await giftCardProduct(shop);
    const uuid = await cart(shop, [{ product_id: product.id }]);
    // A zip code the shop charges 5.90 for is sent along (an older page): still no delivery.
    const placed = await submit(uuid, buyerDetails({ delivery_zipcode: '10115' }));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<PublicOrder>()).toMatchObject({
      // Nothing leaves the door: pickup never charges delivery and card checkout takes it as it is.
      method: 'pickup',
      total: 50,
      delivery_price: null,
      delivery_date: null,
      time_slot: null,
      gift_recipient_email: null,
    });
    // Nothing for the bench: the day view of today and of any day lists it nowhere.
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/orders/day?date=${daysFromNow(0)}`,
      headers: shop.headers,
    });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.body).not.toContain(uuid);
  });

  it('e-mails the card to the recipient on the chosen day, not before, with a copy to the buyer', async () => {
    const shop = await openShop(t.app);
    const product = await giftCardProduct(shop, '25');
    const uuid = await cart(shop, [{ product_id: product.id }]);
    const recipient = t.email('recipient');
    const details = buyerDetails({
      recipient_name: 'Grace',
      gift_recipient_email: recipient,
      gift_message: 'Happy birthday, Grace!',
      gift_send_on: daysFromNow(3),
    });
    const placed = await submit(uuid, details);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<PublicOrder>()).toMatchObject({
      gift_recipient_email: recipient,
      gift_message: 'Happy birthday, Grace!',
      gift_send_on: daysFromNow(3),
    });
    const paid = await markPaid(shop, uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().issued_gift_cards).toEqual([
      expect.objectContaining({ code: null, emailed_to: recipient, value: 25 }),
    ]);
    const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));
    expect(card).toMatchObject({ recipientEmail: recipient, sendOn: daysFromNow(3) });

    // The shop keeps UTC time: the card goes at 08:00 on its day.
    const sendAt = new Date(`${daysFromNow(3)}T08:00:00Z`);
    await sendDueBy(new Date(sendAt.getTime() - 60_000));
    expect(cardMails(recipient)).toHaveLength(0);
    expect(cardMails(details.sender_email)).toHaveLength(0);

    await sendDueBy(sendAt);
    const [toRecipient] = cardMails(recipient);
    const [copy] = cardMails(details.sender_email);
    expect(toRecipient?.subject).toMatch(/your gift card of €25\.00$/);
    expect(toRecipient?.text).toContain('Happy birthday, Grace!');
    expect(copy?.subject).toMatch(/a copy of the gift card of €25\.00 you gave$/);
    expect(copy?.text).toContain(`We have just e-mailed this gift card to ${recipient}`);
    const code = /Gift card code: ([2-9A-Z-]{19})/.exec(toRecipient?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(copy?.text).toContain(`Gift card code: ${code}`);
  });

  it('e-mails a card without a send day at once, to the recipient and the buyer', async () => {
    const shop = await openShop(t.app);
    const product = await giftCardProduct(shop);
    const uuid = await cart(shop, [{ product_id: product.id }]);
    const recipient = t.email('now');
    const details = buyerDetails({ gift_recipient_email: recipient });
    expect((await submit(uuid, details)).statusCode).toBe(200);
    expect((await markPaid(shop, uuid)).statusCode).toBe(200);
    const held = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    expect(held).toHaveLength(1);
    expect(held[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['gift_recipient_email', { gift_recipient_email: 'not an address' }, 'Enter a valid e-mail address'],
    ['gift_send_on', { gift_send_on: daysFromNow(-1) }, 'Choose today or a later day'],
    ['gift_send_on', { gift_send_on: daysFromNow(367) }, 'Choose a day at most a year from today'],
    ['gift_send_on', { gift_send_on: '2026-02-30' }, 'This date does not exist'],
  ])('refuses a bad %s with 400 naming it', async (field, bad, message) => {
    const shop = await openShop(t.app);
    const product = await giftCardProduct(shop);
    const uuid = await cart(shop, [{ product_id: product.id }]);
    const refused = await submit(uuid, buyerDetails(bad));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('takes a send day a whole year ahead', async () => {
    const shop = await openShop(t.app);
    const product = await giftCardProduct(shop);
    const uuid = await cart(shop, [{ product_id: product.id }]);
    const placed = await submit(uuid, buyerDetails({ gift_send_on: daysFromNow(365) }));
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('flowers beside a gift card', () => {
  it('still need a recipient, a date and a time, and pay for delivery', async () => {
    const shop = await openShop(t.app);
    const card = await giftCardProduct(shop);
    const flowers = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '30' });
    const uuid = await cart(shop, [{ product_id: flowers.id }, { product_id: card.id }]);
    const refused = await submit(uuid, buyerDetails());
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toMatchObject({
      recipient_name: 'Enter the recipient’s name',
      delivery_address: 'Enter the delivery address',
      delivery_date: 'Choose a date',
      time_slot: 'Choose a time',
    });
    const placed = await submit(uuid, {
      ...deliveryDetails({ sender_email: t.email('mixed') }),
      gift_recipient_email: t.email('ignored'),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<PublicOrder>()).toMatchObject({
      total: 85.9,
      delivery_price: 5.9,
      delivery_date: daysFromNow(2),
      time_slot: '09:00-12:00',
      // The recipient's e-mail is for gift cards alone: flowers go to an address.
      gift_recipient_email: null,
    });
  });
});
