import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardMovements } from '../../db/schema';
import { buyGiftCard, spendGiftCard } from '../../test/gift-card-setup';
import { changeShop, daysFromNow, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * What the shop's gift cards owe (docs/decisions/048): a card sold is goods still owed, so the
 * ledger's revenue, analytics and the cash-up carry what all cards hold at the end of the period,
 * and what moved on them in it.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const get = async (shop: Shop, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: shop.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const revenueCards = async (shop: Shop, start: string, end = start) =>
  (await get(shop, `/api/revenue?start=${start}&end=${end}`)).gift_cards;
const analyticsCards = async (shop: Shop, start: string, end = start) =>
  (await get(shop, `/api/analytics?start=${start}&end=${end}`)).gift_cards;

/** Moves the shop's gift-card movements of one kind to another moment. */
async function backdateMoves(shop: Shop, type: 'issue' | 'redeem', at: string) {
  await t.database.db
    .update(giftCardMovements)
    .set({ at: new Date(at) })
    .where(and(eq(giftCardMovements.businessId, shop.business.id), eq(giftCardMovements.type, type)));
}

const none = { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 0 };

describe('gift cards outstanding', () => {
  it('rises when a card is sold and falls when it is spent, in the ledger and analytics alike', async () => {
    const shop = await openShop(t.app); // UTC shop
    const today = daysFromNow(0);
    expect(await revenueCards(shop, today)).toEqual(none);

    const card = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 50);
    expect(await revenueCards(shop, today)).toEqual({ ...none, sold: 50, outstanding: 50 });

    const spending = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 15 });
    expect((await spendGiftCard(t.app, shop, { uuid: spending.uuid, code: card.code })).statusCode).toBe(200);
    const after = { ...none, sold: 50, redeemed: 15, outstanding: 35 };
    expect(await revenueCards(shop, today)).toEqual(after);
    expect(await analyticsCards(shop, daysFromNow(-6), today)).toEqual(after);
    // The cash-up of the day reads the same figures.
    expect((await get(shop, `/api/payments/day?date=${today}`)).gift_cards).toEqual(after);
  });

  it('at the end of an earlier period leaves out what moved after it, on the shop’s days', async () => {
    const shop = await openShop(t.app);
    await changeShop(t.app, shop, { time_zone: 'Europe/Berlin' });
    const card = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 40);
    const spending = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 15 });
    await spendGiftCard(t.app, shop, { uuid: spending.uuid, code: card.code });
    // Sold at 23:30 in Berlin on 10 June, spent at 00:30 on the 11th: both on 10 June in UTC.
    await backdateMoves(shop, 'issue', '2025-06-10T21:30:00Z');
    await backdateMoves(shop, 'redeem', '2025-06-10T22:30:00Z');

    const tenth = { ...none, sold: 40, outstanding: 40 };
    expect(await revenueCards(shop, '2025-06-10')).toEqual(tenth);
    expect(await analyticsCards(shop, '2025-06-01', '2025-06-10')).toEqual(tenth);
    expect((await get(shop, '/api/payments/day?date=2025-06-10')).gift_cards).toEqual(tenth);
    expect(await revenueCards(shop, '2025-06-09')).toEqual(none);
    // What is owed at the end = what was owed before + sold − spent − voided + corrected.
    expect(await revenueCards(shop, '2025-06-11')).toEqual({ ...none, redeemed: 15, outstanding: 25 });
    expect(await revenueCards(shop, '2025-06-01', '2025-06-30')).toEqual({
      ...none,
      sold: 40,
      redeemed: 15,
      outstanding: 25,
    });
    // Nothing moved today, and the card still holds what it held.
    expect(await revenueCards(shop, daysFromNow(0))).toEqual({ ...none, outstanding: 25 });
  });

  it('counts the shop’s own cards only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await buyGiftCard({ app: t.app, db: t.database.db }, other, 30);
    const today = daysFromNow(0);
    expect(await revenueCards(shop, today)).toEqual(none);
    expect(await analyticsCards(shop, today)).toEqual(none);
    expect(await revenueCards(other, today)).toEqual({ ...none, sold: 30, outstanding: 30 });
    expect(await analyticsCards(other, today)).toEqual({ ...none, sold: 30, outstanding: 30 });
  });
});
