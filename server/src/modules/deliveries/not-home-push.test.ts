import { describe, expect, it } from 'vitest';
import { setupPushService, subscribeDevice } from '../../test/push-setup';
import { openShop } from '../../test/shop-setup';
import { setupDeliveryRun } from './delivery-run-setup';

const { t, deliveryOrder, step, florist } = setupDeliveryRun();
const push = setupPushService();

describe('pushes of a delivery marked not home', () => {
  it('reach the devices that chose them with the order and its slot, without the driver’s note', async () => {
    const shop = await openShop(t.app);
    const device = push.service.device();
    await subscribeDevice(t.app, shop.headers, device, { kinds: ['not_home'] });
    const frida = await florist(shop);
    const order = await deliveryOrder(shop);
    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id })).statusCode,
    ).toBe(200);
    await t.app.pushes.flush();
    expect(push.service.pushesTo(device.name)).toEqual([]);

    const note = 'Not home, card in the letterbox';
    expect((await step(frida.headers, order.uuid, 'attempted', { note })).statusCode).toBe(200);
    await t.app.pushes.flush();
    expect(push.service.refused).toEqual([]);
    const pushes = push.service.pushesTo(device.name).map((push) => push.payload);
    expect(pushes).toEqual([
      expect.objectContaining({
        kind: 'not_home',
        title: expect.stringMatching(/^Delivery: not home #\d+$/),
        body: expect.stringContaining('13:00-17:00'),
        url: `/intern/orders/${order.uuid}`,
      }),
    ]);
    expect(JSON.stringify(pushes)).not.toContain('letterbox');
  });

  it('leave out the devices of the person who marked it, and reach the others', async () => {
    const shop = await openShop(t.app);
    const frida = await florist(shop);
    const ownersPhone = push.service.device();
    const fridasPhone = push.service.device();
    await subscribeDevice(t.app, shop.headers, ownersPhone, { kinds: ['not_home'] });
    await subscribeDevice(t.app, frida.headers, fridasPhone, { kinds: ['not_home'] });
    const order = await deliveryOrder(shop);
    await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id });

    expect((await step(frida.headers, order.uuid, 'attempted', { note: 'Nobody there' })).statusCode).toBe(
      200,
    );
    await t.app.pushes.flush();
    expect(push.service.pushesTo(ownersPhone.name).map((push) => push.payload)).toEqual([
      expect.objectContaining({ kind: 'not_home' }),
    ]);
    expect(push.service.pushesTo(fridasPhone.name)).toEqual([]);
  });
});
