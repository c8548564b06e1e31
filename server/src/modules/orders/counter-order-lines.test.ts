import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { buyGiftCard } from '../../test/gift-card-setup';
import { daysFromNow, deliveryDetails } from '../../test/shop-setup';
import { type LinesShop, linesShop, stockLeft } from '../../test/staff-lines-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * Lines at the counter and on the phone (docs/decisions/052): products by size, add-ons and
 * quantity priced by the storefront cart's rule, free items at the class staff choose, a discount
 * code, stock taken as the order is placed, and nothing of another shop.
 */

const t = setupTestApp();

const walkIn = (extra: Record<string, unknown> = {}) => ({
  origin: 'counter',
  method: 'pickup',
  pickup_now: true,
  handed_over: true,
  customer_name: 'Walk-in Wanda',
  paid_with: 'cash',
  ...extra,
});

const phoneDelivery = (extra: Record<string, unknown> = {}) => ({
  origin: 'phone',
  method: 'delivery',
  customer_name: 'Phoebe Phone',
  customer_phone: '+49 30 555 0199',
  recipient_name: 'Rita Recipient',
  delivery_address: 'Lindenstraße 5',
  delivery_city: 'Berlin',
  delivery_zipcode: '10115',
  delivery_date: daysFromNow(2),
  time_slot: '13:00-17:00',
  ...extra,
});

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/counter', headers, payload });

/** Two Standard roses, and one Deluxe with a vase. */
const twoLines = (shop: LinesShop) => [
  { product_id: shop.roses.id, variant_id: shop.standard.id, quantity: 2 },
  { product_id: shop.roses.id, variant_id: shop.deluxe.id, option_ids: [shop.vase.id] },
];

const ordersOf = async (shop: LinesShop) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, shop.business.id)))
    .length;

