import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

const t = setupTestApp();
const URL = '/api/discount-codes';

const spring = { code: 'spring10', kind: 'percent', value: 10 };
const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });

describe('discount codes (staff)', () => {
  it('are made, listed with uses and uses left, changed and read back', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    const created = await post(headers, { ...spring, max_uses: 5, min_order: 30, ends_on: '2030-12-31' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      min_order: 30,
      starts_on: null,
      ends_on: '2030-12-31',
      max_uses: 5,
      uses: 0,
      remaining: 5,
      once_per_customer: false,
      is_active: true,
    });
    const id = created.json().id;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers,
      payload: { kind: 'fixed', value: 7.5, max_uses: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'fixed', value: 7.5, max_uses: null, remaining: null });
    const list = await t.app.inject({ method: 'GET', url: URL, headers });
    expect(list.json()).toMatchObject({ count: 1, items: [{ id, code: 'SPRING10' }] });
    expect((await t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers })).json().value).toBe(7.5);
  });

  it.each([
    ['a percent above 100', { ...spring, value: 120 }, 'value'],
    ['a percent with decimals', { ...spring, value: 12.5 }, 'value'],
    ['a value of 0', { ...spring, kind: 'fixed', value: 0 }, 'value'],
    ['an unknown kind', { ...spring, kind: 'half' }, 'kind'],
    ['a code with spaces', { ...spring, code: 'two words' }, 'code'],
    ['a code too short', { ...spring, code: 'ab' }, 'code'],
    ['an end before the start', { ...spring, starts_on: '2030-05-02', ends_on: '2030-05-01' }, 'ends_on'],
    ['no uses allowed', { ...spring, max_uses: 0 }, 'max_uses'],
    ['a negative minimum', { ...spring, min_order: -1 }, 'min_order'],
  ])('refuse %s (400, naming the field)', async (_, payload, field) => {
    const owner = await signUpOwner(t.app);
    const response = await post(bearer(owner.access), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('are unique per shop whatever the case; another shop may use the same code', async () => {
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    expect((await post(bearer(first.access), spring)).statusCode).toBe(201);
    const again = await post(bearer(first.access), { ...spring, code: ' Spring10 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toHaveProperty('code');
    expect((await post(bearer(second.access), spring)).statusCode).toBe(201);
  });

  it('are for owner and manager: a florist gets 403, no session 401', async () => {
    const owner = await signUpOwner(t.app);
    const manager = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
    expect((await post(bearer(manager.access), spring)).statusCode).toBe(201);
    expect((await post(bearer(florist.access), { ...spring, code: 'OTHER' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: bearer(florist.access) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('of another shop answer 404 to read, change and delete', async () => {
    const owner = await signUpOwner(t.app);
    const stranger = await signUpOwner(t.app);
    const id = (await post(bearer(owner.access), spring)).json().id;
    const headers = bearer(stranger.access);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers })).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers,
      payload: { value: 50 },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/not-an-id`, headers })).statusCode).toBe(400);
  });

  it('are deleted when never used, switched off when used; uses cannot go below what was used', async () => {
    const shop = await openShop(t.app);
    const unused = (await post(shop.headers, { ...spring, code: 'UNUSED' })).json().id;
    const used = (await post(shop.headers, { ...spring, code: 'USED', max_uses: 3 })).json().id;
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const ip = uniqueIp();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/discount`,
      payload: { code: 'used' },
      remoteAddress: ip,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}`,
      payload: deliveryDetails(),
      remoteAddress: ip,
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const lower = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${used}`,
      headers: shop.headers,
      payload: { max_uses: 0 },
    });
    expect(lower.statusCode).toBe(400);
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: shop.headers });
    expect((await del(unused)).json()).toEqual({ deactivated: false });
    expect((await del(used)).json()).toEqual({ deactivated: true });
    const list = (await t.app.inject({ method: 'GET', url: URL, headers: shop.headers })).json();
    expect(list.items).toEqual([
      expect.objectContaining({ code: 'USED', uses: 1, remaining: 2, is_active: false }),
    ]);
    // The deleted code's name is free again.
    expect((await post(shop.headers, { ...spring, code: 'UNUSED' })).statusCode).toBe(201);
  });
});
