import { priceOrder } from '@contract/order-pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditFigures, invoiceFigures } from './invoice-figures';

const rate = fc.constantFrom(0, 7, 19, 8.875);
const order = fc.record({
  lines: fc.array(fc.record({ cents: fc.integer({ min: 0, max: 200_000 }), rate }), {
    minLength: 1,
    maxLength: 12,
  }),
  delivery: fc.option(fc.record({ cents: fc.integer({ min: 0, max: 5_000 }), rate }), { nil: null }),
  discount: fc.integer({ min: 0, max: 100_000 }),
  pricesIncludeTax: fc.boolean(),
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('invoice figures', () => {
  it('give each rate the pricing rule’s figures, and lines less discount that add up to them', () => {
    fc.assert(
      fc.property(order, ({ lines, delivery, discount, pricesIncludeTax }) => {
        const figures = invoiceFigures({ lines, delivery, discount, pricesIncludeTax });
        const priced = priceOrder({
          lines,
          delivery: delivery?.cents ?? 0,
          tax: {
            mode: 'vat',
            prices_include_tax: pricesIncludeTax,
            rate: 0,
            delivery_taxed: true,
            delivery_rate: delivery?.rate ?? 0,
          },
          discount,
        });
        expect(figures.total).toBe(priced.total);
        expect(figures.tax_total).toBe(priced.tax_total);
        expect(figures.net_total).toBe(priced.net_total);
        const taxed = figures.rates.filter((r) => r.rate !== 0);
        expect(taxed.map((r) => [r.rate, r.tax])).toEqual(priced.tax_lines.map((l) => [l.rate, l.amount]));
        for (const r of figures.rates) {
          const rows = [...figures.lines, ...(figures.delivery ? [figures.delivery] : [])].filter(
            (row) => row.rate === r.rate,
          );
          const off = figures.discount.filter((d) => d.rate === r.rate);
          for (const key of ['net', 'tax', 'gross'] as const) {
            expect(sum(rows.map((row) => row[key])) - sum(off.map((d) => d[key]))).toBe(r[key]);
          }
          expect(r.net + r.tax).toBe(r.gross);
        }
        for (const line of figures.lines) {
          expect(line.tax).toBeGreaterThanOrEqual(0);
          expect(line.net + line.tax).toBe(line.gross);
        }
      }),
    );
  });

  it('split credit notes over the rates in cents that add up, never past the invoice', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 }),
        (input, weights) => {
          const { rates, total } = invoiceFigures(input);
          // Several partial credit notes, the last one giving back the rest.
          const amounts = weights.map((w) => Math.floor((total * w) / (sum(weights) * 2)));
          amounts.push(total - sum(amounts));
          let credited = rates.map((r) => ({ rate: r.rate, net: 0, tax: 0, gross: 0 }));
          for (const amount of amounts) {
            const parts = creditFigures({ rates, credited, amount });
            expect(sum(parts.map((p) => p.gross))).toBe(amount);
            parts.forEach((part, index) => {
              expect(part.net + part.tax).toBe(part.gross);
              expect(part.tax).toBeGreaterThanOrEqual(0);
              expect(part.gross).toBeLessThanOrEqual(
                (rates[index]?.gross ?? 0) - (credited[index]?.gross ?? 0),
              );
            });
            credited = credited.map((c, index) => ({
              rate: c.rate,
              net: c.net + (parts[index]?.net ?? 0),
              tax: c.tax + (parts[index]?.tax ?? 0),
              gross: c.gross + (parts[index]?.gross ?? 0),
            }));
          }
          // All of it given back: each rate exactly, its tax too.
          expect(credited).toEqual(rates);
        },
      ),
    );
  });

  it('print 7 % flowers and a 19 % vase with the discount shared between them', () => {
    const figures = invoiceFigures({
      lines: [
        { cents: 3990, rate: 7 },
        { cents: 1500, rate: 19 },
      ],
      delivery: { cents: 590, rate: 19 },
      discount: 549,
      pricesIncludeTax: true,
    });
    // 19 % of 20.90 (vase and delivery) is 3.34, shared 2.40 and 0.94 by the largest remainder.
    expect(figures.lines).toEqual([
      { amount: 3990, rate: 7, net: 3729, tax: 261, gross: 3990 },
      { amount: 1500, rate: 19, net: 1260, tax: 240, gross: 1500 },
    ]);
    expect(figures.delivery).toEqual({ amount: 590, rate: 19, net: 496, tax: 94, gross: 590 });
    // 10 % of 54.90: 3.99 off the flowers, 1.50 off the vase.
    expect(figures.discount.map((d) => [d.rate, d.gross])).toEqual([
      [7, 399],
      [19, 150],
    ]);
    expect(figures.total).toBe(3990 + 1500 + 590 - 549);
  });
});
