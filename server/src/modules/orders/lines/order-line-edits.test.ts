import { describe, expect, it } from 'vitest';
import { createDiscountCode } from '../../../test/discount-setup';
import { addStaff, bearer } from '../../../test/fixtures';
import { lineShop, placedOrder, putLines, stockLeft, twoLines } from '../../../test/line-edit-setup';
import { createProduct } from '../../../test/product-setup';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * Staff change the lines of a placed order (docs/decisions/054): repriced by the one rule at the
 * tax it was placed with, stock taken and given back, the shop's own products and rates only.
 */

const t = setupTestApp();

/** A placed order of 1 × Rose bouquet Deluxe with a vase (72.50) and 2 × Tulip bunch (40). */
async function placedTwoLines() {
  const s = await lineShop(t.app);
  const order = await placedOrder(t.app, s.shop, [
    { product_id: s.roses.id, variant_id: s.deluxe.id, option_ids: [s.vase.id] },
    { product_id: s.tulips.id, quantity: 2 },
  ]);
  const [roses, tulips] = twoLines(order);
  expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 8 });
  return { s, order, roses, tulips };
}

describe('changing the lines of a placed order', () => {
  it('adds a line priced now, taxed per line at the order’s rule, and takes its stock', async () => {
    const { s, order, roses, tulips } = await placedTwoLines();
    const response = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: roses.id, quantity: 1 },
        { id: tulips.id, quantity: 2 },
      ],
      items: [{ product_id: s.roses.id, variant_id: s.deluxe.id, option_ids: [s.vase.id], quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json();
    expect(changed.items).toMatchObject([
      { id: roses.id, variant_name: 'Deluxe', quantity: 1, total: 72.5 },
      { id: tulips.id, product_name: 'Tulip bunch', quantity: 2, total: 40 },
      {
        variant_name: 'Deluxe',
        quantity: 2,
        unit_price: 72.5,
        total: 145,
        tax_rate: 7,
        tax_class: 'Reduced',
      },
    ]);
    // 257.50 of goods and 5.90 delivery; the roses, tulips and delivery at 7 %, the vases at 19 %.
    expect(changed).toMatchObject({ price: 257.5, total: 263.4, amount_due: 263.4 });
    expect(changed.tax_lines).toEqual([
      { rate: 7, base: expect.any(Number), amount: 14.78 },
      { rate: 19, base: expect.any(Number), amount: 5.99 },
    ]);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 7, vase: 7, tulips: 8 });
  });

  it('removes a line left out, giving its stock back, and changes a quantity', async () => {
    const { s, order, roses, tulips } = await placedTwoLines();
    const removed = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 1 }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ price: 72.5, total: 78.4, product_name: 'Rose bouquet' });
    expect(removed.json().items).toHaveLength(1);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 10 });

    const more = await putLines(t.app, s.shop.headers, order.uuid, { kept: [{ id: roses.id, quantity: 3 }] });
    expect(more.statusCode, more.body).toBe(200);
    // A kept line keeps the price it was sold at, whatever the product costs now.
    expect(more.json().items).toMatchObject([{ id: roses.id, quantity: 3, unit_price: 72.5, total: 217.5 }]);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 7, vase: 7, tulips: 10 });
    expect(tulips.id).not.toBe(roses.id);
  });

  it('refuses more than is left, naming it, and changes nothing', async () => {
    const { s, order, roses } = await placedTwoLines();
    const response = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 11 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { sold_out: 'Rose bouquet — Deluxe' },
    });
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 8 });
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: s.shop.headers,
    });
    expect(intern.json().items).toHaveLength(2);
  });

  it('adds a free line at the rate staff choose; another shop’s rate is refused', async () => {
    const { s, order, roses } = await placedTwoLines();
    const response = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 1 }],
      free_items: [{ name: 'Door wreath', price: 30, tax_class_id: s.reduced.id, quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[1]).toMatchObject({
      product_id: null,
      product_name: 'Door wreath',
      unit_price: 30,
      total: 60,
      tax_rate: 7,
      tax_class: 'Reduced',
    });
    expect(response.json()).toMatchObject({ price: 132.5, total: 138.4 });
    const other = await lineShop(t.app);
    const foreign = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 1 }],
      free_items: [{ name: 'Door wreath', price: 30, tax_class_id: other.reduced.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toHaveProperty(['free_items.0.tax_class_id']);
  });

  it('is the shop’s own: another shop’s order or product is not found', async () => {
    const { s, order, roses } = await placedTwoLines();
    const other = await openShop(t.app);
    const theirs = await putLines(t.app, other.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 2 }],
    });
    expect(theirs.statusCode).toBe(404);
    const foreignProduct = await createProduct(t.app, other.headers, { name: 'Their lilies', price: '15' });
    const withTheirs = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 1 }],
      items: [{ product_id: foreignProduct.id }],
    });
    expect(withTheirs.statusCode).toBe(404);
    // Another order's line is no line of this one.
    const second = await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id }]);
    const borrowed = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: second.items[0]?.id, quantity: 1 }],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().details).toHaveProperty(['kept.0.id']);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 7 });
  });

  it('is for owner and manager: a florist is refused', async () => {
    const { s, order, roses } = await placedTwoLines();
    const florist = await addStaff(t.app, t.database.db, { businessId: s.shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: s.shop.business.id, role: 'manager' });
    const body = { kept: [{ id: roses.id, quantity: 2 }] };
    const refused = await putLines(t.app, bearer(florist.access), order.uuid, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await putLines(t.app, bearer(manager.access), order.uuid, body)).statusCode).toBe(200);
  });

  it('refuses quantities of 0, −1 and 51, an empty list and a line listed twice', async () => {
    const { s, order, roses } = await placedTwoLines();
    for (const quantity of [0, -1, 51, 1.5]) {
      for (const body of [
        { kept: [{ id: roses.id, quantity }] },
        { items: [{ product_id: s.tulips.id, quantity }] },
        { free_items: [{ name: 'Wreath', price: 10, quantity }] },
      ]) {
        const response = await putLines(t.app, s.shop.headers, order.uuid, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      }
    }
    expect((await putLines(t.app, s.shop.headers, order.uuid, {})).statusCode).toBe(400);
    const twice = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: roses.id, quantity: 1 },
        { id: roses.id, quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 8 });
  });

  it('keeps the discount code, its amount following the new goods, and writes the change in the trail', async () => {
    const { s, order, roses, tulips } = await placedTwoLines();
    await createDiscountCode(t.app, s.shop, { code: 'SPRING', kind: 'percent', value: 10 });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/discount`,
      payload: { code: 'SPRING' },
      remoteAddress: uniqueIp(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ discount_total: 11.25 });
    const changed = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: roses.id, quantity: 1 },
        { id: tulips.id, quantity: 1 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 10 % of 92.50, and the code stays on the order.
    expect(changed.json()).toMatchObject({ discount_code: 'SPRING', discount_total: 9.25, total: 89.15 });
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/audit`,
      headers: s.shop.headers,
    });
    expect(trail.json().items).toContainEqual(
      expect.objectContaining({
        action: 'order.lines',
        changes: {
          price: { from: '112.50', to: '92.50' },
          lines: {
            from: '1 × Rose bouquet (Deluxe), 2 × Tulip bunch',
            to: '1 × Rose bouquet (Deluxe), 1 × Tulip bunch',
          },
        },
      }),
    );
  });

  it('is refused on a done order', async () => {
    const { s, order, roses } = await placedTwoLines();
    for (const status of ['ready', 'done']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}/status`,
        headers: s.shop.headers,
        payload: { status },
      });
    }
    const response = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: roses.id, quantity: 2 }],
    });
    expect(response.statusCode).toBe(409);
  });
});
