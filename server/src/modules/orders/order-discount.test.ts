import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/*
 * A customer's discount code on their order page (docs/decisions/043): every reason a code is
 * refused, the price with tax included and on top, the use taken as the order is placed (the last
 * one by one order only, also when two arrive at the same moment) and given back.
 */

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

const makeCode = async (shop: Shop, payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/discount-codes',
    headers: shop.headers,
    payload: { kind: 'percent', value: 10, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
};
const apply = (uuid: string, code: string, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/discount`, payload: { code }, remoteAddress: ip });
const remove = (uuid: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${uuid}/discount`, remoteAddress: uniqueIp() });
const submit = (uuid: string, details: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(details),
    remoteAddress: uniqueIp(),
  });
const read = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json();
const setTax = (shop: Shop, tax: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/business-settings/tax', headers: shop.headers, payload: tax });
const usesOf = async (shop: Shop, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/discount-codes/${id}`, headers: shop.headers })).json()
    .uses;

describe('applying a discount code', () => {
  it('lowers the flowers (not delivery), in any case of the code, and comes off again', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'TENOFF', kind: 'fixed', value: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    const applied = await apply(draft.uuid, ' tenoff ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      discount_code: 'TENOFF',
      discount_total: 10,
      price: 40,
      total: 38,
    });
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'TENOFF', discount_total: 10, total: 38 });
    const removed = await remove(draft.uuid);
    expect(removed.json()).toMatchObject({ discount_code: null, discount_total: 0, total: 48 });
  });

  it('caps a fixed amount at the flowers and rounds a percent half up to the cent', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'BIG', kind: 'fixed', value: 100 });
    await makeCode(shop, { code: 'FIFTEEN', kind: 'percent', value: 15 });
    const capped = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 5 });
    expect((await apply(capped.uuid, 'BIG')).json()).toMatchObject({ discount_total: 30, total: 5 });
    // 15 % of 19.99 = 2.9985 → 3.00
    const percent = await draftOrder(t.app, shop.headers, { price: 19.99, delivery_price: 5 });
    expect((await apply(percent.uuid, 'FIFTEEN')).json()).toMatchObject({ discount_total: 3, total: 21.99 });
  });

  it.each([
    ['unknown', 'NOPE', {}, 400, 'This code is not valid. Check the spelling.'],
    ['switched off', 'OFF', { is_active: false }, 400, 'This code is not valid. Check the spelling.'],
    ['not yet valid', 'SOON', { starts_on: '2999-01-01' }, 400, 'This code is valid from 2999-01-01.'],
    ['expired', 'OLD', { ends_on: '2020-01-01' }, 400, 'This code has expired.'],
    ['below its minimum', 'MIN', { min_order: 50 }, 400, 'This code applies to orders of €50.00 or more.'],
  ])('is refused when %s, saying why', async (_, code, rule, status, message) => {
    const shop = await openShop(t.app);
    if (code !== 'NOPE') await makeCode(shop, { code, ...rule });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const refused = await apply(draft.uuid, code);
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ message, details: { discount_code: message } });
    expect(await read(draft.uuid)).toMatchObject({ discount_code: null, total: 40 });
  });

  it('is refused when used up (409), and for another shop’s code', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await makeCode(shop, { code: 'ONCE', max_uses: 1 });
    await makeCode(other, { code: 'THEIRS' });
    const first = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(first.uuid, 'ONCE');
    expect((await submit(first.uuid)).statusCode).toBe(200);
    const second = await draftOrder(t.app, shop.headers, { price: 40 });
    const usedUp = await apply(second.uuid, 'ONCE');
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe('This code has been used up.');
    expect((await apply(second.uuid, 'THEIRS')).statusCode).toBe(400);
  });

  it('is refused on an order the customer can no longer change, and for an unknown order', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'LATE' });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await submit(draft.uuid);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'cash' },
    });
    expect((await apply(draft.uuid, 'LATE')).statusCode).toBe(409);
    expect((await remove(draft.uuid)).statusCode).toBe(409);
    expect((await apply(crypto.randomUUID(), 'LATE')).statusCode).toBe(404);
    expect((await apply('not-an-id', 'LATE')).statusCode).toBe(400);
    expect((await apply(draft.uuid, '')).statusCode).toBe(400);
  });
});

describe('a discount and tax', () => {
  it('VAT included: the total is what is paid, the tax taken out of it', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, {
      mode: 'vat',
      prices_include_tax: true,
      rate: 7,
      delivery_taxed: true,
      delivery_rate: 19,
    });
    await makeCode(shop, { code: 'QUARTER', value: 25 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    // Flowers 40 − 10 = 30 at 7 % (1.96 tax), delivery 8 at 19 % (1.28 tax).
    expect((await apply(draft.uuid, 'QUARTER')).json()).toMatchObject({
      discount_total: 10,
      total: 38,
      tax_total: 3.24,
      net_total: 34.76,
      tax_included: true,
      tax_lines: [
        { rate: 7, base: 28.04, amount: 1.96 },
        { rate: 19, base: 6.72, amount: 1.28 },
      ],
    });
  });

  it('sales tax on top: the tax is on the discounted flowers', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, {
      mode: 'sales_tax',
      prices_include_tax: false,
      rate: 10,
      delivery_taxed: false,
      delivery_rate: null,
    });
    await makeCode(shop, { code: 'FIVE', kind: 'fixed', value: 5 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    expect((await apply(draft.uuid, 'FIVE')).json()).toMatchObject({
      discount_total: 5,
      net_total: 43,
      tax_total: 3.5,
      total: 46.5,
      tax_included: false,
    });
  });

  it('follows a price change by staff; below the minimum it gives nothing, and the tax stays frozen', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, {
      mode: 'vat',
      prices_include_tax: true,
      rate: 7,
      delivery_taxed: true,
      delivery_rate: null,
    });
    await makeCode(shop, { code: 'MIN30', value: 10, min_order: 30 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    await apply(draft.uuid, 'MIN30');
    // The delivery price staff typed stands: 40 − 4 + 8.
    expect((await submit(draft.uuid)).json()).toMatchObject({ discount_total: 4, total: 44 });
    // The shop changes its tax: the placed order keeps the one it was placed with.
    await setTax(shop, {
      mode: 'vat',
      prices_include_tax: true,
      rate: 19,
      delivery_taxed: true,
      delivery_rate: null,
    });
    const prices = (price: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${draft.uuid}/prices`,
        headers: shop.headers,
        payload: { price, delivery_price: 5.9 },
      });
    expect((await prices(60)).statusCode).toBe(200);
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'MIN30', discount_total: 6, total: 59.9 });
    expect((await read(draft.uuid)).tax_lines).toEqual([{ rate: 7, base: 55.98, amount: 3.92 }]);
    await prices(20);
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'MIN30', discount_total: 0, total: 25.9 });
  });
});

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

  it('refuses a code that expired since it was applied, saying so', async () => {
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
      'This code has expired. Remove the code to place your order without it.',
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
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'You have already used this code. Remove the code to place your order without it.',
      code: 'CONFLICT',
      details: { reason: 'used_by_you' },
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
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().message).toBe(
      'This code has been used up. Remove the code to place your order without it.',
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
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await usesOf(shop, code.id)).toBe(1);
  });
});

describe('the books', () => {
  it('show the discount in the ledger, its CSV, the revenue and analytics', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'BOOKS', kind: 'fixed', value: 5 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(draft.uuid, 'BOOKS');
    await submit(draft.uuid);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
    const range = `start=${today}&end=${today}`;
    expect((await get(`/api/payments?${range}`)).json().items).toEqual([
      expect.objectContaining({ amount: 40.9, discount_code: 'BOOKS', discount_total: 5 }),
    ]);
    expect((await get(`/api/revenue?${range}`)).json()).toMatchObject({ total: 40.9, discount_total: 5 });
    expect((await get(`/api/analytics?${range}`)).json()).toMatchObject({
      discounts: { total: 5, orders: 1 },
    });
    const csv = (await get(`/api/payments/export?${range}`)).body.trim().split('\r\n');
    expect(csv[1]).toMatch(/"BOOKS","5.00"$/);
  });
});
