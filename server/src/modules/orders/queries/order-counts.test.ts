import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

type Step = { op: 'create' } | { op: 'submit' | 'ready' | 'done' | 'back' | 'delete'; pick: number };

const step = fc.oneof(
  fc.constant<Step>({ op: 'create' }),
  fc.record({
    op: fc.constantFrom('submit', 'ready', 'done', 'back', 'delete'),
    pick: fc.nat(20),
  }) as fc.Arbitrary<Step>,
);

describe('order counters', () => {
  it('always equal what the list views hold, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const shop = await openShop(t.app);
        const uuids: string[] = [];
        let day = 1;
        for (const s of steps) {
          if (s.op === 'create') {
            uuids.push((await draftOrder(t.app, shop.headers)).uuid);
            continue;
          }
          const uuid = uuids[s.pick % Math.max(uuids.length, 1)];
          if (!uuid) continue;
          if (s.op === 'submit') {
            // Each submission gets its own day, so windows never fill up.
            await t.app.inject({
              method: 'POST',
              url: `/api/orders/${uuid}`,
              payload: deliveryDetails({ delivery_date: dayAhead(day++) }),
            });
          } else if (s.op === 'delete') {
            await t.app.inject({ method: 'DELETE', url: `/api/orders/${uuid}`, headers: shop.headers });
          } else {
            const status = s.op === 'back' ? 'pending' : s.op;
            // Refused moves (409) are part of the sequence too.
            await t.app.inject({
              method: 'POST',
              url: `/api/orders/${uuid}/status`,
              headers: shop.headers,
              payload: { status },
            });
          }
        }
        for (const view of ['all', 'pending', 'ready', 'done']) {
          const body = (
            await t.app.inject({
              method: 'GET',
              url: `/api/orders?status=${view}&limit=300`,
              headers: shop.headers,
            })
          ).json();
          expect(body.count, view).toBe(body.items.length);
        }
      }),
      { numRuns: 15 },
    );
  });
});

function dayAhead(n: number) {
  return new Date(Date.now() + (n % 28) * 86_400_000 + 86_400_000).toISOString().slice(0, 10);
}
