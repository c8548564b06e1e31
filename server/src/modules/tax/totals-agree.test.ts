import { toCents } from '@contract/money';
import { priceOrder } from '@contract/order-pricing';
import type { TaxSettings } from '@contract/tax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysFromNow,
  deliveryDetails,
  draftOrder,
  openShop,
  payInCash,
  setTaxSettings,
  vatIncluded,
} from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Figures = { total: number; net_total: number; tax_total: number; tax_lines: { amount: number }[] };

const today = daysFromNow(0);
const range = `start=${today}&end=${today}`;
const cents = (amount: number) => toCents(amount);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const rate = fc.integer({ min: 0, max: 30_000 }).map((r) => r / 1000);
const settings = fc.record({
  mode: fc.constantFrom('none', 'vat', 'sales_tax'),
  prices_include_tax: fc.boolean(),
  rate,
  delivery_taxed: fc.boolean(),
  delivery_rate: fc.option(rate),
});
const money = fc.integer({ min: 1, max: 200_000 }).map((c) => c / 100);
const orderSpec = fc.record({
  method: fc.constantFrom('delivery', 'pickup'),
  price: money,
  // Null: the zip code's 5.90, set when the customer submits.
  delivery: fc.option(money),
  submit: fc.boolean(),
});

describe('one total, in JavaScript and in SQL', () => {
  it('the revenue, the ledger and analytics add up to the answered totals, net and tax, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(settings, fc.array(orderSpec, { minLength: 1, maxLength: 4 }), async (tax, specs) => {
        const shop = await openShop(t.app);
        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/business-settings/tax',
          headers: shop.headers,
          payload: tax,
        });
        expect(saved.statusCode).toBe(200);
        const answered: Figures[] = [];
        for (const spec of specs) {
          const draft = await draftOrder(t.app, shop.headers, {
            method: spec.method,
            price: spec.price,
            ...(spec.delivery === null ? {} : { delivery_price: spec.delivery }),
          });
          if (spec.submit) {
            const details =
              spec.method === 'delivery'
                ? deliveryDetails({ time_slot: '13:00-17:00' })
                : deliveryDetails({ time_slot: '13:00-17:00', location_id: shop.location.id });
            const submitted = await t.app.inject({
              method: 'POST',
              url: `/api/orders/${draft.uuid}`,
              payload: details,
            });
            expect(submitted.statusCode).toBe(200);
          }
          await payInCash(t.app, shop, draft.uuid);
          const order = (
            await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}`, headers: shop.headers })
          ).json<Figures & { method: string; price: number; delivery_price: number | null }>();
          // Each order adds up, and is what the rule makes of its prices.
          expect(cents(order.net_total) + cents(order.tax_total)).toBe(cents(order.total));
          expect(sum(order.tax_lines.map((l) => cents(l.amount)))).toBe(cents(order.tax_total));
          const expected = priceOrder({
            lines: [{ cents: cents(order.price) }],
            delivery: order.method === 'delivery' ? cents(order.delivery_price ?? 0) : 0,
            tax: tax as TaxSettings,
          });
          expect(cents(order.total)).toBe(expected.total);
          expect(cents(order.tax_total)).toBe(expected.tax_total);
          answered.push(order);
        }
        const want = {
          total: sum(answered.map((o) => cents(o.total))),
          net: sum(answered.map((o) => cents(o.net_total))),
          tax: sum(answered.map((o) => cents(o.tax_total))),
        };
        const get = (url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
        const revenue = (await get(`/api/revenue?${range}`)).json();
        expect([cents(revenue.total), cents(revenue.net_total), cents(revenue.tax_total)]).toEqual([
          want.total,
          want.net,
          want.tax,
        ]);
        expect(revenue.count).toBe(specs.length);
        const ledger = (await get(`/api/payments?${range}&limit=200`)).json();
        const items = ledger.items as { amount: number; net_total: number; tax_total: number }[];
        expect(sum(items.map((p) => cents(p.amount)))).toBe(want.total);
        expect(sum(items.map((p) => cents(p.net_total)))).toBe(want.net);
        expect(sum(items.map((p) => cents(p.tax_total)))).toBe(want.tax);
        const analytics = (await get(`/api/analytics?${range}`)).json();
        expect(analytics.revenue).toMatchObject({
          total: revenue.total,
          net_total: revenue.net_total,
          tax_total: revenue.tax_total,
        });
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('net and tax in the books', () => {
  it('a refund gives back its share of net and tax, on the day it was made', async () => {
    const shop = await openShop(t.app);
    await setTaxSettings(t.app, shop.headers, vatIncluded(7, { delivery_taxed: false }));
    const draft = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 107 });
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${draft.uuid}/${path}`,
        headers: shop.headers,
        payload,
      });
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    expect(
      (await post('refunds', { amount: 53.5, reason: 'Half the stems wilted' })).statusCode,
    ).toBeLessThan(300);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
    // 107.00 holds 7.00 of tax; half of it back is 50.00 net and 3.50 tax.
    expect((await get(`/api/payments?${range}`)).json().items).toEqual([
      expect.objectContaining({ kind: 'refund', amount: -53.5, net_total: -50, tax_total: -3.5 }),
      expect.objectContaining({ kind: 'payment', amount: 107, net_total: 100, tax_total: 7 }),
    ]);
    expect((await get(`/api/revenue?${range}`)).json()).toMatchObject({
      total: 53.5,
      net_total: 50,
      tax_total: 3.5,
    });
  });

  it('the ledger, its CSV export, the revenue and analytics carry net and tax beside the total', async () => {
    const shop = await openShop(t.app);
    await setTaxSettings(t.app, shop.headers, vatIncluded(7, { delivery_rate: 19 }));
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'card' },
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
    // Flowers 40.00 at 7 % (2.62), delivery 8.00 at 19 % (1.28).
    expect((await get(`/api/payments?${range}`)).json().items).toEqual([
      expect.objectContaining({ amount: 48, net_total: 44.1, tax_total: 3.9 }),
    ]);
    const csv = (await get(`/api/payments/export?${range}`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'order,paid_at,payment_method,status,amount,customer,kind,reason,net,tax,discount_code,discount',
    );
    expect(csv[1]).toMatch(/,"card","done","48.00",.*,"44.10","3.90",[^,]*,"0.00"$/);
    const revenue = (await get(`/api/revenue?${range}`)).json();
    expect(revenue).toMatchObject({ total: 48, net_total: 44.1, tax_total: 3.9 });
    expect(revenue.by_day).toEqual([{ date: today, total: 48, net_total: 44.1, tax_total: 3.9, count: 1 }]);
    expect((await get(`/api/analytics?${range}`)).json().revenue).toMatchObject({
      total: 48,
      net_total: 44.1,
      tax_total: 3.9,
    });
  });
});
