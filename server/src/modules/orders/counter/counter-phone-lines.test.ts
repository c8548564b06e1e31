import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { createDiscountCode } from '../../../test/discount-setup';
import { addStaff, bearer } from '../../../test/fixtures';
import { buyGiftCard } from '../../../test/gift-card-setup';
import { deliveryDetails } from '../../../test/shop-setup';
import {
  type LinesShop,
  linesShop,
  ordersOf,
  phoneDelivery,
  stockLeft,
  twoLines,
  walkIn,
} from '../../../test/staff-lines-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * Staff orders with lines, beyond the lines themselves (docs/decisions/052): a discount code
 * applied before the order is placed, a delivery taken on the phone, a florist taking one, and a
 * gift card paying a placed one.
 */

const t = setupTestApp();

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/counter', headers, payload });

describe('a discount code at the counter', () => {
  const makeCode = (shop: LinesShop, payload: Record<string, unknown>) =>
    createDiscountCode(t.app, shop, { kind: 'percent', value: 10, ...payload });

  it('takes its discount off the lines by the one rule and uses it once', async () => {
    const shop = await linesShop(t.app);
    const code = await makeCode(shop, { code: 'SPRING', max_uses: 1 });
    const response = await post(shop.headers, walkIn({ items: twoLines(shop), discount_code: ' spring ' }));
    expect(response.statusCode, response.body).toBe(201);
    // 10 % of 152.50 = 15.25.
    expect(response.json()).toMatchObject({
      discount_code: 'SPRING',
      discount_total: 15.25,
      price: 152.5,
      total: 137.25,
      payment_status: 'done',
    });
    const used = await t.app.inject({
      method: 'GET',
      url: `/api/discount-codes/${code.id}`,
      headers: shop.headers,
    });
    expect(used.json().uses).toBe(1);
    const usedUp = await post(
      shop.headers,
      walkIn({ items: [{ product_id: shop.tulips.id }], discount_code: 'SPRING' }),
    );
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().details).toMatchObject({ reason: 'used_up' });
  });

  it('refuses a code that is not valid on discount_code, with the code’s own message, writing nothing', async () => {
    const shop = await linesShop(t.app);
    const other = await linesShop(t.app);
    await makeCode(shop, { code: 'BIGSPEND', min_order: 500 });
    await makeCode(other, { code: 'THEIRS' });
    const below = await post(shop.headers, walkIn({ items: twoLines(shop), discount_code: 'BIGSPEND' }));
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      message: 'This code applies to orders of €500.00 or more.',
      details: { discount_code: 'This code applies to orders of €500.00 or more.' },
    });
    const theirs = await post(shop.headers, walkIn({ items: twoLines(shop), discount_code: 'THEIRS' }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().details.discount_code).toBe('This code is not valid. Check the spelling.');
    expect(await ordersOf(t.database.db, shop)).toBe(0);
    expect(await stockLeft(t.database.db, { variants: [shop.standard.id] })).toEqual({
      [shop.standard.id]: 5,
    });
  });
});

describe('lines on the phone', () => {
  it('takes a delivery by phone with lines: pending, unpaid, delivery priced by the zip code', async () => {
    const shop = await linesShop(t.app);
    const response = await post(
      shop.headers,
      phoneDelivery({ items: twoLines(shop), free_items: [{ name: 'Balloon', price: 4.5 }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      order_status: 'pending',
      payment_status: 'pending',
      method: 'delivery',
      price: 157,
      delivery_price: 5.9,
      total: 162.9,
    });
    expect(response.json().items).toHaveLength(3);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().uuid));
    expect(row).toMatchObject({ origin: 'phone', productId: shop.roses.id, productName: 'Rose bouquet' });
    expect(await stockLeft(t.database.db, { variants: [shop.deluxe.id] })).toEqual({ [shop.deluxe.id]: 0 });
  });

  it('lets a florist take such an order without any override', async () => {
    const shop = await linesShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const response = await post(bearer(florist.access), phoneDelivery({ items: twoLines(shop) }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: 152.5, order_status: 'pending' });
  });

  it('is paid by a gift card the way any placed order is: staff apply it, then send the order again', async () => {
    const shop = await linesShop(t.app);
    const { code } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 200);
    const taken = await post(
      shop.headers,
      phoneDelivery({ items: twoLines(shop), customer_email: 'phoebe@example.com' }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const { uuid } = taken.json();
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/gift-card`,
      headers: shop.headers,
      payload: { code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}`,
      headers: shop.headers,
      payload: deliveryDetails({ sender_email: 'phoebe@example.com', time_slot: '13:00-17:00' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // 152.50 of lines and 5.90 of delivery, all of it paid by the card.
    expect(sent.json()).toMatchObject({
      total: 158.4,
      amount_due: 0,
      payment_status: 'done',
      payment_method: 'gift_card',
    });
    // Sending it again took no stock twice.
    expect(await stockLeft(t.database.db, { variants: [shop.deluxe.id] })).toEqual({ [shop.deluxe.id]: 0 });
  });
});
