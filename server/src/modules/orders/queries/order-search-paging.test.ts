import { describe, expect, it } from 'vitest';
import { draftOrder, openShop } from '../../../test/shop-setup';
import { type Page, setupOrderSearch } from './order-search-setup';

/*
 * Paging the order lists: by cursor through the whole history without duplicates or gaps, a
 * search's count capped, and the plain views' exact counts by cursor or offset.
 */

const { t, list, numbersOf, insertOrders } = setupOrderSearch();

describe('order search', () => {
  it('pages through the whole history by cursor, without duplicates or gaps', async () => {
    const shop = await openShop(t.app);
    await insertOrders(shop, 130, (i) => ({
      orderStatus: i % 2 === 0 ? 'done' : 'pending',
      recipientName: i % 5 === 0 ? 'Iris Paging' : 'Someone Else',
      // Open orders: several share a date and slot, a few have no slot at all.
      deliveryDate: `2020-02-${String((i % 9) + 1).padStart(2, '0')}`,
      timeSlot: i % 7 === 0 ? null : i % 3 === 0 ? '13:00-17:00' : '09:00-12:00',
    }));
    const walk = async (query: Record<string, string | number>) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const response = await list(shop.headers, { ...query, limit: 7, ...(cursor ? { cursor } : {}) });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<Page>();
        seen.push(...page.items.map((o) => o.number));
        cursor = page.next_cursor;
        if (!cursor) return seen;
      }
      throw new Error('paging did not end');
    };
    const newestFirst = await numbersOf(shop.headers, { status: 'all', method: 'delivery', limit: 300 });
    expect(newestFirst).toHaveLength(130);
    expect(await walk({ status: 'all' })).toEqual(newestFirst);
    expect(await walk({ status: 'all', method: 'delivery' })).toEqual(newestFirst);
    expect(await walk({ status: 'done' })).toEqual(newestFirst.filter((n) => n % 2 === 0));
    const iris = await walk({ status: 'all', search: 'iris' });
    expect(iris).toEqual(newestFirst.filter((n) => (n - 5000) % 5 === 0));
    const open = await walk({ status: 'pending' });
    const sortedOpen = await numbersOf(shop.headers, { status: 'pending', method: 'delivery', limit: 300 });
    expect(sortedOpen).toHaveLength(65);
    expect(open).toEqual(sortedOpen);
    expect(new Set(open).size).toBe(65);
  });

  it('counts a search only up to its cap', async () => {
    const shop = await openShop(t.app);
    await insertOrders(shop, 1005, () => ({ orderStatus: 'done', recipientName: 'Capped Count' }));
    const page = (await list(shop.headers, { status: 'all', search: 'capped', limit: 5 })).json<Page>();
    expect(page).toMatchObject({ count: 1000, count_is_estimate: true });
    expect(page.items).toHaveLength(5);
    expect(page.next_cursor).toBeTruthy();
    // A plain view keeps its exact count, by cursor too.
    const plain = (await list(shop.headers, { status: 'all', limit: 5 })).json<Page>();
    expect(plain).toMatchObject({ count: 1005, count_is_estimate: false });
    const next = (
      await list(shop.headers, { status: 'all', limit: 5, cursor: plain.next_cursor ?? '' })
    ).json<Page>();
    expect(next).toMatchObject({ count: 1005, count_is_estimate: false });
  });

  it('keeps the plain views as they were, with a cursor to go on', async () => {
    const shop = await openShop(t.app);
    const orders3 = [await draftOrder(t.app, shop.headers), await draftOrder(t.app, shop.headers)];
    const first = (await list(shop.headers, { status: 'all', limit: 1 })).json<Page>();
    expect(first).toMatchObject({
      count: 2,
      count_is_estimate: false,
      items: [{ number: orders3[1]?.number }],
    });
    const second = (
      await list(shop.headers, { status: 'all', limit: 1, cursor: first.next_cursor ?? '' })
    ).json<Page>();
    expect(second).toMatchObject({ count: 2, next_cursor: null, items: [{ number: orders3[0]?.number }] });
    const byOffset = (await list(shop.headers, { status: 'all', limit: 1, offset: 1 })).json<Page>();
    expect(byOffset).toMatchObject({ count: 2, next_cursor: null, items: [{ number: orders3[0]?.number }] });
  });
});
