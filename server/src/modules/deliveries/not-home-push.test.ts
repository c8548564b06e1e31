import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../test/push-service-stand-in';
import { openShop } from '../../test/shop-setup';
import { setupDeliveryRun } from './delivery-run-setup';

const { t, deliveryOrder, step, florist } = setupDeliveryRun();
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushServiceStandIn();
});
afterAll(() => service.close());

describe('pushes of a delivery marked not home', () => {
  it('reach the devices that chose them with the order and its slot, without the driver’s note', async () => {
    const shop = await openShop(t.app);
    const device = service.device();
    const subscribed = await t.app.inject({
      method: 'PUT',
      url: '/api/push/subscriptions',
      headers: shop.headers,
      payload: { endpoint: device.endpoint, keys: device.keys, kinds: ['not_home'], quiet_hours: null },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const frida = await florist(shop);
    const order = await deliveryOrder(shop);
    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id })).statusCode,
    ).toBe(200);
    await t.app.pushes.flush();
    expect(service.pushesTo(device.name)).toEqual([]);

    const note = 'Not home, card in the letterbox';
    expect((await step(frida.headers, order.uuid, 'attempted', { note })).statusCode).toBe(200);
    await t.app.pushes.flush();
    expect(service.refused).toEqual([]);
    const pushes = service.pushesTo(device.name).map((push) => push.payload);
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
});
