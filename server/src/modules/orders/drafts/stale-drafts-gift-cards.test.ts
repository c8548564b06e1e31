import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discountCodes,
  discountRedemptions,
  giftCardMovements,
  giftCards,
  orderGiftCards,
  orders,
} from '../../../db/schema';
import { createDiscountCode } from '../../../test/discount-setup';
import { createProduct } from '../../../test/product-setup';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';
import { redeemGiftCards } from '../../gift-cards';
import { removeStaleDrafts } from './stale-drafts';
import { staleDraftSteps } from './stale-drafts-setup';

const t = setupTestApp();
const { startCart, listAll, sellCard, age } = staleDraftSteps(t);

describe('storefront orders nobody completes, with gift cards on them', () => {
  it('removes a stale cart a gift card was applied to: the card keeps its balance, other shops’ carts go too', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const theirs = await createProduct(t.app, other.headers);
    const card = await sellCard(shop, 30);
    const cart = await startCart(shop, product.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/gift-card`,
      payload: { code: card.code },
      remoteAddress: uniqueIp(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const code = await createDiscountCode(t.app, shop, { code: 'SPRING', kind: 'percent', value: 10 });
    const discounted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/discount`,
      payload: { code: 'SPRING' },
      remoteAddress: uniqueIp(),
    });
    expect(discounted.statusCode, discounted.body).toBe(200);
    // Should a cart hold a code's use (it never should), the use goes back with it.
    await t.database.db
      .insert(discountRedemptions)
      .values({ codeId: code.id, orderId: cart.uuid, oncePerCustomer: false });
    await t.database.db.update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.id, code.id));
    const othersCart = await startCart(other, theirs.id);
    for (const uuid of [cart.uuid, othersCart.uuid]) await age(uuid, 24 * 8);

    expect(await removeStaleDrafts(t.database.db)).toBeGreaterThanOrEqual(2);
    for (const uuid of [cart.uuid, othersCart.uuid]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).statusCode).toBe(404);
      expect(await t.database.db.select().from(orders).where(eq(orders.id, uuid))).toHaveLength(0);
    }
    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row?.balance).toBe('30.00');
    const movements = await t.database.db
      .select({ type: giftCardMovements.type })
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id));
    expect(movements).toEqual([{ type: 'issue' }]);
    const [spring] = await t.database.db
      .select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.id, code.id));
    expect(spring?.uses).toBe(0);
    expect(
      await t.database.db.select().from(orderGiftCards).where(eq(orderGiftCards.giftCardId, card.id)),
    ).toHaveLength(0);
  });

  it('gives back what a stale draft redeemed of a card, and keeps the draft hidden for the card’s ledger', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const card = await sellCard(shop, 100);
    const cart = await startCart(shop, product.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/gift-card`,
      payload: { code: card.code },
      remoteAddress: uniqueIp(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // A draft never redeems anything; should one have, the clean-up must not lose the money.
    await t.database.db.transaction((tx) =>
      redeemGiftCards(tx, { id: cart.uuid, businessId: shop.business.id, total: '45.50' }),
    );
    const balance = async () =>
      (await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id)))[0]?.balance;
    expect(await balance()).toBe('54.50');
    await age(cart.uuid, 24 * 8);

    await removeStaleDrafts(t.database.db);
    expect(await balance()).toBe('100.00');
    const movements = await t.database.db
      .select({ type: giftCardMovements.type, amount: giftCardMovements.amount })
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id))
      .orderBy(giftCardMovements.at);
    expect(movements).toEqual([
      { type: 'issue', amount: '100.00' },
      { type: 'redeem', amount: '-45.50' },
      { type: 'release', amount: '45.50' },
    ]);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, cart.uuid));
    expect(kept?.deletedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${cart.uuid}` })).statusCode).toBe(404);
    expect((await listAll(shop)).count).toBe(1);
  });
});
