import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

/** The test shop, serving a second, dearer zone: 10999 for 12.50 besides 10115 for 5.90. */
async function shopWithTwoZones() {
  const shop = await openShop(t.app);
  await t.app.inject({
    method: 'POST',
    url: `/api/business/zipcodes/${shop.location.id}/`,
    headers: shop.headers,
    payload: { zipcode: '10999', delivery_price: 12.5 },
  });
  return shop;
}

// The afternoon window has no capacity limit, so a test may submit as many orders as it needs.
const submit = (uuid: string, zipcode: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails({ delivery_zipcode: zipcode, time_slot: '13:00-17:00' }),
  });

describe('the delivery price of an order', () => {
  it('follows the zip code on every submission when nobody typed it', async () => {
    const shop = await shopWithTwoZones();
    const order = await draftOrder(t.app, shop.headers, { price: 30 });
    expect((await submit(order.uuid, '10115')).json()).toMatchObject({ delivery_price: 5.9, total: 35.9 });
    const dearer = await submit(order.uuid, '10999');
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json()).toMatchObject({ delivery_price: 12.5, total: 42.5 });
    expect((await submit(order.uuid, '10115')).json()).toMatchObject({ delivery_price: 5.9 });
  });

  it('stays as staff typed it on the draft, whatever zip code the customer gives', async () => {
    const shop = await shopWithTwoZones();
    const order = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 3 });
    expect((await submit(order.uuid, '10115')).json()).toMatchObject({ delivery_price: 3 });
    expect((await submit(order.uuid, '10999')).json()).toMatchObject({ delivery_price: 3, total: 33 });
  });

  it('stays as staff corrected it, but a correction of the flowers alone leaves it automatic', async () => {
    const shop = await shopWithTwoZones();
    const prices = (uuid: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/prices`, headers: shop.headers, payload });

    const flowersOnly = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(flowersOnly.uuid, '10115');
    expect((await prices(flowersOnly.uuid, { price: 35, delivery_price: 5.9 })).statusCode).toBe(200);
    expect((await submit(flowersOnly.uuid, '10999')).json()).toMatchObject({
      price: 35,
      delivery_price: 12.5,
    });

    const corrected = await draftOrder(t.app, shop.headers, { price: 30 });
    await submit(corrected.uuid, '10115');
    expect((await prices(corrected.uuid, { price: 30, delivery_price: 4 })).statusCode).toBe(200);
    expect((await submit(corrected.uuid, '10999')).json()).toMatchObject({ delivery_price: 4 });

    // Cleared on the draft, the price goes back to the zip code.
    const cleared = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 3 });
    expect((await prices(cleared.uuid, { price: 30, delivery_price: null })).statusCode).toBe(200);
    expect((await submit(cleared.uuid, '10999')).json()).toMatchObject({ delivery_price: 12.5 });
    const [row] = await t.database.db
      .select({ manual: orders.deliveryPriceManual })
      .from(orders)
      .where(eq(orders.id, cleared.uuid));
    expect(row?.manual).toBe(false);
  });
});
