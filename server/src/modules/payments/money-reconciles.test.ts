import { decimalToCents } from '@contract/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCards, orders, paymentEntries } from '../../db/schema';
import { buyGiftCard, spendGiftCard } from '../../test/gift-card-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * The books hold whatever staff and customers do, in any order (docs/decisions/048): money
 * received less refunds is the revenue recognised plus what gift cards still owe; no card holds
 * more than the money kept for it; no order gives back more than it received.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;
type Placed = { uuid: string; code?: string };

const amount = fc.integer({ min: 1, max: 12_000 }).map((cents) => cents / 100);
const pick = fc.nat({ max: 50 });

const step = fc.oneof(
  fc.record({
    kind: fc.constant('sell' as const),
    price: amount,
    method: fc.constantFrom('cash', 'card', 'bank_transfer'),
    spend: fc.option(pick),
  }),
  fc.record({ kind: fc.constant('buy_card' as const), value: fc.integer({ min: 5, max: 150 }) }),
  fc.record({
    kind: fc.constant('refund' as const),
    which: pick,
    share: fc.double({ min: 0.05, max: 1.3, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('undo' as const), which: pick }),
  fc.record({ kind: fc.constant('reprice' as const), which: pick, price: amount }),
  fc.record({ kind: fc.constant('pay_difference' as const), which: pick }),
  fc.record({ kind: fc.constant('delete' as const), which: pick }),
);

type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Does each step as staff or a customer would; every answer is a success or a clear refusal (409). */
async function run(shop: Shop, list: Step[]) {
  const placed: Placed[] = [];
  const cards: string[] = [];
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: shop.headers, payload });
  const expectHandled = (response: { statusCode: number; body: string }) =>
    expect([200, 201, 204, 409], response.body).toContain(response.statusCode);
  for (const s of list) {
    const target = placed.length > 0 ? placed[('which' in s ? s.which : 0) % placed.length] : undefined;
    if (s.kind === 'sell') {
      const order = await draftOrder(t.app, shop.headers, { method: 'pickup', price: s.price });
      const code = s.spend !== null && cards.length > 0 ? cards[s.spend % cards.length] : undefined;
      if (code) {
        expectHandled(await spendGiftCard(t.app, shop, { uuid: order.uuid, code }));
      }
      expectHandled(await post(`/api/orders/${order.uuid}/paid`, { payment_method: s.method }));
      placed.push({ uuid: order.uuid });
    } else if (s.kind === 'buy_card') {
      const bought = await buyGiftCard({ app: t.app, db: t.database.db }, shop, s.value);
      placed.push(bought);
      cards.push(bought.code);
    } else if (target && s.kind === 'refund') {
      const refunds = (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${target.uuid}/refunds`,
          headers: shop.headers,
        })
      ).json();
      const ask = Math.max(0.01, Math.round((refunds.refundable ?? 0) * s.share * 100) / 100);
      expectHandled(await post(`/api/orders/${target.uuid}/refunds`, { amount: ask, reason: 'Property' }));
    } else if (target && s.kind === 'undo') {
      expectHandled(await post(`/api/orders/${target.uuid}/unpaid`, { reason: 'Property' }));
    } else if (target && s.kind === 'reprice') {
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${target.uuid}/intern`, headers: shop.headers })
      ).json();
      expectHandled(
        await post(`/api/orders/${target.uuid}/prices`, {
          price: s.price,
          delivery_price: current.delivery_price,
        }),
      );
    } else if (target && s.kind === 'pay_difference') {
      expectHandled(await post(`/api/orders/${target.uuid}/paid`, { payment_method: 'cash' }));
    } else if (target && s.kind === 'delete') {
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${target.uuid}`,
        headers: shop.headers,
      });
      expectHandled(gone);
      // A deleted order is not found any more: later steps pick among the others.
      if (gone.statusCode === 204) placed.splice(placed.indexOf(target), 1);
    }
  }
}

async function books(shop: Shop) {
  const db = t.database.db;
  const [journal] = await db
    .select({ cents: sql<string>`coalesce(sum(${paymentEntries.amountCents}), 0)` })
    .from(paymentEntries)
    .where(eq(paymentEntries.businessId, shop.business.id));
  const [owed] = await db
    .select({ balance: sql<string>`coalesce(sum(${giftCards.balance}), 0)` })
    .from(giftCards)
    .where(eq(giftCards.businessId, shop.business.id));
  const today = new Date().toISOString().slice(0, 10);
  const revenue = await t.app.inject({
    method: 'GET',
    url: `/api/revenue?start=${today}&end=${today}`,
    headers: shop.headers,
  });
  const shopOrders = await db.select().from(orders).where(eq(orders.businessId, shop.business.id));
  const boughtCards = await db.select().from(giftCards).where(eq(giftCards.businessId, shop.business.id));
  return {
    moneyCents: Number(journal?.cents ?? 0),
    owedCents: decimalToCents(String(owed?.balance ?? '0')),
    revenueCents: Math.round(revenue.json<{ total: number }>().total * 100),
    orders: shopOrders,
    cards: boughtCards,
  };
}

describe('the books, whatever happens', () => {
  it('reconcile: money in − refunds = revenue + gift cards owed; no card worth more than its money; no refund above it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), async (list) => {
        const shop = await openShop(t.app);
        await run(shop, list);
        const b = await books(shop);
        // Every card in this shop was bought by an order of it, so what they owe started at 0.
        expect(b.moneyCents).toBe(b.revenueCents + b.owedCents);
        for (const order of b.orders) {
          const received = decimalToCents(order.receivedTotal);
          const refunded = decimalToCents(order.refundedTotal);
          expect(refunded).toBeLessThanOrEqual(received);
          const held = b.cards
            .filter((card) => card.orderId === order.id)
            .reduce((sum, card) => sum + decimalToCents(card.balance), 0);
          expect(held).toBeLessThanOrEqual(received - refunded);
        }
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});
