import { describe, expect, it } from 'vitest';
import { connectShop, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { openShop } from '../../test/shop-setup';

/*
 * The card provider unreachable at checkout (issue 27's faults): the connection is refused, not
 * answered with an error. The customer is told plainly, and the order stays as it was.
 */
const t = setupCardApp();

describe('checkout while the card provider cannot be reached', () => {
  it('tells the customer to try again shortly and leaves the order as it was', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const order = await submittedOrder(t.app, shop, { price: 45.5 });
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    const before = await page();

    // Gone, as a provider outage or a cut network path is: nothing listens on its address.
    await t.provider.close();
    const started = performance.now();
    const response = await startCheckout(t.app, order.uuid);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: 'The card provider cannot be reached right now; nothing was changed. Try again shortly',
    });
    // Its own retries, then the answer: not a customer left waiting on a dead connection.
    expect(performance.now() - started).toBeLessThan(15_000);
    // Nothing about the provider's internals reaches the customer.
    expect(response.json().details).toEqual({ provider: 'StripeConnectionError' });

    const after = await page();
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      order_status: 'pending',
      payment_status: expect.not.stringMatching(/paid/),
    });
  }, 30_000);
});
