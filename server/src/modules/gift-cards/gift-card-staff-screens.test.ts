import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, giftCardMovements } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { setupGiftCards } from './gift-cards-setup';

/*
 * The staff's gift card screens: a balance adjusted with a reason and audited, for the owners and
 * managers of the card's shop only.
 */

const { t, buyCard, cardOf } = setupGiftCards();

describe('staff screens', () => {
  it('adjusts a balance with a reason, audited, never below zero', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 30);
    const card = await cardOf(shop, code.slice(-4));
    const adjust = (payload: Record<string, unknown>, headers = shop.headers) =>
      t.app.inject({ method: 'POST', url: `/api/gift-cards/${card.id}/adjustments`, headers, payload });
    expect((await adjust({ amount: 0, reason: 'nothing' })).statusCode).toBe(400);
    expect((await adjust({ amount: 5 })).statusCode).toBe(400);
    expect((await adjust({ amount: 5.555, reason: 'too precise' })).statusCode).toBe(400);
    expect((await adjust({ amount: -31, reason: 'too much' })).statusCode).toBe(400);
    const ok = await adjust({ amount: -10.5, reason: 'Paid part in cash by mistake' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      balance: 19.5,
      movements: [
        { type: 'adjust', amount: -10.5, reason: 'Paid part in cash by mistake', by: expect.any(Object) },
        { type: 'issue' },
      ],
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, card.id), eq(auditEvents.action, 'gift_card.adjusted')));
    expect(event?.changes).toMatchObject({ balance: { from: '30.00', to: '19.50' } });
    const movements = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id));
    expect(movements.reduce((sum, m) => sum + Number(m.amount), 0)).toBeCloseTo(19.5, 2);
  });

  it('is for owners and managers of the card’s shop only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const { code } = await buyCard(shop, 30);
    const card = await cardOf(shop, code.slice(-4));
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const calls = [
      { method: 'GET' as const, url: '/api/gift-cards' },
      { method: 'GET' as const, url: `/api/gift-cards/${card.id}` },
      {
        method: 'POST' as const,
        url: `/api/gift-cards/${card.id}/adjustments`,
        payload: { amount: 1, reason: 'Goodwill' },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(florist.access) })).statusCode).toBe(403);
      expect((await t.app.inject({ ...call, headers: bearer(manager.access) })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ ...calls[1], headers: other.headers } as never)).statusCode).toBe(404);
    expect((await t.app.inject({ ...calls[2], headers: other.headers } as never)).statusCode).toBe(404);
    const otherList = await t.app.inject({ method: 'GET', url: '/api/gift-cards', headers: other.headers });
    expect(otherList.json()).toMatchObject({ items: [] });
    // Found by the whole code as well as by its last four.
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/gift-cards?q=${code}`,
      headers: shop.headers,
    });
    expect(byCode.json()).toMatchObject({ items: [{ id: card.id, bought_by: 'Ada Lovelace' }] });
  });
});
