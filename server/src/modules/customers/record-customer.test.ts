import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, customers } from '../../db/schema';
import { deliveryDetails, draftOrder, openShop, sellAtCounter } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const submit = (uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload });

async function act(shop: Shop, uuid: string, action: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/${action}`,
    headers: shop.headers,
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`${action}: ${response.body}`);
}
const pay = (shop: Shop, uuid: string) => act(shop, uuid, 'paid', { payment_method: 'cash' });

const customersOf = (shop: Shop) =>
  t.database.db.select().from(customers).where(eq(customers.businessId, shop.business.id));

describe('customers are recorded when orders are submitted', () => {
  it('as one customer per e-mail, whatever its case, counting their paid orders', async () => {
    const shop = await openShop(t.app);
    const first = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(first.uuid, deliveryDetails({ sender_email: 'Grace@Example.com' }));
    const second = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 20 });
    await submit(second.uuid, {
      ...deliveryDetails({ sender_email: 'grace@example.com', sender_name: 'Grace Hopper' }),
      location_id: shop.location.id,
    });
    const [unpaid] = await customersOf(shop);
    // Known from their first order, counted from their first payment.
    expect(unpaid).toMatchObject({ name: 'Ada Lovelace', email: 'grace@example.com', orderCount: 0 });
    await pay(shop, first.uuid);
    await pay(shop, second.uuid);
    const rows = await customersOf(shop);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      // As the first order named them: a later order adds to the counts, not to who they are.
      name: 'Ada Lovelace',
      email: 'grace@example.com',
      orderCount: 2,
      totalSpent: '55.90',
    });
    expect(rows[0]?.lastOrderDate.getTime()).toBeGreaterThanOrEqual(rows[0]?.firstOrderDate.getTime() ?? 0);
  });

  it('as one customer per phone number, however it was typed, when there is no e-mail', async () => {
    const shop = await openShop(t.app);
    // A shop in Berlin: numbers typed without a country code are German ones.
    await t.database.db
      .update(businesses)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(businesses.id, shop.business.id));
    // Walk-in sales paid in cash, the number typed three ways at the till.
    for (const phone of ['030 5550100', '+49 30 5550100', '+49 (0)30 555 01 00']) {
      const answer = await sellAtCounter(t.app, shop.headers, {
        price: 10,
        customer_name: 'Walk-in Wanda',
        customer_phone: phone,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const rows = await customersOf(shop);
    expect(rows.map((r) => [r.identity, r.orderCount, r.totalSpent])).toEqual([
      ['phone:+49305550100', 3, '30.00'],
    ]);
  });

  it('keeps a customer’s name and phone when a stranger orders with their e-mail, and counts both orders', async () => {
    const shop = await openShop(t.app);
    const anna = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(
      anna.uuid,
      deliveryDetails({
        sender_name: 'Anna',
        sender_email: 'anna@example.com',
        sender_phone: '+49 30 555 0111',
      }),
    );
    const stranger = await draftOrder(t.app, shop.headers, { price: 50 });
    const answer = await submit(
      stranger.uuid,
      deliveryDetails({
        sender_name: 'Mallory',
        sender_email: 'ANNA@example.com',
        sender_phone: '+1 555 0199',
      }),
    );
    expect(answer.statusCode).toBe(200);
    await pay(shop, anna.uuid);
    await pay(shop, stranger.uuid);
    const rows = await customersOf(shop);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '+49 30 555 0111',
      orderCount: 2,
      totalSpent: '91.80',
    });
    // The stranger's order keeps what they typed.
    expect(answer.json()).toMatchObject({ sender_name: 'Mallory', sender_phone: '+1 555 0199' });
  });

  it('counts a corrected order once, and what was paid for it, less what was given back', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 10 });
    await submit(order.uuid, deliveryDetails({ sender_email: 'alan@example.com' }));
    await submit(order.uuid, deliveryDetails({ sender_email: 'alan@example.com', card_message: 'Changed' }));
    await pay(shop, order.uuid);
    expect((await customersOf(shop))[0]).toMatchObject({ orderCount: 1, totalSpent: '40.00' });
    await act(shop, order.uuid, 'refunds', { amount: 15, reason: 'Wilted' });
    expect((await customersOf(shop))[0]).toMatchObject({ orderCount: 1, totalSpent: '25.00' });
  });

  it('stops counting an order whose payment is undone, or that is deleted', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(order.uuid, deliveryDetails({ sender_email: 'lin@example.com' }));
    await pay(shop, order.uuid);
    expect((await customersOf(shop))[0]).toMatchObject({ orderCount: 1, totalSpent: '35.90' });
    await act(shop, order.uuid, 'unpaid', { reason: 'Typed on the wrong order' });
    expect((await customersOf(shop))[0]).toMatchObject({ orderCount: 0, totalSpent: '0.00' });
    await pay(shop, order.uuid);
    const other = await draftOrder(t.app, shop.headers, { price: 20 });
    await submit(other.uuid, deliveryDetails({ sender_email: 'lin@example.com' }));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${other.uuid}`,
      headers: shop.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await customersOf(shop))[0]).toMatchObject({ orderCount: 1, totalSpent: '35.90' });
  });

  it('keeps each shop’s customers apart', async () => {
    const a = await openShop(t.app);
    const b = await openShop(t.app);
    for (const shop of [a, b]) {
      const order = await draftOrder(t.app, shop.headers);
      await submit(order.uuid, deliveryDetails({ sender_email: 'same@example.com' }));
      await pay(shop, order.uuid);
    }
    for (const shop of [a, b]) {
      const rows = await customersOf(shop);
      expect(rows.map((r) => r.orderCount)).toEqual([1]);
    }
  });
});
