import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupAnalytics } from './analytics-setup';

/*
 * Analytics are the shop's own, for its owner and managers only.
 */

const { t, makeOrder, analyticsOf, ada } = setupAnalytics();

describe('analytics', () => {
  it('is the shop’s own, for its owner and managers only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await makeOrder(other, { price: 10, sender: ada, paid: { method: 'cash' } });
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const mine = await analyticsOf(shop, range);
    expect(mine.revenue).toEqual({ total: 0, net_total: 0, tax_total: 0, count: 0, average: 0 });
    expect(mine.orders.count).toBe(0);
    expect(mine.top_products).toEqual([]);
    expect(mine.top_customers).toEqual([]);
    expect(
      mine.by_day.every((d: { revenue: number; orders: number }) => d.revenue === 0 && d.orders === 0),
    ).toBe(true);
    expect((await analyticsOf(other, range)).revenue).toEqual({
      total: 10,
      net_total: 10,
      tax_total: 0,
      count: 1,
      average: 10,
    });

    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const url = `/api/analytics?${range}`;
    const as = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await as(bearer(manager.access))).statusCode).toBe(200);
    expect((await as(bearer(florist.access))).statusCode).toBe(403);
    expect((await as({})).statusCode).toBe(401);
  });
});
