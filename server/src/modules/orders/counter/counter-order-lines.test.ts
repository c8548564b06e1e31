import { describe, expect, it } from 'vitest';
import { linesShop, ordersOf, stockLeft, twoLines, walkIn } from '../../../test/staff-lines-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * Lines at the counter (docs/decisions/052): products by size, add-ons and quantity priced by the
 * storefront cart's rule, free items at the class staff choose, stock taken as the order is placed,
 * and nothing of another shop.
 */

const t = setupTestApp();

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/counter', headers, payload });

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
    expect(await ordersOf(t.database.db, shop)).toBe(1);
  });

  it('counts one size over its lines: two lines of the last Deluxe are refused as it is placed', async () => {
    const shop = await linesShop(t.app);
    const line = { product_id: shop.roses.id, variant_id: shop.deluxe.id, quantity: 1 };
    const response = await post(
      shop.headers,
      walkIn({ items: [line, { ...line, option_ids: [shop.vase.id] }] }),
    );
    expect(response.statusCode, response.body).toBe(409);
    // Each line alone fits; placing the order sums them and refuses.
    expect(response.json()).toMatchObject({
      message: 'Sorry, Rose bouquet — Deluxe has just sold out. Please choose another or fewer.',
      details: { sold_out: 'Rose bouquet — Deluxe' },
    });
    expect(await ordersOf(t.database.db, shop)).toBe(0);
    expect(await stockLeft(t.database.db, { variants: [shop.deluxe.id], options: [shop.vase.id] })).toEqual({
      [shop.deluxe.id]: 1,
      [shop.vase.id]: 10,
    });
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
    expect(await ordersOf(t.database.db, shop)).toBe(0);
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
    expect(await ordersOf(t.database.db, shop)).toBe(0);
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
    expect(await ordersOf(t.database.db, shop)).toBe(0);
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
    expect(await ordersOf(t.database.db, shop)).toBe(1);
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
