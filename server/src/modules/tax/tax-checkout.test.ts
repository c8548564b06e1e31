import { describe, expect, it } from 'vitest';
import { connectShop, sendEvent, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { openShop, salesTaxOnTop, setTaxSettings } from '../../test/shop-setup';

const t = setupCardApp();

describe('card checkout with tax', () => {
  it('charges the stored gross total, sales tax on top, and the payment of it counts', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    await setTaxSettings(t.app, shop.headers, salesTaxOnTop(8.875));
    // 19.99 + 5.90 delivery = 25.89 net; 8.875 % of it = 2.30 (2.2977); the customer pays 28.19.
    const order = await submittedOrder(t.app, shop, { price: 19.99 });
    const answered = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` });
    expect(answered.json()).toMatchObject({ total: 28.19, net_total: 25.89, tax_total: 2.3 });
    const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    expect(t.provider.sessions.get(sessionId)).toMatchObject({ amount_total: 2819, currency: 'eur' });
    // The provider reports that amount paid: the webhook's amount check agrees with the stored total.
    expect((await sendEvent(t.app, t.provider.pay(sessionId))).json()).toMatchObject({ changed: 1 });
    const paid = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` });
    expect(paid.json()).toMatchObject({ payment_status: 'done' });
  });

  it('refuses a payment of the price before tax', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    await setTaxSettings(t.app, shop.headers, salesTaxOnTop(10));
    const order = await submittedOrder(t.app, shop, { price: 10 });
    const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    const event = t.provider.pay(sessionId);
    // 15.90 net, 17.49 with tax: a session for the net amount does not pay the order.
    const net = {
      ...event,
      id: `${event.id}_net`,
      data: { object: { ...event.data.object, amount_total: 1590 } },
    };
    expect((await sendEvent(t.app, net)).json()).toMatchObject({ changed: 0 });
    expect((await sendEvent(t.app, event)).json()).toMatchObject({ changed: 1 });
  });
});
