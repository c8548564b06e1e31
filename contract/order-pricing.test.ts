import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, spreadDiscount } from './order-pricing';
import { defaultTaxSettings, type TaxSettings } from './tax';

const vat = (rate: number, more: Partial<TaxSettings> = {}): TaxSettings => ({
  mode: 'vat',
  prices_include_tax: true,
  rate,
  delivery_taxed: true,
  delivery_rate: null,
  ...more,
});
const salesTax = (rate: number, more: Partial<TaxSettings> = {}): TaxSettings => ({
  ...vat(rate, more),
  mode: 'sales_tax',
  prices_include_tax: false,
  ...more,
});
const one = (cents: number, delivery: number, tax: TaxSettings) =>
  priceOrder({ lines: [{ cents }], delivery, tax });

describe('the pricing rule', () => {
  it('without tax: net is the total, no tax lines', () => {
    expect(one(4000, 800, defaultTaxSettings)).toEqual({
      total: 4800,
      net_total: 4800,
      tax_total: 0,
      discount_total: 0,
      tax_lines: [],
    });
    // A rate set while the mode is none charges nothing.
    expect(one(4000, 800, { ...vat(19), mode: 'none' }).tax_total).toBe(0);
  });

  it('VAT included: the total is what was entered and the tax is taken out once per rate', () => {
    // 48.00 at 7 %: 48 × 7 / 107 = 3.1402 → 3.14.
    expect(one(4000, 800, vat(7))).toEqual({
      total: 4800,
      net_total: 4486,
      tax_total: 314,
      discount_total: 0,
      tax_lines: [{ rate: 7, base: 4486, amount: 314 }],
    });
  });

  it('sales tax: the tax goes on top', () => {
    // 48.00 at 8.875 % = 4.26.
    expect(one(4000, 800, salesTax(8.875))).toEqual({
      total: 5226,
      net_total: 4800,
      tax_total: 426,
      discount_total: 0,
      tax_lines: [{ rate: 8.875, base: 4800, amount: 426 }],
    });
  });

  it('untaxed delivery stays out of the tax but in the total', () => {
    expect(one(4000, 800, vat(19, { delivery_taxed: false }))).toEqual({
      total: 4800,
      net_total: 4161,
      tax_total: 639,
      discount_total: 0,
      tax_lines: [{ rate: 19, base: 3361, amount: 639 }],
    });
    expect(one(4000, 800, salesTax(10, { delivery_taxed: false }))).toEqual({
      total: 5200,
      net_total: 4800,
      tax_total: 400,
      discount_total: 0,
      tax_lines: [{ rate: 10, base: 4000, amount: 400 }],
    });
  });

  it('delivery at its own rate makes a second tax line', () => {
    // Flowers at 7 %, delivery at 19 %: 2.62 and 1.28.
    expect(one(4000, 800, vat(7, { delivery_rate: 19 }))).toEqual({
      total: 4800,
      net_total: 4410,
      tax_total: 390,
      discount_total: 0,
      tax_lines: [
        { rate: 7, base: 3738, amount: 262 },
        { rate: 19, base: 672, amount: 128 },
      ],
    });
  });

  it('lines at the same rate are rounded together, not one by one', () => {
    // Three lines of 0.05 at 19 %: 0.008 each would round to 0.01 three times (0.03);
    // together 0.15 × 19 / 119 = 0.024 → 0.02.
    const priced = priceOrder({
      lines: [{ cents: 5 }, { cents: 5 }, { cents: 5 }],
      delivery: 0,
      tax: vat(19),
    });
    expect(priced.tax_total).toBe(2);
    // A line with its own rate forms its own group.
    const mixed = priceOrder({
      lines: [{ cents: 1000 }, { cents: 1000, rate: 0 }],
      delivery: 0,
      tax: vat(19),
    });
    expect(mixed.tax_lines).toEqual([{ rate: 19, base: 840, amount: 160 }]);
    expect(mixed.net_total).toBe(1840);
  });

  it.each([
    // cents, rate, included?, tax
    [1, 7, true, 0],
    [1, 19, true, 0],
    [1, 19, false, 0],
    [3, 19, false, 1], // 0.57 cents → 1
    [1999, 7, true, 131], // 19.99 × 7 / 107 = 1.3078
    [1999, 19, true, 319], // 19.99 × 19 / 119 = 3.1916
    [1999, 7, false, 140], // 1.3993
    [1999, 19, false, 380], // 3.7981
    [1070, 7, true, 70], // exactly 0.70
    [50, 1, false, 1], // 0.5 cents, half rounds up
    [100_000_000, 100, true, 50_000_000],
  ])('rounds %i cents at %d %% (included %s) to %i cents of tax', (cents, rate, included, tax) => {
    const rule = included ? vat(rate) : salesTax(rate);
    const priced = one(cents, 0, rule);
    expect(priced.tax_total).toBe(tax);
    expect(priced.net_total + priced.tax_total).toBe(priced.total);
  });

  it('always adds up: net + tax = total, tax lines sum to the tax, and the total is what it should be', () => {
    const rate = fc.integer({ min: 0, max: 100_000 }).map((r) => r / 1000);
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000_000 }), rate: fc.option(rate) }), {
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.record({
          mode: fc.constantFrom('none', 'vat', 'sales_tax'),
          prices_include_tax: fc.boolean(),
          rate,
          delivery_taxed: fc.boolean(),
          delivery_rate: fc.option(rate),
        }),
        (raw, delivery, tax) => {
          const lines = raw.map((l) =>
            l.rate === null ? { cents: l.cents } : { cents: l.cents, rate: l.rate },
          );
          const priced = priceOrder({ lines, delivery, tax: tax as TaxSettings });
          const entered = lines.reduce((sum, l) => sum + l.cents, 0) + delivery;
          expect(priced.net_total + priced.tax_total).toBe(priced.total);
          expect(priced.tax_lines.reduce((sum, l) => sum + l.amount, 0)).toBe(priced.tax_total);
          expect(priced.total).toBe(tax.prices_include_tax ? entered : entered + priced.tax_total);
          for (const line of priced.tax_lines) {
            expect(Number.isInteger(line.base) && Number.isInteger(line.amount)).toBe(true);
            expect(line.amount).toBeGreaterThanOrEqual(0);
          }
          if (tax.mode === 'none') expect(priced.tax_total).toBe(0);
        },
      ),
    );
  });

  it('a discount lowers the items before tax, never delivery, and is capped at what they cost', () => {
    // Flowers 40.00 − 10.00 = 30.00 at 7 % included: 1.96; delivery 8.00 at 19 %: 1.28.
    expect(
      priceOrder({
        lines: [{ cents: 4000 }],
        delivery: 800,
        tax: vat(7, { delivery_rate: 19 }),
        discount: 1000,
      }),
    ).toEqual({
      total: 3800,
      net_total: 3476,
      tax_total: 324,
      discount_total: 1000,
      tax_lines: [
        { rate: 7, base: 2804, amount: 196 },
        { rate: 19, base: 672, amount: 128 },
      ],
    });
    // On top: 10 % of 35.00.
    expect(
      priceOrder({
        lines: [{ cents: 4000 }],
        delivery: 800,
        tax: salesTax(10, { delivery_taxed: false }),
        discount: 500,
      }),
    ).toMatchObject({
      total: 4650,
      tax_total: 350,
      discount_total: 500,
    });
    // More than the flowers cost: they go to zero, delivery is still paid.
    expect(
      priceOrder({ lines: [{ cents: 3000 }], delivery: 500, tax: vat(19), discount: 9999 }),
    ).toMatchObject({
      total: 500,
      discount_total: 3000,
    });
  });

  it('spreads a discount over the rate groups in proportion, in cents that add up exactly', () => {
    // 1.00 over 10.00 at 7 % and 20.00 at 19 %: 0.33 and 0.67 (the larger remainder takes the cent).
    expect(spreadDiscount([1000, 2000], 100)).toEqual([33, 67]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([500, 0], 800)).toEqual([500, 0]);
    expect(spreadDiscount([0, 0], 100)).toEqual([0, 0]);
    expect(spreadDiscount([100], -5)).toEqual([0]);
    // Mixed rates, priced: the discount is shared, each group taxed on what is left of it.
    const mixed = priceOrder({
      lines: [
        { cents: 1000, rate: 7 },
        { cents: 2000, rate: 19 },
      ],
      delivery: 0,
      tax: vat(19),
      discount: 100,
    });
    expect(mixed.discount_total).toBe(100);
    expect(mixed.total).toBe(2900);
    expect(mixed.tax_lines.map((l) => l.base + l.amount)).toEqual([967, 1933]);
  });

  it('with any discount, the parts add up and no group goes below zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (groups, discount) => {
          const parts = spreadDiscount(groups, discount);
          const sum = groups.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, sum));
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(groups[i] as number);
          });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ cents: fc.integer({ min: 0, max: 1_000_000 }), rate: fc.constantFrom(0, 7, 19) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.boolean(),
        (lines, delivery, discount, included) => {
          const tax = included ? vat(19) : salesTax(19);
          const priced = priceOrder({ lines, delivery, tax, discount });
          const items = lines.reduce((a, l) => a + l.cents, 0);
          expect(priced.discount_total).toBe(Math.min(discount, items));
          expect(priced.net_total + priced.tax_total).toBe(priced.total);
          if (included) expect(priced.total).toBe(items - priced.discount_total + delivery);
        },
      ),
    );
  });
});
