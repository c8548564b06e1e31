import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, customers } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;
type Headers = Record<string, string>;

/** A paid order from a sender to a recipient; two per window, so each takes its own slot. */
async function paidOrder(shop: Shop, details: Record<string, unknown>, price = 30) {
  const draft = await draftOrder(t.app, shop.headers, { price });
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${draft.uuid}`,
    payload: deliveryDetails({ time_slot: '13:00-17:00', ...details }),
  });
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  const paid = await payInCash(t.app, shop, draft.uuid);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return draft;
}

const lookup = (headers: Headers, q: string) =>
  t.app.inject({ method: 'GET', url: `/api/customers/lookup?q=${encodeURIComponent(q)}`, headers });

async function customerByEmail(shop: Shop, email: string) {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, shop.business.id), eq(customers.email, email)));
  if (!row) throw new Error(`no customer ${email}`);
  return row;
}

async function berlinShop() {
  const shop = await openShop(t.app);
  // Numbers typed without a country code are read as German ones (contract/phone.ts).
  await t.database.db
    .update(businesses)
    .set({ timeZone: 'Europe/Berlin' })
    .where(eq(businesses.id, shop.business.id));
  return shop;
}

describe('customers remembered', () => {
  it('are found by a phone number typed the other way, by name and by e-mail, florists included', async () => {
    const shop = await berlinShop();
    await paidOrder(shop, {
      sender_name: 'Greta Garbo',
      sender_email: 'greta@example.com',
      sender_phone: '030 5550100',
    });
    await paidOrder(shop, {
      sender_name: 'Hans Albers',
      sender_email: 'hans@example.com',
      sender_phone: '+49 40 5550177',
    });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    const names = async (q: string) =>
      (await lookup(headers, q)).json().items.map((c: { name: string }) => c.name);
    expect(await names('+49 30 5550100')).toEqual(['Greta Garbo']);
    expect(await names('040 555 0177')).toEqual(['Hans Albers']);
    expect(await names('gret')).toEqual(['Greta Garbo']);
    expect(await names('HANS@EX')).toEqual(['Hans Albers']);
    expect((await lookup(headers, 'x')).statusCode).toBe(400);
    // The list's search finds them the same way.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customers/?search=${encodeURIComponent('+4930 555 0100')}`,
      headers: shop.headers,
    });
    expect(listed.json().items.map((c: { name: string }) => c.name)).toEqual(['Greta Garbo']);
  });

  it('offer the recipients and addresses of their past orders, latest first, each once', async () => {
    const shop = await openShop(t.app);
    const sender = { sender_email: 'ada@example.com' };
    await paidOrder(shop, { ...sender, recipient_name: 'Charles', delivery_address: 'Analytical Way 3' });
    await paidOrder(shop, { ...sender, recipient_name: 'Mary', delivery_address: 'Somerville Row 1' });
    await paidOrder(shop, { ...sender, recipient_name: 'Charles', delivery_address: 'Analytical Way 3' });
    const ada = await customerByEmail(shop, 'ada@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${ada.id}/recipients`,
      headers: shop.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toMatchObject([
      { recipient_name: 'Charles', delivery_address: 'Analytical Way 3', delivery_zipcode: '10115' },
      { recipient_name: 'Mary', delivery_address: 'Somerville Row 1' },
    ]);
  });

  it('are corrected by staff, with a note that their orders show', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop, { sender_email: 'ada@example.com' });
    const ada = await customerByEmail(shop, 'ada@example.com');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${ada.id}`,
      headers: shop.headers,
      payload: { name: 'Ada King', email: 'ada.king@example.com', note: 'No lilies — allergic' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ada King',
      email: 'ada.king@example.com',
      note: 'No lilies — allergic',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(detail.json()).toMatchObject({ customer_note: 'No lilies — allergic' });
    // The next order with the new e-mail is hers.
    await paidOrder(shop, { sender_email: 'ADA.KING@example.com', sender_name: 'Someone' });
    expect(await customerByEmail(shop, 'ada.king@example.com')).toMatchObject({
      name: 'Ada King',
      orderCount: 2,
    });
  });

  it('refuse an edit that would make two records one person, and bad fields, without changing a thing', async () => {
    const shop = await openShop(t.app);
    await paidOrder(shop, { sender_email: 'ada@example.com' });
    await paidOrder(shop, { sender_email: 'grace@example.com', sender_name: 'Grace' });
    const ada = await customerByEmail(shop, 'ada@example.com');
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/customers/${ada.id}`, headers: shop.headers, payload });
    const taken = await patch({ email: 'Grace@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', details: { customer_id: expect.any(String) } });
    for (const payload of [
      { email: 'not-an-address' },
      { name: '' },
      { note: 'x'.repeat(1001) },
      { role: 'owner' },
    ]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await patch({ email: null, phone: null })).statusCode).toBe(400);
    expect(await customerByEmail(shop, 'ada@example.com')).toMatchObject({
      name: 'Ada Lovelace',
      note: null,
    });
  });

  it('merge two records of one person: the orders move, notes join, figures are counted again', async () => {
    const shop = await openShop(t.app);
    await paidOrder(shop, { sender_email: 'ada@example.com' }, 30);
    const second = await paidOrder(
      shop,
      { sender_email: 'ada@work.example', sender_name: 'A. Lovelace' },
      20,
    );
    const home = await customerByEmail(shop, 'ada@example.com');
    const work = await customerByEmail(shop, 'ada@work.example');
    for (const [id, note] of [
      [home.id, 'Likes tulips'],
      [work.id, 'Invoice to the office'],
    ] as const) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/customers/${id}`,
        headers: shop.headers,
        payload: { note },
      });
    }
    const merge = (id: string, other: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/${id}/merge`,
        headers: shop.headers,
        payload: { other_id: other },
      });
    expect((await merge(home.id, home.id)).statusCode).toBe(400);
    const response = await merge(home.id, work.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ada Lovelace',
      order_count: 2,
      total_spent: 61.8,
      note: 'Likes tulips\nInvoice to the office',
    });
    const gone = await t.database.db.select().from(customers).where(eq(customers.id, work.id));
    expect(gone).toEqual([]);
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${home.id}/orders`,
      headers: shop.headers,
    });
    expect(orders.json().items.map((o: { number: number }) => o.number)).toContain(second.number);
    expect((await merge(home.id, work.id)).statusCode).toBe(404);
  });

  it('are the shop’s own: another shop’s customer is not found, and florists only look up', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await paidOrder(other, { sender_email: 'secret@example.com' });
    await paidOrder(shop, { sender_email: 'mine@example.com' });
    const theirs = await customerByEmail(other, 'secret@example.com');
    const mine = await customerByEmail(shop, 'mine@example.com');
    const h = shop.headers;
    expect((await lookup(h, 'secret')).json().items).toEqual([]);
    const inject = t.app.inject.bind(t.app);
    expect(
      (await inject({ method: 'GET', url: `/api/customers/${theirs.id}/recipients`, headers: h })).statusCode,
    ).toBe(404);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/customers/${theirs.id}`,
          headers: h,
          payload: { note: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const cross = await inject({
      method: 'POST',
      url: `/api/customers/${mine.id}/merge`,
      headers: h,
      payload: { other_id: theirs.id },
    });
    expect(cross.statusCode).toBe(404);
    const florist = bearer(
      (await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' })).access,
    );
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/customers/${mine.id}`,
          headers: florist,
          payload: { note: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/customers/${mine.id}/recipients`, headers: florist }))
        .statusCode,
    ).toBe(200);
    expect(await customerByEmail(other, 'secret@example.com')).toMatchObject({ note: null, orderCount: 1 });
  });
});
