import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { daysFromNow, deliveryDetails, draftOrder, openShop, payInCash } from '../../../test/shop-setup';
import { type Page, setupOrderSearch } from './order-search-setup';

/*
 * What the order search finds: an order by any of its fields, within the view and the filters, and
 * a phone number however it was stored and typed.
 */

const { t, list, numbersOf, placeOrder, userId } = setupOrderSearch();

describe('order search', () => {
  it('finds an order by each of its fields, and by number with or without #', async () => {
    const shop = await openShop(t.app);
    const target = await placeOrder(shop, {
      sender_name: 'Grace Hopper',
      sender_email: 'grace.hopper@navy.example',
      sender_phone: '+1 (202) 555-0199',
      recipient_name: 'Margaret Hamilton',
      recipient_phone: '06 12 34 56 78',
      delivery_address: 'Apollo Lane 11',
      delivery_city: 'Cambridge',
      delivery_zipcode: '10115',
      card_message: 'To the moon and back',
    });
    const other = await placeOrder(shop, { recipient_name: 'Alan Turing', delivery_city: 'Manchester' });
    const only = [target.number];
    for (const search of [
      'hopper',
      'GRACE hop',
      'grace.hopper@navy',
      'margaret',
      '0612345678',
      '06-12-34 5678',
      '2025550199',
      'apollo lane',
      'cambridge',
      'moon and back',
      `#${target.number}`,
    ]) {
      expect(await numbersOf(shop.headers, { status: 'all', search }), search).toEqual(only);
    }
    // The zip code both share finds both, newest first.
    expect(await numbersOf(shop.headers, { status: 'all', search: '10115' })).toEqual([
      other.number,
      target.number,
    ]);
    // A bare number finds the order with it (and any phone or zip that holds the digits).
    expect(await numbersOf(shop.headers, { status: 'all', search: String(other.number) })).toEqual([
      other.number,
    ]);
    // Percent and underscore are letters, not patterns.
    expect(await numbersOf(shop.headers, { status: 'all', search: '%%%' })).toEqual([]);
    expect(await numbersOf(shop.headers, { status: 'all', search: 'nobody-like-this' })).toEqual([]);
  });

  it('combines the search with the view and the filters', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const floristId = await userId(bearer(florist.access));
    const later = daysFromNow(5);
    const a = await placeOrder(
      shop,
      { recipient_name: 'Rose Red', delivery_date: later },
      { assigned_to: floristId },
    );
    const b = await placeOrder(shop, { recipient_name: 'Rose White' });
    const c = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 20 });
    await payInCash(t.app, shop, b.uuid);
    const h = shop.headers;
    expect(await numbersOf(h, { status: 'all', search: 'rose' })).toEqual([b.number, a.number]);
    expect(await numbersOf(h, { status: 'pending', search: 'rose' })).toEqual([b.number, a.number]);
    expect(await numbersOf(h, { status: 'done', search: 'rose' })).toEqual([]);
    expect(await numbersOf(h, { search: 'rose', payment_status: 'done' })).toEqual([b.number]);
    expect(await numbersOf(h, { payment_status: 'pending', method: 'delivery' })).toEqual([a.number]);
    expect(await numbersOf(h, { method: 'pickup' })).toEqual([c.number]);
    expect(await numbersOf(h, { from: later, to: later })).toEqual([a.number]);
    expect(await numbersOf(h, { from: daysFromNow(6) })).toEqual([]);
    expect(await numbersOf(h, { to: daysFromNow(2), search: 'rose' })).toEqual([b.number]);
    expect(await numbersOf(h, { assigned_to: floristId })).toEqual([a.number]);
    expect(await numbersOf(h, { assigned_to: 'none' })).toEqual([c.number, b.number]);
    expect(await numbersOf(h, { assigned_to: 'none', search: 'rose', method: 'delivery' })).toEqual([
      b.number,
    ]);
    const pickupShop = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${c.uuid}`,
      payload: { ...deliveryDetails(), location_id: shop.location.id },
    });
    expect(pickupShop.statusCode, pickupShop.body).toBe(200);
    // Deliveries belong to the location of their zip code, pickups to the chosen shop.
    expect(await numbersOf(h, { location_id: shop.location.id })).toEqual([c.number, b.number, a.number]);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/business/locations/',
      headers: h,
      payload: { name: 'Market stall', address: 'Markt 2', city: 'Berlin', zipcode: '10119' },
    });
    expect(await numbersOf(h, { location_id: second.json<{ id: string }>().id })).toEqual([]);
    const filtered = (await list(h, { status: 'all', method: 'delivery' })).json<Page>();
    expect(filtered).toMatchObject({ count: 2, count_is_estimate: false, next_cursor: null });
  });

  it('finds a phone number however it was stored and typed, read in the shop’s country, in its own shop only', async () => {
    const berlin = async () => {
      const shop = await openShop(t.app);
      // Numbers typed without a country code are read as German ones (contract/phone.ts).
      await t.database.db
        .update(businesses)
        .set({ timeZone: 'Europe/Berlin' })
        .where(eq(businesses.id, shop.business.id));
      return shop;
    };
    const shop = await berlin();
    const other = await berlin();
    const international = await placeOrder(shop, { sender_phone: '+49 30 5550100' });
    const national = await placeOrder(shop, {
      recipient_phone: '030 5550177',
      delivery_date: daysFromNow(2),
    });
    await placeOrder(shop, {
      sender_phone: '+49 40 5550100',
      recipient_phone: '040 5550177',
      delivery_date: daysFromNow(3),
    });
    // The same numbers in another shop are never found from this one.
    await placeOrder(other, { sender_phone: '030 5550100', recipient_phone: '+49 30 5550177' });
    const cases: [string, number][] = [
      ['030 5550100', international.number],
      ['030/555 01 00', international.number],
      ['+49 30 5550100', international.number],
      ['0049 30 5550100', international.number],
      ['+49 30 5550177', national.number],
      ['+49 (30) 555-0177', national.number],
      ['030 5550177', national.number],
    ];
    for (const [search, number] of cases) {
      const response = await list(shop.headers, { status: 'all', search });
      expect(response.json<Page>(), search).toMatchObject({ items: [{ number }], count: 1 });
    }
    const theirs = await list(other.headers, { status: 'all', search: '+49 30 5550100' });
    expect(theirs.json<Page>().count).toBe(1);
  });

  it('finds each new version of an order at once, its trigrams still in the index’s pending list', async () => {
    // The index merges new entries a list at a time, from a list kept small (docs/decisions/088):
    // a search reads the list too, so what was just written is found before any merge.
    const index = await t.database.db.execute<{ options: string[] }>(
      sql`select reloptions as options from pg_class where relname = 'orders_search_idx'`,
    );
    expect(index.rows[0]?.options).toEqual(['fastupdate=on', 'gin_pending_list_limit=128']);
    const shop = await openShop(t.app);
    const order = await placeOrder(shop, { recipient_name: 'Ada Lovelace' });
    expect(await numbersOf(shop.headers, { status: 'pending', search: 'lovelace' })).toEqual([order.number]);
    const ready = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/status`,
      headers: shop.headers,
      payload: { status: 'ready' },
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await numbersOf(shop.headers, { status: 'ready', search: 'lovelace' })).toEqual([order.number]);
  });
});
