import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { jpegOf } from '../../test/product-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupDeliveryRun } from './delivery-run-setup';

/*
 * The steps the delivery run refuses: wrong method, status or progress, bad input, another shop.
 */

const { t, deliveryOrder, moveTo, step, delivered, intern, florist } = setupDeliveryRun();

describe('steps the run refuses', () => {
  it('answers 409 to a step the order’s method, status or progress does not allow', async () => {
    const shop = await openShop(t.app);
    const pending = await deliveryOrder(shop, {}, 'pending');
    const pickup = await draftOrder(t.app, shop.headers, { method: 'pickup' });
    const order = await deliveryOrder(shop);
    const conflict = async (uuid: string, name: string, payload?: Record<string, unknown>) => {
      const response = await step(shop.headers, uuid, name, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
    };
    await conflict(pending.uuid, 'out-for-delivery', { driver_name: 'Van' });
    await conflict(pickup.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // In the shop: neither delivered, nor attempted, nor back.
    await conflict(order.uuid, 'delivered');
    await conflict(order.uuid, 'attempted', { note: 'Nobody home' });
    await conflict(order.uuid, 'back-in-shop');
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    await conflict(order.uuid, 'out-for-delivery', { driver_name: 'Another van' });
    // Out with a driver, it cannot go back to the workbench.
    const back = await moveTo(shop.headers, order.uuid, 'pending');
    expect(back.statusCode).toBe(409);
    await delivered(shop.headers, order.uuid);
    await conflict(order.uuid, 'delivered');
    await conflict(order.uuid, 'attempted', { note: 'Nobody home' });
    await conflict(order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // A refused photo is not kept.
    const refused = await delivered(shop.headers, order.uuid, await jpegOf(20));
    expect(refused.statusCode).toBe(409);
    expect((await intern(shop.headers, order.uuid)).polaroid_photo).toBeNull();
  });

  it('keeps status changes and the run in step: done counts as delivered, undoing it puts it back on the road', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    expect((await moveTo(shop.headers, order.uuid, 'done')).statusCode).toBe(200);
    expect((await intern(shop.headers, order.uuid)).delivery_status).toBe('delivered');
    expect((await moveTo(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
      delivered_at: null,
    });
    // A delivery never sent out through the run moves as before.
    const plain = await deliveryOrder(shop);
    expect((await moveTo(shop.headers, plain.uuid, 'done')).statusCode).toBe(200);
    expect((await intern(shop.headers, plain.uuid)).delivery_status).toBeNull();
  });

  it('answers 400 with the field for bad input, and a driver who is not of the shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await deliveryOrder(shop);
    const otherOwner = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: other.headers })
    ).json<{ id: string }>().id;
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      ['out-for-delivery', {}, 'driver_id'],
      ['out-for-delivery', { driver_id: 'not-an-id' }, 'driver_id'],
      ['out-for-delivery', { driver_id: otherOwner }, 'driver_id'],
      ['out-for-delivery', { driver_id: otherOwner, driver_name: 'Van' }, 'driver_name'],
      ['out-for-delivery', { driver_name: 'x'.repeat(121) }, 'driver_name'],
      ['attempted', {}, 'note'],
      ['attempted', { note: '   ' }, 'note'],
    ];
    for (const [name, payload, field] of cases) {
      const response = await step(shop.headers, order.uuid, name, payload);
      expect(response.statusCode, `${name} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { [field]: expect.any(String) },
      });
    }
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // Not an image: refused by content, and the order stays out.
    const form = multipart({
      polaroid_photo: { filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('hello') },
    });
    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/delivered`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(notImage.statusCode).toBe(415);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
    });
  });

  it('answers another shop 404 on every step and leaves the order as it was; delete stays staff-only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await deliveryOrder(shop);
    for (const [name, payload] of [
      ['out-for-delivery', { driver_name: 'Van' }],
      ['attempted', { note: 'Nobody home' }],
      ['back-in-shop', undefined],
      ['delivered', undefined],
    ] as const) {
      const response = await step(other.headers, order.uuid, name, payload);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await intern(shop.headers, order.uuid)).delivery_status).toBeNull();
    const frida = await florist(shop);
    await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: frida.headers,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await step(frida.headers, order.uuid, 'delivered')).statusCode).toBe(404);
  });
});
