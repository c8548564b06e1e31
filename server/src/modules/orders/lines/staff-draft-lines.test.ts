import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { deliveryDetails } from '../../../test/shop-setup';
import { linesShop, ordersOf, stockLeft } from '../../../test/staff-lines-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * Create order (POST /api/orders/draft, form data) with the lines of the counter
 * (docs/decisions/052): `lines` is JSON text of {items, free_items}, priced by the same code; the
 * older product_id and price still make one line. Stock is taken when the customer places it.
 */

const t = setupTestApp();

const draft = (headers: Record<string, string>, fields: Record<string, string>) => {
  const form = multipart({ method: 'delivery', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/draft',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

const lines = (value: Record<string, unknown>) => ({ lines: JSON.stringify(value) });

describe('Create order with lines', () => {
  it('prices sizes, an add-on and a free item as at the counter; the stock goes when it is placed', async () => {
    const shop = await linesShop(t.app);
    const response = await draft(
      shop.headers,
      lines({
        items: [
          { product_id: shop.roses.id, variant_id: shop.standard.id, quantity: 3 },
          { product_id: shop.roses.id, variant_id: shop.deluxe.id, option_ids: [shop.vase.id] },
        ],
        free_items: [{ name: 'Card', price: 2.5, tax_class_id: shop.reduced.id }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ order_status: 'draft', price: 195 });
    expect(order.items).toEqual([
      expect.objectContaining({ variant_name: 'Standard', quantity: 3, total: 120, tax_rate: 7 }),
      expect.objectContaining({
        variant_name: 'Deluxe',
        total: 72.5,
        tax_rate: 7,
        options: [expect.objectContaining({ name: 'Glass vase', tax_rate: 19 })],
      }),
      expect.objectContaining({ product_id: null, product_name: 'Card', total: 2.5, tax_class: 'Reduced' }),
    ]);
    const stock = { variants: [shop.standard.id, shop.deluxe.id], options: [shop.vase.id] };
    expect(await stockLeft(t.database.db, stock)).toEqual({
      [shop.standard.id]: 5,
      [shop.deluxe.id]: 1,
      [shop.vase.id]: 10,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ order_status: 'pending', price: 195, total: 200.9 });
    expect(await stockLeft(t.database.db, stock)).toEqual({
      [shop.standard.id]: 2,
      [shop.deluxe.id]: 0,
      [shop.vase.id]: 9,
    });
  });

  it('keeps the one line of product_id and price, after the chosen lines', async () => {
    const shop = await linesShop(t.app);
    const alone = await draft(shop.headers, { product_id: shop.tulips.id, price: '35,50' });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().items).toEqual([expect.objectContaining({ product_name: 'Tulips', total: 35.5 })]);
    const both = await draft(shop.headers, {
      ...lines({ items: [{ product_id: shop.tulips.id, quantity: 2 }] }),
      price: '10',
    });
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json()).toMatchObject({ price: 70, product_name: 'Tulips' });
    expect(both.json().items.map((i: { total: number }) => i.total)).toEqual([60, 10]);
  });

  it('asks for a price or lines, and for lines as a list it can read', async () => {
    const shop = await linesShop(t.app);
    const nothing = await draft(shop.headers, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details).toEqual({ price: 'Enter an amount' });
    const garbled = await draft(shop.headers, { lines: '{items: [' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().details).toHaveProperty(['lines']);
    expect(await ordersOf(t.database.db, shop)).toBe(0);
  });

  it('reads a lines field as long as the largest order may need (20 lines of 20 add-ons)', async () => {
    const shop = await linesShop(t.app);
    // As long as such an order's text, the padding first: a field cut short would not parse.
    const text = JSON.stringify({ items: [{ product_id: shop.tulips.id }] });
    const response = await draft(shop.headers, { lines: text.padStart(20_000, ' ') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: 30 });
  });

  it.each([0, -1, 51, 1.5])('refuses a quantity of %s on its field', async (quantity) => {
    const shop = await linesShop(t.app);
    const response = await draft(shop.headers, lines({ items: [{ product_id: shop.tulips.id, quantity }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(['lines.items.0.quantity']);
    expect(await ordersOf(t.database.db, shop)).toBe(0);
  });

  it('never uses another shop’s product, add-on or tax class', async () => {
    const shop = await linesShop(t.app);
    const other = await linesShop(t.app);
    const product = await draft(shop.headers, lines({ items: [{ product_id: other.tulips.id }] }));
    expect(product.statusCode).toBe(404);
    expect(product.body).not.toContain('Tulips');
    const addOn = await draft(
      shop.headers,
      lines({
        items: [{ product_id: shop.roses.id, variant_id: shop.standard.id, option_ids: [other.vase.id] }],
      }),
    );
    expect(addOn.statusCode).toBe(400);
    expect(addOn.json().details).toEqual({
      'lines.items.0.option_ids': 'This add-on is not offered with Rose bouquet',
    });
    const taxClass = await draft(
      shop.headers,
      lines({ free_items: [{ name: 'Pot', price: 9, tax_class_id: other.reduced.id }] }),
    );
    expect(taxClass.statusCode).toBe(400);
    expect(taxClass.json().details).toEqual({
      'lines.free_items.0.tax_class_id': 'Choose one of the shop’s tax rates',
    });
    expect(await ordersOf(t.database.db, shop)).toBe(0);
  });

  it('is open to a florist, as JSON too', async () => {
    const shop = await linesShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: bearer(florist.access),
      payload: {
        method: 'pickup',
        lines: { items: [{ product_id: shop.roses.id, variant_id: shop.deluxe.id }], free_items: [] },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: 60, method: 'pickup' });
  });
});
