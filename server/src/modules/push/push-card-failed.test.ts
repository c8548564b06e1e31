import { describe, expect, it } from 'vitest';
import { connectShop, sendEvent, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { setupPushService, subscribeDevice } from '../../test/push-setup';
import { openShop } from '../../test/shop-setup';

const t = setupCardApp();
const push = setupPushService();

describe('pushes of a failed card payment', () => {
  it('reach the devices that chose them when a payment fails, not when a customer leaves the payment page', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const device = push.service.device();
    await subscribeDevice(t.app, shop.headers, device, { kinds: ['card_failed'] });

    const left = await submittedOrder(t.app, shop);
    const leftSession = (await startCheckout(t.app, left.uuid)).json<{ sessionId: string }>().sessionId;
    expect((await sendEvent(t.app, t.provider.expire(leftSession))).json()).toMatchObject({ changed: 1 });
    await t.app.pushes.flush();
    expect(push.service.pushesTo(device.name)).toEqual([]);

    const failed = await submittedOrder(t.app, shop);
    const session = (await startCheckout(t.app, failed.uuid)).json<{ sessionId: string }>().sessionId;
    const event = { ...t.provider.expire(session), type: 'checkout.session.async_payment_failed' };
    expect((await sendEvent(t.app, event)).json()).toMatchObject({ changed: 1 });
    await t.app.pushes.flush();
    expect(push.service.refused).toEqual([]);
    expect(push.service.pushesTo(device.name).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        kind: 'card_failed',
        title: expect.stringMatching(/^Card payment failed #\d+$/),
        url: `/intern/orders/${failed.uuid}`,
      }),
    ]);
  });
});
