import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { openShop } from '../../../test/shop-setup';
import { setupOrderSearch } from './order-search-setup';

/*
 * The people an order can be given to: the shop's active team for anyone of it, and an order given
 * to a florist found under their name.
 */

const { t, numbersOf, placeOrder, userId } = setupOrderSearch();

describe('team people', () => {
  it('lists the active people of the shop for anyone of it, without e-mails or other shops', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const gone = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    await t.database.db
      .update(users)
      .set({ firstName: 'Flo', lastName: 'Rist' })
      .where(eq(users.email, florist.email));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, gone.email));
    await addStaff(t.app, t.database.db, { businessId: other.business.id, role: 'florist' });
    // An owner who never gave a name is named by their role, not by their e-mail address.
    const ownerId = await userId(shop.headers);
    await t.database.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, ownerId));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: bearer(florist.access),
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<{ items: { id: string; name: string; role: string }[]; count: number }>();
    expect(people.count).toBe(2);
    expect(people.items.map((p) => p.role)).toEqual(['owner', 'florist']);
    expect(people.items[1]).toEqual({
      id: await userId(bearer(florist.access)),
      name: 'Flo Rist',
      role: 'florist',
    });
    expect(Object.keys(people.items[0] ?? {}).sort()).toEqual(['id', 'name', 'role']);
    expect(people.items[0]).toEqual({ id: ownerId, name: 'Owner', role: 'owner' });
    expect(response.body).not.toContain('@');

    expect((await t.app.inject({ method: 'GET', url: '/api/users/team' })).statusCode).toBe(401);
  });

  it('gives an order to a florist, who then finds it under their name', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/users/team', headers: shop.headers })
    ).json<{
      items: { id: string; role: string }[];
    }>();
    const floristId = people.items.find((p) => p.role === 'florist')?.id as string;
    const order = await placeOrder(shop, { recipient_name: 'Assigned Person' });
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/assign`,
      headers: shop.headers,
      payload: { assigned_to: floristId },
    });
    expect(assign.statusCode).toBe(200);
    expect(await numbersOf(bearer(florist.access), { status: 'pending', assigned_to: floristId })).toEqual([
      order.number,
    ]);
    expect(await numbersOf(shop.headers, { status: 'pending', assigned_to: 'none' })).toEqual([]);
  });
});
