import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { draftOrder, openShop } from '../../../test/shop-setup';
import { setupOrderDiscount } from './order-discount-setup';

/*
 * Redeeming a code as the order is placed: one use taken and given back, once per customer, and
 * the last use to one order only, also when two arrive at the same moment.
 */

const { t, makeCode, apply, remove, submit, read, usesOf } = setupOrderDiscount();

describe('redeeming a code as the order is placed', () => {
  it('takes one use; a deleted order gives it back; a correction takes none', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'COUNT', max_uses: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(draft.uuid, 'COUNT');
    expect(await usesOf(shop, code.id)).toBe(0);
    expect((await submit(draft.uuid)).statusCode).toBe(200);
    expect(await usesOf(shop, code.id)).toBe(1);
    expect((await submit(draft.uuid, { card_message: 'Corrected' })).statusCode).toBe(200);
    expect(await usesOf(shop, code.id)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${draft.uuid}`, headers: shop.headers });
    expect(await usesOf(shop, code.id)).toBe(0);
  });

  it('on a placed order: applying takes the use at once, removing gives it back', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'LATER', max_uses: 1 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await submit(draft.uuid);
    // 40 − 4 + 5.90 delivery to the zip code.
    expect((await apply(draft.uuid, 'LATER')).json()).toMatchObject({ discount_total: 4, total: 41.9 });
    expect(await usesOf(shop, code.id)).toBe(1);
    expect((await remove(draft.uuid)).json()).toMatchObject({ discount_total: 0, total: 45.9 });
    expect(await usesOf(shop, code.id)).toBe(0);
  });

  it('refuses a code that expired since it was applied, with the customer’s one answer', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'BRIEF' });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(draft.uuid, 'BRIEF');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/discount-codes/${code.id}`,
      headers: shop.headers,
      payload: { ends_on: '2020-01-01' },
    });
    const refused = await submit(draft.uuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This code cannot be used for this order. Remove the code to place your order without it.',
    );
    expect(refused.json().details.discount_code).toBe(refused.json().message);
    expect((await read(draft.uuid)).order_status).toBe('draft');
  });

  it('once per customer: the same e-mail (in any case) is refused the second time', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'WELCOME', once_per_customer: true });
    const first = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(first.uuid, 'WELCOME');
    expect((await submit(first.uuid, { sender_email: 'ada@example.com' })).statusCode).toBe(200);
    const second = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(second.uuid, 'welcome');
    const refused = await submit(second.uuid, { sender_email: ' ADA@example.com' });
    // The same answer as for an expired code: it never tells whether an address used a code.
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This code cannot be used for this order. Remove the code to place your order without it.',
      code: 'VALIDATION_ERROR',
      details: { reason: 'not_valid' },
    });
    expect((await read(second.uuid)).order_status).toBe('draft');
    expect(await usesOf(shop, code.id)).toBe(1);
    // Someone else may.
    expect((await submit(second.uuid, { sender_email: 'grace@example.com' })).statusCode).toBe(200);
    expect(await usesOf(shop, code.id)).toBe(2);
  });

  it('the last use goes to one of two orders placed at the same moment; the other writes nothing', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'LAST', max_uses: 3 });
    const orders = [];
    for (let n = 0; n < 4; n++) {
      const draft = await draftOrder(t.app, shop.headers, { price: 40 });
      expect((await apply(draft.uuid, 'LAST')).statusCode).toBe(200);
      orders.push(draft.uuid);
    }
    // Two uses go first, one by one; then two orders race for the last one.
    for (const uuid of orders.slice(0, 2)) expect((await submit(uuid)).statusCode).toBe(200);
    const racing = orders.slice(2);
    const answers = await Promise.all(
      racing.map((uuid, n) =>
        submit(uuid, { sender_email: `racer-${n}@example.com`, time_slot: '13:00-17:00' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((a) => a.statusCode === 400);
    expect(loser?.json().message).toBe(
      'This code cannot be used for this order. Remove the code to place your order without it.',
    );
    expect(await usesOf(shop, code.id)).toBe(3);
    const rows = (
      await t.database.db.execute(sql`
        select o.order_status as status, (r.id is not null) as redeemed
        from orders o left join discount_redemptions r on r.order_id = o.id
        where o.id in (${sql.join(
          racing.map((uuid) => sql`${uuid}::uuid`),
          sql`, `,
        )})
        order by o.order_status`)
    ).rows as { status: string; redeemed: boolean }[];
    // The winner is placed with its redemption; the loser is still a draft, with no redemption.
    expect(rows).toEqual([
      { status: 'draft', redeemed: false },
      { status: 'pending', redeemed: true },
    ]);
  });

  it('once per customer: two orders of theirs placed at the same moment redeem it once', async () => {
    const shop = await openShop(t.app);
    const code = await makeCode(shop, { code: 'HELLO', once_per_customer: true });
    const orders: string[] = [];
    for (let n = 0; n < 3; n++) {
      const draft = await draftOrder(t.app, shop.headers, { price: 40 });
      await apply(draft.uuid, 'HELLO');
      orders.push(draft.uuid);
    }
    const answers = await Promise.all(
      orders.map((uuid) => submit(uuid, { sender_email: 'twin@example.com', time_slot: '13:00-17:00' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await usesOf(shop, code.id)).toBe(1);
  });
});
