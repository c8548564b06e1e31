import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

/*
 * Staff check a code a customer gives before the order is sent, so the order editor's live total
 * shows its discount (docs/decisions/052). Nothing is applied or used.
 */

const t = setupTestApp();

async function shopWithCode(code: Record<string, unknown>) {
  const owner = await signUpOwner(t.app);
  const headers = bearer(owner.access);
  const made = await t.app.inject({ method: 'POST', url: '/api/discount-codes', headers, payload: code });
  expect(made.statusCode, made.body).toBe(201);
  const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
  return { headers, florist: bearer(florist.access), id: made.json<{ id: string }>().id };
}

const check = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/discount-codes/check?code=${encodeURIComponent(code)}`, headers });

describe('checking a discount code', () => {
  it('answers a florist the code’s rule, typed in any case, and uses nothing', async () => {
    const { florist, id } = await shopWithCode({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      min_order: 30,
    });
    const response = await check(florist, ' spring10 ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      min_order: 30,
      problem: null,
      message: null,
    });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(row?.uses).toBe(0);
  });

  it('says why a code would not apply today: expired, not yet valid, used up', async () => {
    const { headers, id } = await shopWithCode({ code: 'FIVE', kind: 'fixed', value: 5 });
    const set = (values: Partial<typeof discountCodes.$inferInsert>) =>
      t.database.db.update(discountCodes).set(values).where(eq(discountCodes.id, id));
    await set({ endsOn: '2020-01-31' });
    expect((await check(headers, 'FIVE')).json()).toMatchObject({
      kind: 'fixed',
      value: 5,
      problem: 'expired',
      message: 'This code has expired.',
    });
    await set({ endsOn: null, startsOn: '2999-01-01' });
    expect((await check(headers, 'FIVE')).json()).toMatchObject({ problem: 'not_yet' });
    await set({ startsOn: null, maxUses: 1, uses: 1 });
    expect((await check(headers, 'FIVE')).json()).toMatchObject({
      problem: 'used_up',
      message: 'This code has been used up.',
    });
  });

  it('does not find an unknown code, a switched-off one, or another shop’s (404)', async () => {
    const mine = await shopWithCode({ code: 'MINE', kind: 'fixed', value: 5 });
    await shopWithCode({ code: 'THEIRS', kind: 'fixed', value: 5 });
    for (const code of ['NOPE', 'THEIRS']) {
      const response = await check(mine.florist, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This code is not valid. Check the spelling.',
      });
    }
    await t.database.db.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.id, mine.id));
    expect((await check(mine.florist, 'MINE')).statusCode).toBe(404);
  });

  it('needs a code and a member of a shop', async () => {
    const { florist } = await shopWithCode({ code: 'XMAS', kind: 'fixed', value: 1 });
    expect((await check(florist, '')).statusCode).toBe(400);
    expect((await check({}, 'XMAS')).statusCode).toBe(401);
  });
});
