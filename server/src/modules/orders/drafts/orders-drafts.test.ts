import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../../test/fixtures';
import { draftOrder, openShop } from '../../../test/shop-setup';
import { setupOrders } from '../orders-setup';

/*
 * Drafts: created by the shop's people, numbered, as JSON or form data, at once, and assigned only
 * within the shop.
 */

const { t } = setupOrders();

describe('drafts', () => {
  it('are created by anyone of the shop, numbered from 1001, and start as unpaid drafts', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: bearer(florist.access),
      payload: { method: 'delivery', price: '39,90', delivery_price: '', note: 'Peonies if we have them' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number: 1001,
      order_status: 'draft',
      payment_status: 'pending',
      method: 'delivery',
      price: 39.9,
      delivery_price: null,
      total: 39.9,
      currency: 'EUR',
      editable: true,
    });
    expect(first.json().uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((await draftOrder(t.app, shop.headers)).number).toBe(1002);
  });

  it('are accepted as multipart form data', async () => {
    const shop = await openShop(t.app);
    const boundary = 'petal-boundary';
    const body = [
      ['method', 'pickup'],
      ['price', '25.00'],
      ['note', 'Wrap in brown paper'],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: { ...shop.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${body}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ method: 'pickup', price: 25, total: 25 });
  });

  it('get distinct numbers when 50 are created at once', async () => {
    const shop = await openShop(t.app);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => draftOrder(t.app, shop.headers).then((o) => o.number)),
    );
    expect(new Set(numbers).size).toBe(50);
    expect(Math.min(...numbers)).toBe(1001);
    expect(Math.max(...numbers)).toBe(1050);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=300',
      headers: shop.headers,
    });
    expect(list.json().count).toBe(50);
  });

  it.each([
    ['an unknown method', { method: 'courier' }, 'method'],
    ['a negative price', { price: -1 }, 'price'],
    ['a missing price', { price: undefined }, 'price'],
    ['a price of three decimals', { price: 1.234 }, 'price'],
    ['an unknown product', { product_id: '4b7d2f3e-8c1a-4e2b-9f00-123456789abc' }, 'product_id'],
    ['a note of 2001 characters', { note: 'x'.repeat(2001) }, 'note'],
  ])('refuse %s', async (_case, override, field) => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'delivery', price: 30, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });

  it('may only be given to someone of the same shop', async () => {
    const shop = await openShop(t.app);
    const other = await signUpOwner(t.app);
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(other.access) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'delivery', price: 30, assigned_to: info.json().id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.assigned_to).toBeTruthy();
  });

  it('need a member of a shop', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      payload: { method: 'pickup', price: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
