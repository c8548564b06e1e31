import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema';
import { openShop, payInCash } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';
import { newGiftCardCode } from './gift-card-codes';
import { GIFT_CARD_TRIES } from './gift-cards.service';
import { setupGiftCards } from './gift-cards-setup';

/*
 * Codes a gift card refuses: unknown, mistyped or another shop's (all alike), expired or empty, on an
 * order the customer can no longer change, and guessing beyond a few tries an hour.
 */

const { t, buyCard, flowersOrder, apply, submit } = setupGiftCards();

describe('refusals', () => {
  it('answers the same for an unknown code, a mistyped one and another shop’s card', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const { code: otherCode } = await buyCard(other, 30);
    const order = await flowersOrder(shop);
    const answers = await Promise.all([
      apply(order.uuid, otherCode),
      apply(order.uuid, newGiftCardCode()),
      apply(order.uuid, 'ABC'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        message: 'This gift card code is not valid. Check it and try again.',
      });
    }
  });

  it('refuses an expired card and an empty one', async () => {
    const shop = await openShop(t.app);
    const { code, uuid } = await buyCard(shop, 10);
    const order = await flowersOrder(shop);
    await t.database.db.update(giftCards).set({ expiresOn: '2020-12-31' }).where(eq(giftCards.orderId, uuid));
    const expired = await apply(order.uuid, code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: 'This gift card has expired.' });
    await t.database.db
      .update(giftCards)
      .set({ expiresOn: null, balance: '0' })
      .where(eq(giftCards.orderId, uuid));
    const empty = await apply(order.uuid, code);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: 'This gift card has no balance left.' });
  });

  it('refuses a card on an order the customer can no longer change', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 10);
    const order = await flowersOrder(shop);
    await submit(order.uuid);
    await payInCash(t.app, shop, order.uuid);
    expect((await apply(order.uuid, code)).statusCode).toBe(409);
  });

  it('stops guessing: a client, and an order, get a few tries an hour', async () => {
    const shop = await openShop(t.app);
    const order = await flowersOrder(shop);
    const ip = uniqueIp();
    const tries = [];
    for (let i = 0; i <= GIFT_CARD_TRIES.perClient; i++)
      tries.push((await apply(order.uuid, newGiftCardCode(), ip)).statusCode);
    expect(tries.slice(0, GIFT_CARD_TRIES.perClient).every((s) => s === 404)).toBe(true);
    expect(tries.at(-1)).toBe(429);
    // From ever new addresses, the order itself is spent.
    const another = await flowersOrder(shop);
    const spread = [];
    for (let i = 0; i <= GIFT_CARD_TRIES.perOrder; i++)
      spread.push((await apply(another.uuid, newGiftCardCode())).statusCode);
    expect(spread.at(-1)).toBe(429);
  });
});
