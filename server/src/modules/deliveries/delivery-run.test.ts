import { describe, expect, it } from 'vitest';
import { jpegOf } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupDeliveryRun } from './delivery-run-setup';

/*
 * The delivery run from the shop to the door: out, back, out again, delivered, with one mail a step.
 */

const { PUBLIC_URL, t, deliveryOrder, moveTo, step, delivered, intern, inbox, florist, actions } =
  setupDeliveryRun();

describe('the delivery run', () => {
  it('takes a florist’s run: out, not home, out again with a courier, delivered with a photo; one mail a step', async () => {
    const shop = await openShop(t.app);
    const frida = await florist(shop);
    const order = await deliveryOrder(shop);
    // Made is not gone: a ready delivery tells the customer nothing yet.
    expect(await inbox(order.customer)).toEqual([expect.stringContaining('we have your order')]);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      delivery_status: null,
      driver: null,
      delivery_note: null,
      out_for_delivery_at: null,
      delivered_at: null,
    });

    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id })).statusCode,
    ).toBe(200);
    const out = await intern(shop.headers, order.uuid);
    expect(out).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
      driver: { id: frida.id, name: 'Frida Driver' },
    });
    expect(Date.parse(out.out_for_delivery_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await inbox(order.customer)).toContainEqual(expect.stringContaining('is on its way'));

    const note = 'Not home, card in the letterbox';
    expect((await step(frida.headers, order.uuid, 'attempted', { note })).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'attempted',
      delivery_note: note,
    });

    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_name: 'Speedy Couriers' }))
        .statusCode,
    ).toBe(200);
    expect((await intern(shop.headers, order.uuid)).driver).toEqual({ id: null, name: 'Speedy Couriers' });

    expect((await delivered(frida.headers, order.uuid, await jpegOf(120))).statusCode).toBe(200);
    const done = await intern(shop.headers, order.uuid);
    expect(done).toMatchObject({ order_status: 'done', delivery_status: 'delivered', delivery_note: note });
    expect(done.polaroid_photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(Date.parse(done.delivered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.history.at(-1)).toMatchObject({
      from_status: 'ready',
      to_status: 'done',
      by: { id: frida.id },
    });

    const subjects = (await inbox(order.customer)).sort();
    expect(subjects).toEqual([
      expect.stringContaining('is on its way'),
      expect.stringContaining('was delivered'),
      expect.stringContaining('we have your order'),
    ]);
    const photoMail = t.smtp.messages.find(
      (m) => JSON.stringify(m.to).includes(order.customer) && m.subject?.endsWith('was delivered'),
    );
    expect(photoMail?.html).toContain(`${PUBLIC_URL}${done.polaroid_photo}`);

    // The customer's page tells the progress, and nothing of the driver.
    const publicAnswer = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(publicAnswer).toMatchObject({ order_status: 'done', delivery_status: 'delivered' });
    expect(publicAnswer).not.toHaveProperty('driver');
    expect(publicAnswer).not.toHaveProperty('delivery_note');

    expect(await actions(order.uuid)).toEqual(
      expect.arrayContaining([
        'order.out_for_delivery',
        'order.delivery_attempted',
        'order.delivered',
        'order.photo_polaroid',
      ]),
    );
    // The lists carry the progress too.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=done', headers: shop.headers });
    expect(list.json().items[0]).toMatchObject({
      uuid: order.uuid,
      delivery_status: 'delivered',
      driver: { id: null, name: 'Speedy Couriers' },
    });
  });

  it('brings an order back to the shop, and does not mail "on its way" twice when it leaves again', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Bike courier' });
    expect((await step(shop.headers, order.uuid, 'back-in-shop')).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: null,
      driver: null,
    });
    // Back in the shop it may go back to the workbench.
    expect((await moveTo(shop.headers, order.uuid, 'pending')).statusCode).toBe(200);
    await moveTo(shop.headers, order.uuid, 'ready');
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Bike courier' });
    const subjects = await inbox(order.customer);
    expect(subjects.filter((s) => s?.includes('is on its way'))).toHaveLength(1);
    expect(await actions(order.uuid)).toEqual(expect.arrayContaining(['order.back_in_shop']));
  });

  it('delivers without a photo, and leaves an earlier polaroid in place', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    expect((await delivered(shop.headers, order.uuid)).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'done',
      delivery_status: 'delivered',
      polaroid_photo: null,
    });
  });
});
