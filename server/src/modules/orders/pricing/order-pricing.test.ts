import type { TaxSettings } from '@contract/tax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../../test/shop-setup';
import type { NewItem } from '../lines/order-items.service';
import { pricingLines } from '../lines/order-items.service';
import { placedRule, pricedColumns } from './order-pricing.service';

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
const rateText = (percent: number) => percent.toFixed(3);

type Line = Pick<NewItem, 'total' | 'kind' | 'quantity' | 'taxRate' | 'options'>;
const flowers = (total: string, taxRate: number, options: Line['options'] = []): Line => ({
  total,
  kind: 'flowers',
  quantity: 1,
  taxRate: rateText(taxRate),
  options,
});
const giftCard = (total: string): Line => ({
  total,
  kind: 'gift_card',
  quantity: 1,
  taxRate: '0',
  options: [],
});

describe('a placed order is priced by the rule stored on it, never guessed', () => {
  const line = fc.record({
    cents,
    rate,
    kind: fc.constantFrom<'flowers' | 'gift_card'>('flowers', 'gift_card'),
    addOn: fc.option(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), rate })),
  });

  it('prices the same lines to the same figures, whatever the rule, the discount and the gift cards', () => {
    fc.assert(
      fc.property(
        rule,
        fc.array(line, { minLength: 1, maxLength: 4 }),
        cents,
        cents,
        fc.constantFrom<'delivery' | 'pickup'>('delivery', 'pickup'),
        (tax, items, d, off, method) => {
          // Rated as the server rates them: nothing in a shop without tax, gift cards untaxed.
          const rated = (r: number, kind = 'flowers') =>
            tax.mode === 'none' || kind === 'gift_card' ? 0 : r;
          const lines = items.map((item) => {
            const add = item.addOn && item.kind === 'flowers' ? item.addOn : null;
            const options = add
              ? [
                  {
                    option_id: 'o',
                    name: 'vase',
                    price: decimal(add.cents),
                    tax_rate: rateText(rated(add.rate)),
                  },
                ]
              : [];
            return {
              total: decimal(item.cents + (add?.cents ?? 0)),
              kind: item.kind,
              quantity: 1,
              taxRate: rateText(rated(item.rate, item.kind)),
              options,
            };
          });
          const price = lines.reduce((sum, l) => sum + Math.round(Number(l.total) * 100), 0);
          const money = {
            method,
            price: decimal(price),
            deliveryPrice: method === 'delivery' ? decimal(d) : null,
            discountTotal: decimal(Math.min(off, price)),
          };
          const stored = pricedColumns(money, tax, pricingLines(lines));
          expect(pricedColumns(money, placedRule(stored), pricingLines(lines))).toEqual(stored);
        },
      ),
    );
  });

  it('keeps each rate with what it was for when the prices change', () => {
    const base: TaxSettings = vatIncluded(7);
    const money = { method: 'delivery' as const, price: '40.00', deliveryPrice: '8.00' };
    const corrected = (tax: TaxSettings, lineRate = tax.mode === 'none' ? 0 : 7) => {
      const placed = placedRule(pricedColumns(money, tax, pricingLines([flowers('40.00', lineRate)])));
      const changed = { method: 'delivery' as const, price: '50.00', deliveryPrice: '10.00' };
      return pricedColumns(changed, placed, pricingLines([flowers('50.00', lineRate)]));
    };
    // Delivery follows the flowers: 60.00 at 7 % = 3.93.
    expect(corrected(base)).toMatchObject({ total: '60.00', taxTotal: '3.93' });
    // Delivery at 19 %: 50 at 7 % (3.27) and 10 at 19 % (1.60).
    expect(corrected({ ...base, delivery_rate: 19 }).taxLines).toEqual([
      { rate: '7', base: '46.73', amount: '3.27' },
      { rate: '19', base: '8.40', amount: '1.60' },
    ]);
    // Delivery untaxed stays untaxed; sales tax stays on top.
    expect(corrected({ ...base, delivery_taxed: false })).toMatchObject({ total: '60.00', taxTotal: '3.27' });
    expect(corrected({ ...base, mode: 'sales_tax', prices_include_tax: false, rate: 10 }, 10)).toMatchObject({
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
  const vat: TaxSettings = vatIncluded(19, { delivery_rate: 7 });
  const money = { method: 'delivery' as const, price: '152.50', deliveryPrice: '4.90' };

  it('prices lines of one rate as one group, the same as their sum', () => {
    const two = pricingLines([flowers('80.00', 19), flowers('72.50', 19)]);
    expect(pricedColumns(money, vat, two)).toEqual(
      pricedColumns(money, vat, pricingLines([flowers('152.50', 19)])),
    );
  });

  it('keeps a gift card out of the tax: a group of its own at rate 0', () => {
    const priced = pricedColumns(money, vat, pricingLines([flowers('119.00', 19), giftCard('33.50')]));
    // 119.00 incl. 19 % = 19.00 tax; delivery 4.90 incl. 7 % = 0.32; the gift card is untaxed.
    expect(priced).toMatchObject({ total: '157.40', taxTotal: '19.32', goodsNet: '100.00' });
    expect(priced.taxLines).toEqual([
      { rate: '19', base: '100.00', amount: '19.00' },
      { rate: '7', base: '4.58', amount: '0.32' },
    ]);
  });

  it('taxes flowers at 7 %, a vase add-on at 19 % and delivery at the main line’s rate', () => {
    const follows: TaxSettings = { ...vat, rate: 19, delivery_rate: null };
    // Flowers 42.80 + a vase 11.90, delivery 5.35.
    const vase = [{ option_id: 'v', name: 'Vase', price: '11.90', tax_rate: rateText(19) }];
    const priced = pricedColumns(
      { method: 'delivery', price: '54.70', deliveryPrice: '5.35' },
      follows,
      pricingLines([flowers('54.70', 7, vase)]),
    );
    // 7 %: 42.80 + 5.35 = 48.15 → 3.15; 19 %: 11.90 → 1.90.
    expect(priced.taxLines).toEqual([
      { rate: '7', base: '45.00', amount: '3.15' },
      { rate: '19', base: '10.00', amount: '1.90' },
    ]);
    expect(priced).toMatchObject({
      total: '60.05',
      netTotal: '55.00',
      taxTotal: '5.05',
      deliveryTaxRate: '7.000',
    });
  });
});
