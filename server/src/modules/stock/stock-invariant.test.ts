import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowers, stockMovements } from '../../db/schema';
import { multipart } from '../../test/multipart';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { updateFlowerCount } from './flowers.service';
import { recordStockMovements } from './movements.service';
import { recordSale, returnFlowers } from './sales.service';

const t = setupTestApp();

type Step =
  | { kind: 'purchase'; n: number }
  | { kind: 'expiry'; n: number }
  | { kind: 'count'; n: number }
  | { kind: 'sale'; n: number }
  | { kind: 'return' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), n: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('expiry' as const), n: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('count' as const), n: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('sale' as const), n: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('return' as const) }),
);

/** Runs a step; a refusal (not enough stems, nothing to return) must leave everything as it was. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'CONFLICT' || code === 'NOT_FOUND') return false;
    throw error;
  }
}

describe('the stock ledger', () => {
  it('keeps every quantity equal to the sum of its movements, never below zero, whatever happens', async () => {
    const shop = await openShop(t.app);
    const db = t.database.db;
    const businessId = shop.business.id;
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: shop.headers })
    ).json().id;
    const order = await draftOrder(t.app, shop.headers);
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        round += 1;
        const [first] = await recordStockMovements(db, {
          businessId,
          userId,
          input: { type: 'purchase', items: [{ name: `Rose ${round}`, quantity: 5, unit_cost: 1 }] },
        });
        const flowerId = first?.flower.id as string;
        let expected = 5;
        let onOrder = 0;
        for (const s of steps) {
          if (s.kind === 'purchase') {
            await recordStockMovements(db, {
              businessId,
              userId,
              input: {
                type: 'purchase',
                items: [{ flower_id: flowerId, quantity: s.n, unit_cost: 0.5 + s.n / 10 }],
              },
            });
            expected += s.n;
          } else if (s.kind === 'expiry') {
            const done = await attempt(() =>
              recordStockMovements(db, {
                businessId,
                userId,
                input: { type: 'expiry', items: [{ flower_id: flowerId, quantity: s.n }] },
              }),
            );
            expect(done).toBe(s.n <= expected);
            if (done) expected -= s.n;
          } else if (s.kind === 'count') {
            await updateFlowerCount(db, {
              businessId,
              userId,
              flowerId,
              input: { unit_cost: 1, old_quantity: expected, new_quantity: s.n },
            });
            expected = s.n;
          } else if (s.kind === 'sale') {
            const done = await attempt(() =>
              recordSale(db, {
                businessId,
                userId,
                flowerId,
                input: { quantity: s.n, order_uuid: order.uuid },
              }),
            );
            expect(done).toBe(s.n <= expected);
            if (done) {
              expected -= s.n;
              onOrder += s.n;
            }
          } else {
            const done = await attempt(() =>
              returnFlowers(db, { businessId, userId, uuid: order.uuid, flowerId }),
            );
            expect(done).toBe(onOrder > 0);
            expected += onOrder;
            onOrder = 0;
          }
          const [row] = await db
            .select({
              quantity: flowers.quantity,
              sum: sql<number>`(select coalesce(sum(${stockMovements.quantity}), 0)::int from ${stockMovements} where ${stockMovements.flowerId} = "flowers"."id")`,
            })
            .from(flowers)
            .where(eq(flowers.id, flowerId));
          expect(row?.quantity).toBe(expected);
          expect(Number(row?.sum)).toBe(expected);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('sells the last stems once when florists take them at the same moment', async () => {
    const shop = await openShop(t.app);
    const flowerId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stock/',
        headers: shop.headers,
        payload: { type: 'purchase', items: [{ name: 'Last tulips', quantity: 3, unit_cost: 1 }] },
      })
    ).json().items[0].flower.id;
    const order = await draftOrder(t.app, shop.headers);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => {
        const form = multipart({ quantity: '1', order_uuid: order.uuid });
        return t.app.inject({
          method: 'POST',
          url: `/api/stock/${flowerId}/sale`,
          headers: { ...shop.headers, ...form.headers },
          payload: form.payload,
        });
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const stock = await t.app.inject({ method: 'GET', url: '/api/stock/current', headers: shop.headers });
    expect(stock.json().items[0].quantity).toBe(0);
    const cost = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/cost`,
      headers: shop.headers,
    });
    expect(cost.json().lines).toMatchObject([{ quantity: 3, cost: 3 }]);
  });
});
