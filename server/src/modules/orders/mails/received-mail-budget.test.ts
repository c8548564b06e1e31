import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../../test/test-app';
import { RECEIVED_MAILS_PER_PLATFORM, RECEIVED_MAILS_PER_SHOP } from './received-mail-budget';

/*
 * Anyone can place a storefront order with any address typed in: the shop's "we have your order"
 * mail to one address is bounded per shop and across the platform, and the order is placed anyway.
 */
const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A customer places an order of the shop with this address, as a stranger could. */
async function placeWith(shop: Shop, email: string) {
  const draft = await draftOrder(t.app, shop.headers, { price: 30 });
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${draft.uuid}`,
    // The afternoon has no capacity: as many orders as the test needs.
    payload: deliveryDetails({ sender_email: email, time_slot: '13:00-17:00' }),
    remoteAddress: uniqueIp(),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  expect(placed.json()).toMatchObject({ order_status: 'pending' });
  return placed.json<{ uuid: string }>().uuid;
}

const mailsTo = async (email: string) => {
  const { rows } = await t.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from mail_outbox where lower(trim(recipient)) = ${email.trim().toLowerCase()}`,
  );
  return Number(rows[0]?.count);
};

describe('the "we have your order" mail to an address typed in', () => {
  it(`goes out ${RECEIVED_MAILS_PER_SHOP} times a day from one shop; later orders are placed without it`, async () => {
    const shop = await openShop(t.app);
    const target = uniqueEmail('target');
    for (let n = 0; n < RECEIVED_MAILS_PER_SHOP + 2; n++) await placeWith(shop, target);
    expect(await mailsTo(target)).toBe(RECEIVED_MAILS_PER_SHOP);
    // In any case or spacing, it is the same address.
    await placeWith(shop, ` ${target.toUpperCase()}`);
    expect(await mailsTo(target)).toBe(RECEIVED_MAILS_PER_SHOP);
    // Another address has a budget of its own, and the last order is there for the shop to see.
    const other = uniqueEmail('other');
    const uuid = await placeWith(shop, other);
    expect(await mailsTo(other)).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: shop.headers });
    expect(read.json()).toMatchObject({ order_status: 'pending' });
  });

  it(`goes out ${RECEIVED_MAILS_PER_PLATFORM} times a day from all shops together`, async () => {
    const target = uniqueEmail('spread');
    const shops = await Promise.all([1, 2, 3, 4].map(() => openShop(t.app)));
    for (const shop of shops) {
      for (let n = 0; n < RECEIVED_MAILS_PER_SHOP; n++) await placeWith(shop, target);
    }
    expect(shops.length * RECEIVED_MAILS_PER_SHOP).toBeGreaterThan(RECEIVED_MAILS_PER_PLATFORM);
    expect(await mailsTo(target)).toBe(RECEIVED_MAILS_PER_PLATFORM);
  });
});
