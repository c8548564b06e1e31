import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

const submit = (uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload });

describe('customers are recorded when orders are submitted', () => {
  it('as one customer per e-mail, whatever its case, with their count, spend and dates', async () => {
    const shop = await openShop(t.app);
    const first = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(first.uuid, deliveryDetails({ sender_email: 'Grace@Example.com' }));
    const second = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 20 });
    await submit(second.uuid, {
      ...deliveryDetails({ sender_email: 'grace@example.com', sender_name: 'Grace Hopper' }),
      location_id: shop.location.id,
    });
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, shop.business.id));
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
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, shop.business.id));
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

  it('counts a corrected order once and follows its new total', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 10 });
    await submit(order.uuid, deliveryDetails({ sender_email: 'alan@example.com' }));
    await submit(order.uuid, deliveryDetails({ sender_email: 'alan@example.com', card_message: 'Changed' }));
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, shop.business.id));
    expect(row).toMatchObject({ orderCount: 1, totalSpent: '40.00' });
  });

  it('keeps each shop’s customers apart', async () => {
    const a = await openShop(t.app);
    const b = await openShop(t.app);
    for (const shop of [a, b]) {
      const order = await draftOrder(t.app, shop.headers);
      await submit(order.uuid, deliveryDetails({ sender_email: 'same@example.com' }));
    }
    for (const shop of [a, b]) {
      const rows = await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.businessId, shop.business.id));
      expect(rows.map((r) => r.orderCount)).toEqual([1]);
    }
  });
});
