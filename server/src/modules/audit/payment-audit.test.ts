import type { AuditPage } from '@contract/audit';
import { describe, expect, it } from 'vitest';
import { connectShop, sendEvent, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { openShop } from '../../test/shop-setup';

const t = setupCardApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

const paymentEvents = async (shop: Shop, uuid: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/audit`,
    headers: shop.headers,
  });
  return response.json<AuditPage>().items.filter((item) => item.actor_kind === 'card_provider');
};

describe('card payment events in the trail', () => {
  it('record one paid event, as Card payments, however often the provider sends it, and the refund', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const order = await submittedOrder(t.app, shop);
    const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    const event = t.provider.pay(sessionId);
    await Promise.all([1, 2, 3].map(() => sendEvent(t.app, event)));
    const paid = await paymentEvents(shop, order.uuid);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      action: 'order.paid',
      actor_name: 'Card payments',
      actor_id: null,
      changes: { payment_status: { to: 'done' } },
    });
    await sendEvent(t.app, t.provider.refund(sessionId));
    expect((await paymentEvents(shop, order.uuid)).map((item) => item.action)).toEqual([
      'order.refunded',
      'order.paid',
    ]);
  });

  it('record nothing when an event names another shop’s order', async () => {
    const mine = await openShop(t.app);
    const theirs = await openShop(t.app);
    const myAccount = await connectShop(t, mine);
    await connectShop(t, theirs);
    const order = await submittedOrder(t.app, theirs);
    const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    await sendEvent(t.app, { ...t.provider.pay(sessionId), account: myAccount });
    expect(await paymentEvents(theirs, order.uuid)).toEqual([]);
    const log = await t.app.inject({ method: 'GET', url: '/api/audit', headers: mine.headers });
    expect(log.json<AuditPage>().items.some((item) => item.entity_id === order.uuid)).toBe(false);
  });
});