describe('lines at the counter', () => {
  it('sells two sizes and an add-on to a walk-in, paid in cash and handed over in one call, each line at its rate', async () => {
    const shop = await linesShop(t.app);
    const response = await post(shop.headers, walkIn({ items: twoLines(shop) }));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ order_status: 'done', payment_status: 'done', payment_method: 'cash' });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: shop.roses.id,
        variant_name: 'Standard',
        quantity: 2,
        unit_price: 40,
        total: 80,
        tax_rate: 7,
        tax_class: 'Reduced',
        options: [],
      }),
      expect.objectContaining({
        variant_name: 'Deluxe',
        quantity: 1,
        unit_price: 72.5,
        total: 72.5,
        tax_rate: 7,
        options: [{ option_id: shop.vase.id, name: 'Glass vase', price: 12.5, tax_rate: 19 }],
      }),
    ]);
    // 7 %: 80 + 60 = 140 → 9.16 of tax; 19 %: the vase 12.50 → 2.00.
    expect(order).toMatchObject({
      price: 152.5,
      total: 152.5,
      tax_total: 11.16,
      tax_lines: [
        { rate: 7, base: 130.84, amount: 9.16 },
        { rate: 19, base: 10.5, amount: 2 },
      ],
    });
    // Placing took the stock of each size and add-on.
    expect(
      await stockLeft(t.database.db, {
        variants: [shop.standard.id, shop.deluxe.id],
        options: [shop.vase.id],
      }),
    ).toEqual({ [shop.standard.id]: 3, [shop.deluxe.id]: 0, [shop.vase.id]: 9 });
  });

  it('refuses a size that is sold out (409, naming it), and writes nothing', async () => {
    const shop = await linesShop(t.app);
    const items = [{ product_id: shop.roses.id, variant_id: shop.deluxe.id, quantity: 2 }];
    const response = await post(shop.headers, walkIn({ items }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().details).toEqual({ sold_out: 'Rose bouquet — Deluxe' });
    // The last one goes; the next order finds none left.
    const last = await post(shop.headers, walkIn({ items: [{ ...items[0], quantity: 1 }] }));
    expect(last.statusCode, last.body).toBe(201);
    const again = await post(shop.headers, walkIn({ items: [{ ...items[0], quantity: 1 }] }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Rose bouquet — Deluxe');
    expect(await ordersOf(shop)).toBe(1);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['51', 51],
    ['1.5', 1.5],
  ])('refuses a quantity of %s with details', async (_, quantity) => {
    const shop = await linesShop(t.app);
    const items = [{ product_id: shop.tulips.id, quantity }];
    const response = await post(shop.headers, walkIn({ items }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(['items.0.quantity']);
    const free = await post(
      shop.headers,
      walkIn({ free_items: [{ name: 'Wish bouquet', price: 30, quantity }] }),
    );
    expect(free.statusCode).toBe(400);
    expect(free.json().details).toHaveProperty(['free_items.0.quantity']);
    expect(await ordersOf(shop)).toBe(0);
  });

  it('refuses an add-on the product does not offer, and one of another shop (400 on the line)', async () => {
    const shop = await linesShop(t.app);
    const other = await linesShop(t.app);
    const notOffered = await post(
      shop.headers,
      walkIn({ items: [{ product_id: shop.tulips.id, option_ids: [shop.vase.id] }] }),
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().details).toEqual({
      'items.0.option_ids': 'This add-on is not offered with Tulips',
    });
    const foreign = await post(
      shop.headers,
      walkIn({
        items: [
          { product_id: shop.tulips.id },
          { product_id: shop.roses.id, variant_id: shop.standard.id, option_ids: [other.vase.id] },
        ],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual({
      'items.1.option_ids': 'This add-on is not offered with Rose bouquet',
    });
    expect(await ordersOf(shop)).toBe(0);
  });

  it('never finds another shop’s product or size, and names nothing of it', async () => {
    const shop = await linesShop(t.app);
    const other = await linesShop(t.app);
    const product = await post(
      shop.headers,
      walkIn({ items: [{ product_id: other.roses.id, variant_id: other.standard.id }] }),
    );
    expect(product.statusCode).toBe(404);
    const size = await post(
      shop.headers,
      walkIn({ items: [{ product_id: shop.roses.id, variant_id: other.deluxe.id }] }),
    );
    expect(size.statusCode).toBe(400);
    // Their size is no size of ours: staff are asked to choose one of this product's.
    expect(size.json().details).toEqual({ 'items.0.variant_id': 'Choose a size of Rose bouquet' });
    for (const answer of [product, size]) {
      expect(answer.body).not.toContain(other.roses.id);
      expect(answer.body).not.toContain('Deluxe');
    }
    expect(await ordersOf(shop)).toBe(0);
    expect(await stockLeft(t.database.db, { variants: [other.standard.id] })).toEqual({
      [other.standard.id]: 5,
    });
  });

  it('sells a free item at its price and the class chosen; another shop’s class is refused', async () => {
    const shop = await linesShop(t.app);
    const other = await linesShop(t.app);
    const response = await post(
      shop.headers,
      walkIn({
        free_items: [
          { name: 'Wedding arch', price: 107, tax_class_id: shop.reduced.id, quantity: 2 },
          { name: 'Pot', price: 11.9 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: null,
        product_name: 'Wedding arch',
        quantity: 2,
        unit_price: 107,
        total: 214,
        tax_rate: 7,
        tax_class: 'Reduced',
        kind: 'flowers',
      }),
      expect.objectContaining({
        product_id: null,
        product_name: 'Pot',
        quantity: 1,
        total: 11.9,
        tax_rate: 19,
      }),
    ]);
    // 214 at 7 % → 14.00; 11.90 at 19 % → 1.90.
    expect(order).toMatchObject({
      total: 225.9,
      tax_lines: [
        { rate: 7, base: 200, amount: 14 },
        { rate: 19, base: 10, amount: 1.9 },
      ],
    });
    const foreign = await post(
      shop.headers,
      walkIn({ free_items: [{ name: 'Pot', price: 11.9, tax_class_id: other.reduced.id }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual({
      'free_items.0.tax_class_id': 'Choose one of the shop’s tax rates',
    });
    expect(await ordersOf(shop)).toBe(1);
  });

  it('keeps the order of the lines: products, free items, the typed line, then gift cards', async () => {
    const shop = await linesShop(t.app);
    const response = await post(
      shop.headers,
      walkIn({
        items: [{ product_id: shop.tulips.id }],
        free_items: [{ name: 'Ribbon', price: 3 }],
        price: 10,
        gift_cards: [{ value: 25 }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const names = response.json().items.map((item: { product_name: string | null }) => item.product_name);
    expect(names).toEqual(['Tulips', 'Ribbon', null, 'Gift card']);
    expect(response.json()).toMatchObject({ price: 68, total: 68 });
  });
});

describe('a discount code at the counter', () => {
  const makeCode = async (shop: LinesShop, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/discount-codes',
      headers: shop.headers,
      payload: { kind: 'percent', value: 10, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };

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
    expect(await ordersOf(shop)).toBe(0);
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
