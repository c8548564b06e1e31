import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { daysFromNow, deliveryDetails, openShop } from '../../test/shop-setup';
import { staffOk } from '../../test/staff-call';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/*
 * What the storefront's same-day countdown reads (docs/product.md, Same day): the shop's delivery
 * week and lead time in its cached answer, and, live, the windows no order can get any more.
 */

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

const storefront = async (shop: Shop) =>
  (await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}` })).json();

describe('the storefront’s delivery week', () => {
  it('names the days the shop does not deliver: weekdays without windows, and closed dates to come', async () => {
    const shop = await openShop(t.app);
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const week = await t.app.inject({
      method: 'PUT',
      url: '/api/business/order-time/weekly',
      headers: shop.headers,
      payload: {
        window_type: 'delivery',
        // Monday to Friday only; closed last year (long past), today and in five days.
        windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        disabled_days: ['2020-01-01', today, later],
      },
    });
    expect(week.statusCode, week.body).toBe(200);
    expect((await storefront(shop)).delivery_closed).toEqual({ weekdays: [0, 6], dates: [today, later] });
  });

  it('carries the windows, which of them take a number of orders only, and the lead time', async () => {
    const shop = await openShop(t.app);
    await staffOk(t.app, shop, 'PUT', '/api/business-settings/order-form', {
      lead_time_minutes: 90,
      same_day_cutoff: '14:00',
    });
    const front = await storefront(shop);
    expect(front).toMatchObject({ lead_time_minutes: 90, same_day_cutoff: '14:00' });
    // The test shop: every day 09:00-12:00 (two orders at most) and 13:00-17:00.
    expect(front.delivery_windows.filter((w: { weekday: number }) => w.weekday === 3)).toEqual([
      { weekday: 3, start: '09:00', end: '12:00', limited: true },
      { weekday: 3, start: '13:00', end: '17:00', limited: false },
    ]);
  });
});

describe('the full delivery windows', () => {
  async function placeOrder(shop: Shop, productId: string, date: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      payload: { delivery_type: 'delivery', items: [{ product_id: productId, quantity: 1 }] },
      remoteAddress: uniqueIp(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${started.json().uuid}`,
      payload: deliveryDetails({ delivery_date: date, time_slot: '09:00-12:00' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  const fullWindows = (shop: Shop) =>
    t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/full-windows` });

  it('lists a window once its last place is taken, live, and only the shop’s own', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const theirs = await createProduct(t.app, other.headers);
    const tomorrow = daysFromNow(1);
    await placeOrder(shop, product.id, tomorrow);
    const first = await fullWindows(shop);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.json()).toEqual({ windows: [] });
    // The second of two places: the window is full.
    await placeOrder(shop, product.id, tomorrow);
    expect((await fullWindows(shop)).json()).toEqual({ windows: [{ date: tomorrow, slot: '09:00-12:00' }] });
    // Another shop's full window is not this one's; a window further off is no business of today's.
    await placeOrder(other, theirs.id, tomorrow);
    await placeOrder(other, theirs.id, tomorrow);
    await placeOrder(other, theirs.id, daysFromNow(3));
    await placeOrder(other, theirs.id, daysFromNow(3));
    expect((await fullWindows(other)).json()).toEqual({ windows: [{ date: tomorrow, slot: '09:00-12:00' }] });
    expect((await fullWindows(shop)).json().windows).toHaveLength(1);
  });

  it('answers 404 for a shop that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/storefront/no-such-shop/full-windows' });
    expect(response.statusCode).toBe(404);
  });
});
