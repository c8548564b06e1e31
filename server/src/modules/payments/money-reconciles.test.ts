import { decimalToCents } from '@contract/money';
import { and, eq, like, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCards, invoices, orders, paymentEntries } from '../../db/schema';
import { setupCardApp } from '../../test/card-setup';
import { moneyShop, moneyStep, runMoneySteps } from '../../test/money-steps';
import { openShop } from '../../test/shop-setup';
import { invoicedCents } from './order-money';

/*
 * The books hold whatever staff, customers and the card provider do, in any order, with lines at
 * two rates, sizes, add-ons and quantities (docs/decisions/048): money received less refunds is
 * the revenue recognised plus what gift cards still owe; no card holds more than the money kept
 * for it; no order gives back more than it received; its invoices less its credit notes state
 * what the shop keeps for it (049).
 */

const t = setupCardApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

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
  const documents = await db.select().from(invoices).where(eq(invoices.businessId, shop.business.id));
  return {
    documents,
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
      fc.asyncProperty(fc.array(moneyStep, { minLength: 3, maxLength: 12 }), async (list) => {
        const shop = await openShop(t.app);
        const catalogue = await moneyShop(t, shop);
        const { online } = await runMoneySteps(t, shop, catalogue, list);
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
          // Its invoices less its credit notes state what the shop keeps for it (ADR 047).
          const stated = b.documents
            .filter((d) => d.orderId === order.id)
            .reduce((sum, d) => sum + decimalToCents(d.total) * (d.kind === 'invoice' ? 1 : -1), 0);
          expect(stated, `documents of order #${order.number}`).toBe(invoicedCents(order));
        }
        // What the card provider gave back (less refunds that failed) is in the journal, to the cent.
        for (const paid of online) {
          const [given] = await t.database.db
            .select({ cents: sql<string>`coalesce(-sum(${paymentEntries.amountCents}), 0)` })
            .from(paymentEntries)
            .where(
              and(
                eq(paymentEntries.orderId, paid.uuid),
                eq(paymentEntries.method, 'online'),
                or(eq(paymentEntries.kind, 'refund'), like(paymentEntries.providerRefundId, 'failed:%')),
              ),
            );
          expect(Number(given?.cents ?? 0)).toBe(paid.refunded);
        }
      }),
      { numRuns: Number(process.env.MONEY_RUNS ?? 25) },
    );
  }, 240_000);
});
