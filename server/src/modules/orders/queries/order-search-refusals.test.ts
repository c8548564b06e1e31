import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../../test/fixtures';
import { openShop } from '../../../test/shop-setup';
import { type Page, setupOrderSearch } from './order-search-setup';

/*
 * What the order search refuses: queries it cannot read (400 with the field), another shop's
 * orders by any way in, and anyone signed out; florists may search.
 */

const { t, list, numbersOf, placeOrder, userId } = setupOrderSearch();

describe('order search', () => {
  it.each([
    ['a cursor that is not one', { cursor: 'not-a-cursor' }, 'cursor'],
    [
      'a cursor of another view',
      { status: 'pending', cursor: 'WyJhbGwiLCIyMDIwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd' },
      'cursor',
    ],
    [
      'a cursor with a bad time',
      { cursor: Buffer.from('["all","2020-13-45T99:00:00.000000Z",1]').toString('base64url') },
      'cursor',
    ],
    [
      'a cursor with an offset',
      { cursor: 'WyJhbGwiLCIyMDIwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd', offset: 20 },
      'cursor',
    ],
    ['a search too short', { search: 'ab' }, 'search'],
    ['a search too long', { search: 'x'.repeat(121) }, 'search'],
    ['an unknown payment status', { payment_status: 'maybe' }, 'payment_status'],
    ['an unknown method', { method: 'drone' }, 'method'],
    ['a date that does not exist', { from: '2026-02-30' }, 'from'],
    ['a range that ends before it starts', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['a location that is not an id', { location_id: '12' }, 'location_id'],
    ['an assignee that is not a person', { assigned_to: 'me' }, 'assigned_to'],
  ])('refuses %s (400)', async (_label, query, field) => {
    const shop = await openShop(t.app);
    const response = await list(shop.headers, query as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().details[field]).toBeTruthy();
  });

  it("never finds another shop's orders, by search, location, assignee or cursor", async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = await placeOrder(other, {
      recipient_name: 'Secret Recipient',
      recipient_phone: '0999 888 777',
    });
    const otherOwner = await userId(other.headers);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${theirs.uuid}/assign`,
      headers: other.headers,
      payload: { assigned_to: otherOwner },
    });
    const queries: Record<string, string>[] = [
      { search: 'secret' },
      { search: '0999888777' },
      { search: `#${theirs.number}` },
      { location_id: other.location.id },
      { assigned_to: otherOwner },
    ];
    for (const query of queries) {
      const response = await list(shop.headers, { status: 'all', ...query });
      expect(response.json<Page>(), JSON.stringify(query)).toMatchObject({ items: [], count: 0 });
    }
    // Their cursor only says where to continue in one's own shop.
    const theirPage = (await list(other.headers, { status: 'all', search: 'secret', limit: 1 })).json<Page>();
    expect(theirPage.items).toHaveLength(1);
  });

  it('lets florists search, and nobody signed out', async () => {
    const shop = await openShop(t.app);
    await placeOrder(shop, { recipient_name: 'Florist Visible' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect(await numbersOf(bearer(florist.access), { search: 'visible', status: 'pending' })).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders?search=visible' });
    expect(anonymous.statusCode).toBe(401);
  });
});
