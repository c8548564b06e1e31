import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { openShop } from '../../../test/shop-setup';
import { setupCounter, walkIn } from './counter-setup';

/*
 * A counter order's receipt e-mailed on request: in the shop's name, to the order's own address
 * only, another shop's order not found, and a limit per shop.
 */

const { t, post } = setupCounter();

describe('e-mailed receipts', () => {
  it('queues the receipt in the shop’s name when the order has an address', async () => {
    const shop = await openShop(t.app);
    const email = `receipt-${Date.now()}@example.com`;
    const order = (await post(shop, walkIn({ customer_email: email }))).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: shop.headers,
    });
    expect(sent.statusCode).toBe(202);
    // The paid order's invoice went to the same address (docs/decisions/047); the receipt is the other mail.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%receipt%')));
    expect(mail?.subject).toContain(`receipt for order #${order.number}`);
    expect(mail?.text).toContain('Total: €24.50');
    expect(mail?.text).toContain('Paid on');
  });

  it('refuses without an address (409) and another shop’s order (404)', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = (await post(shop, walkIn())).json();
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: shop.headers,
    });
    expect(none.statusCode).toBe(409);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is limited per shop', async () => {
    const shop = await openShop(t.app);
    const email = `flood-${Date.now()}@example.com`;
    const order = (await post(shop, walkIn({ customer_email: email }))).json();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}/receipt-mail`,
        headers: shop.headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%receipt%')));
    expect(queued).toHaveLength(60);
  });
});
