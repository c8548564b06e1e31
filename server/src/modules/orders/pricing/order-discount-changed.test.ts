import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readItemsOf } from '../../../db/order-lines';
import { auditEvents, orders } from '../../../db/schema';
import { draftOrder, openShop } from '../../../test/shop-setup';
import { CODE_TRIES_PER_ORDER } from './order-discount.routes';
import { applyCodeIn } from './order-discount.service';
import { readForCode } from './order-discount-read';
import { setupOrderDiscount } from './order-discount-setup';

/*
 * A draft's code is written without a lock, over the order as it was read (ADR 072): a write over
 * an order that changed in between is refused whole, and the code is applied to the order as it
 * then stands. The order and its trail never disagree.
 */

const { t, makeCode, apply, read } = setupOrderDiscount();

const trailOf = (orderId: string) =>
  t.database.db
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'order'), eq(auditEvents.entityId, orderId)))
    .orderBy(asc(auditEvents.id));

const codeEvents = async (orderId: string) =>
  (await trailOf(orderId)).filter(({ action }) => action.startsWith('order.discount_code'));

describe('a draft’s code over an order that changed since it was read', () => {
  it('is refused and writes nothing; applied again, it takes the order as it now stands', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'TEN', value: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const db = t.database.db;
    const before = await readForCode(db, { uuid: draft.uuid, code: 'TEN' });
    await db.update(orders).set({ cardMessage: 'Changed meanwhile' }).where(eq(orders.id, draft.uuid));

    const items = await readItemsOf(db, draft.uuid);
    const stale = applyCodeIn(db, { ...before, known: before.found, code: 'TEN', now: new Date(), items });
    await expect(stale).rejects.toThrow();
    const [row] = await db.select().from(orders).where(eq(orders.id, draft.uuid));
    expect(row).toMatchObject({ discountCode: null, cardMessage: 'Changed meanwhile' });
    expect(await codeEvents(draft.uuid)).toEqual([]);

    const applied = await apply(draft.uuid, 'TEN');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      discount_code: 'TEN',
      discount_total: 4,
      card_message: 'Changed meanwhile',
    });
    expect((await codeEvents(draft.uuid)).map(({ action }) => action)).toEqual([
      'order.discount_code_applied',
    ]);
  });

  it('two codes sent at once, again and again: every call answers, and the order is what its trail says last', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'TEN', value: 10 });
    await makeCode(shop, { code: 'TWENTY', value: 20 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    // As many as one order may try in an hour (CODE_TRIES_PER_ORDER).
    const sent = Array.from({ length: CODE_TRIES_PER_ORDER }, (_, i) => (i % 2 ? 'TWENTY' : 'TEN'));
    const answers = await Promise.all(sent.map((code) => apply(draft.uuid, code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));

    const events = await codeEvents(draft.uuid);
    const last = events.at(-1)?.changes as { discount_code: { to: string } } | undefined;
    const order = await read(draft.uuid);
    expect(order.discount_code).toBe(last?.discount_code.to);
    expect(order.discount_total).toBe(order.discount_code === 'TEN' ? 4 : 8);
    // Each event changed the code from the one before it: no write went over another unseen.
    const codes = events.map(
      ({ changes }) => (changes as { discount_code: { from: string | null; to: string } }).discount_code,
    );
    for (const [i, change] of codes.entries()) expect(change.from).toBe(i === 0 ? null : codes[i - 1]?.to);
  });
});
