import type { TaxSettings } from '@contract/tax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingLines } from './order-items.service';
import { frozenTax, pricedColumns } from './order-pricing.service';

const rate = fc.integer({ min: 0, max: 30_000 }).map((r) => r / 1000);
const rule = fc.record({
  mode: fc.constantFrom<TaxSettings['mode']>('none', 'vat', 'sales_tax'),
  prices_include_tax: fc.boolean(),
  rate,
  delivery_taxed: fc.boolean(),
  delivery_rate: fc.option(rate),
});
const cents = fc.integer({ min: 0, max: 10_000_000 });
const decimal = (value: number) => (value / 100).toFixed(2);

describe('the tax an order was placed with', () => {
  it('prices the same prices to the same figures, whatever the rule was', () => {
    fc.assert(
      fc.property(
        rule,
        cents,
        cents,
        fc.constantFrom<'delivery' | 'pickup'>('delivery', 'pickup'),
        (tax, p, d, method) => {
          const money = {
            method,
            price: decimal(p),
            deliveryPrice: method === 'delivery' ? decimal(d) : null,
          };
          const stored = pricedColumns(money, tax);
          expect(pricedColumns(money, frozenTax({ ...money, ...stored }))).toEqual(stored);
        },
      ),
    );
  });

  it('keeps each rate with what it was for when the prices change', () => {
    const placed = (tax: TaxSettings) => {
      const money = { method: 'delivery' as const, price: '40.00', deliveryPrice: '8.00' };
      return frozenTax({ ...money, ...pricedColumns(money, tax) });
    };
    const base: TaxSettings = {
      mode: 'vat',
      prices_include_tax: true,
      rate: 7,
      delivery_taxed: true,
      delivery_rate: null,
    };
    const corrected = (tax: TaxSettings) =>
      pricedColumns({ method: 'delivery', price: '50.00', deliveryPrice: '10.00' }, placed(tax));
    // Same rate for both: 60.00 at 7 % = 3.93.
    expect(corrected(base)).toMatchObject({ total: '60.00', taxTotal: '3.93' });
    // Delivery at 19 %: 50 at 7 % (3.27) and 10 at 19 % (1.60).
    expect(corrected({ ...base, delivery_rate: 19 }).taxLines).toEqual([
      { rate: '7', base: '46.73', amount: '3.27' },
      { rate: '19', base: '8.40', amount: '1.60' },
    ]);
    // Delivery untaxed stays untaxed; sales tax stays on top.
    expect(corrected({ ...base, delivery_taxed: false })).toMatchObject({ total: '60.00', taxTotal: '3.27' });
    expect(corrected({ ...base, mode: 'sales_tax', prices_include_tax: false, rate: 10 })).toMatchObject({
      total: '66.00',
      taxTotal: '6.00',
    });
    // No tax stays no tax.
    expect(corrected({ ...base, mode: 'none' })).toMatchObject({
      total: '60.00',
      taxTotal: '0.00',
      taxLines: [],
    });
  });
});

describe('an order of several lines', () => {
  const vat: TaxSettings = {
    mode: 'vat',
    prices_include_tax: true,
    rate: 19,
    delivery_taxed: true,
    delivery_rate: 7,
  };
  const money = { method: 'delivery' as const, price: '152.50', deliveryPrice: '4.90' };

  it('prices lines of the shop’s rate as one group, the same as their sum', () => {
    const lines = pricingLines([
      { total: '80.00', kind: 'flowers' },
      { total: '72.50', kind: 'flowers' },
    ]);
    expect(pricedColumns(money, vat, lines)).toEqual(pricedColumns(money, vat));
  });

  it('keeps a gift card out of the tax: a group of its own at rate 0', () => {
    const lines = pricingLines([
      { total: '119.00', kind: 'flowers' },
      { total: '33.50', kind: 'gift_card' },
    ]);
    const priced = pricedColumns(money, vat, lines);
    // 119.00 incl. 19 % = 19.00 tax; delivery 4.90 incl. 7 % = 0.32; the gift card is untaxed.
    expect(priced).toMatchObject({ total: '157.40', taxTotal: '19.32' });
    expect(priced.taxLines).toEqual([
      { rate: '19', base: '100.00', amount: '19.00' },
      { rate: '7', base: '4.58', amount: '0.32' },
    ]);
  });
});

describe('the tax an order of several lines was placed with', () => {
  const line = fc.record({ cents, kind: fc.constantFrom<'flowers' | 'gift_card'>('flowers', 'gift_card') });

  it('prices the same lines to the same figures, whatever the rule, the discount and the gift cards', () => {
    fc.assert(
      fc.property(
        rule,
        fc.array(line, { minLength: 1, maxLength: 4 }),
        cents,
        cents,
        fc.constantFrom<'delivery' | 'pickup'>('delivery', 'pickup'),
        (tax, items, d, off, method) => {
          const lines = pricingLines(items.map((item) => ({ total: decimal(item.cents), kind: item.kind })));
          const price = items.reduce((sum, item) => sum + item.cents, 0);
          const money = {
            method,
            price: decimal(price),
            deliveryPrice: method === 'delivery' ? decimal(d) : null,
            discountTotal: decimal(Math.min(off, price)),
          };
          const stored = pricedColumns(money, tax, lines);
          expect(pricedColumns(money, frozenTax({ ...money, ...stored }, lines), lines)).toEqual(stored);
        },
      ),
    );
  });

  it('keeps a gift card untaxed and each rate with its part when the delivery price changes', () => {
    const vat: TaxSettings = {
      mode: 'vat',
      prices_include_tax: true,
      rate: 19,
      delivery_taxed: true,
      delivery_rate: 7,
    };
    const lines = pricingLines([
      { total: '119.00', kind: 'flowers' },
      { total: '50.00', kind: 'gift_card' },
    ]);
    const money = { method: 'delivery' as const, price: '169.00', deliveryPrice: '10.70' };
    const corrected = (tax: TaxSettings) => {
      const placed = frozenTax({ ...money, ...pricedColumns(money, tax, lines) }, lines);
      return pricedColumns({ ...money, deliveryPrice: '21.40' }, placed, lines);
    };
    // 119.00 incl. 19 % = 19.00; delivery 21.40 incl. 7 % = 1.40; the gift card is still untaxed.
    expect(corrected(vat)).toMatchObject({ total: '190.40', taxTotal: '20.40' });
    expect(corrected(vat).taxLines).toEqual([
      { rate: '19', base: '100.00', amount: '19.00' },
      { rate: '7', base: '20.00', amount: '1.40' },
    ]);
    // Delivery untaxed: one rate is stored, and it is the flowers', not the gift card's or delivery's.
    expect(corrected({ ...vat, delivery_taxed: false }).taxLines).toEqual([
      { rate: '19', base: '100.00', amount: '19.00' },
    ]);
  });
});
