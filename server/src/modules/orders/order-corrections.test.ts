import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

async function submittedOrder() {
  const shop = await openShop(t.app);
  const order = await draftOrder(t.app, shop.headers, { price: 30 });
  await t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}`, payload: deliveryDetails() });
  return { shop, order };
}
const setStatus = (headers: Record<string, string>, uuid: string, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/status`, headers, payload: { status } });

describe('corrections', () => {
  it('let staff change a ready order’s details, recorded as theirs, but not a done one', async () => {
    const { shop, order } = await submittedOrder();
    await setStatus(shop.headers, order.uuid, 'ready');
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ card_message: 'Changed' }),
    });
    expect(asCustomer.statusCode).toBe(409);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
      payload: deliveryDetails({ card_message: 'Changed by the shop' }),
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toMatchObject({ card_message: 'Changed by the shop', order_status: 'ready' });
    await setStatus(shop.headers, order.uuid, 'done');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
      payload: deliveryDetails(),
    });
    expect(late.statusCode).toBe(409);
  });

  it('treat someone of another shop as a customer', async () => {
    const { order } = await submittedOrder();
    const other = await openShop(t.app);
    const { shop } = { shop: other };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
      payload: deliveryDetails({ card_message: 'Customer edit' }),
    });
    // Pending and unpaid: a customer may still change it, and the history shows no staff member.
    expect(response.statusCode).toBe(200);
  });

  it('let staff submit a draft on the customer’s behalf, recorded in the history as theirs', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
      payload: deliveryDetails(),
    });
    const intern = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: shop.headers })
    ).json();
    expect(intern.history[1]).toMatchObject({ to_status: 'pending', by: { id: expect.any(String) } });
  });

  it('keep an order in its window when other details change, even when the window has filled since', async () => {
    const { shop, order } = await submittedOrder();
    const date = deliveryDetails().delivery_date;
    for (let i = 0; i < 1; i++) {
      const other = await draftOrder(t.app, shop.headers);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/orders/${other.uuid}`, payload: deliveryDetails() }))
          .statusCode,
      ).toBe(200);
    }
    const third = await draftOrder(t.app, shop.headers);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${third.uuid}`, payload: deliveryDetails() }))
        .statusCode,
    ).toBe(400);
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ delivery_date: date, recipient_name: 'Someone else' }),
    });
    expect(corrected.statusCode).toBe(200);
  });

  it('let a florist correct everything but the prices, which stay with owner and manager', async () => {
    const { shop, order } = await submittedOrder();
    const florist = bearer(
      (await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' })).access,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/prices`,
      headers: florist,
      payload: { price: 1, delivery_price: 0 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/note`,
      headers: florist,
      payload: { note: 'Extra ribbon' },
    });
    expect(note.statusCode).toBe(200);
    const details = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: florist,
      payload: deliveryDetails({ card_message: 'Fixed typo' }),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ card_message: 'Fixed typo', price: 30, delivery_price: 5.9 });
  });

  it('let staff correct prices until done, and the customer’s spend follows what is paid', async () => {
    const { shop, order } = await submittedOrder();
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const prices = (payload: object, headers = bearer(manager.access)) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}/prices`, headers, payload });
    expect((await prices({ price: 50, delivery_price: 0 })).statusCode).toBe(200);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(seen).toMatchObject({ price: 50, delivery_price: 0, total: 50 });
    const spent = async () =>
      (await t.database.db.select().from(customers).where(eq(customers.businessId, shop.business.id)))[0]
        ?.totalSpent;
    // The spend follows the money: nothing until it is paid, then what was paid (ADR 050).
    expect(await spent()).toBe('0.00');
    const paid = await payInCash(t.app, shop, order.uuid);
    expect(paid.statusCode).toBe(200);
    expect(await spent()).toBe('50.00');
    expect((await prices({ price: -5, delivery_price: 0 })).statusCode).toBe(400);
    expect((await prices({ price: 50, delivery_price: null })).json().details.delivery_price).toBeTruthy();
    for (const status of ['ready', 'done']) await setStatus(shop.headers, order.uuid, status);
    expect((await prices({ price: 60, delivery_price: 0 })).statusCode).toBe(409);
    const other = await openShop(t.app);
    expect((await prices({ price: 1, delivery_price: 0 }, other.headers)).statusCode).toBe(404);
  });
});

describe('order options for the customer’s form', () => {
  it('list the shop’s switches, pickup locations and served zip codes with their city', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/options` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      order_form: {
        delivery_enabled: true,
        pickup_enabled: true,
        require_recipient_phone: true,
        card_message_enabled: true,
        card_message_max_length: 50,
        allow_pay_in_shop: false,
      },
      pickup_locations: [
        {
          id: shop.location.id,
          name: 'Main shop',
          address: 'Rosenweg 1',
          city: 'Berlin',
          zipcode: '10117',
          phone: '',
        },
      ],
      delivery_zipcodes: [{ zipcode: '10115', city: 'Berlin', delivery_price: 5.9 }],
      card_payments: false,
      // The shop's, so that the page counts a gift card's send day as the server does.
      time_zone: 'UTC',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/7c9e6679-7425-40de-944b-e07fc1f90ae7/options' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a pickup location in use', () => {
  it('cannot be deleted while open orders are collected there, and can once they are done', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { method: 'pickup' });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: { ...deliveryDetails(), location_id: shop.location.id },
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/locations/${shop.location.id}`,
      headers: shop.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 open order uses this location'),
    });
    for (const status of ['ready', 'done']) await setStatus(shop.headers, order.uuid, status);
    const allowed = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/locations/${shop.location.id}`,
      headers: shop.headers,
    });
    expect(allowed.statusCode).toBe(204);
    // The done order still knows where it was collected.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json().location_id).toBe(
      shop.location.id,
    );
  });
});
