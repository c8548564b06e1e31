import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCents } from './discount-codes';
import { cardsMayPay, issuedValues } from './gift-card-value';
import { goodsCents, linePricing, priceOrder, priceOrderInDetail, spreadDiscount } from './order-pricing';
import type { TaxSettings } from './tax';

/*
 * Tax per line and gift cards in the one pricing rule (docs/decisions/046): a gift card sold is
 * neither taxed nor discounted, add-ons carry their own rates, delivery follows the main line, and
 * a card is never worth more than the money received for it.
 */

const vat = (rate: number, more: Partial<TaxSettings> = {}): TaxSettings => ({
  mode: 'vat',
  prices_include_tax: true,
  rate,
  delivery_taxed: true,
  delivery_rate: null,
  ...more,
});

describe('gift cards, add-ons and delivery’s rate (docs/decisions/046)', () => {
  it('takes a discount off the goods only: a gift card sold keeps its full price', () => {
    // 20 % of 50.00 flowers; the 100.00 card is neither discounted nor taxed.
    const priced = priceOrderInDetail({
      lines: [
        { cents: 5000, rate: 7 },
        { cents: 10_000, giftCard: true },
      ],
      delivery: 0,
      tax: vat(19),
      discount: discountCents({ kind: 'percent', value: 20, min_order: null }, goodsCents([{ cents: 5000 }])),
    });
    expect(priced).toMatchObject({ total: 14_000, discount_total: 1000 });
    expect(priced.tax_lines).toEqual([{ rate: 7, base: 3738, amount: 262 }]);
    expect(priced.goods_net).toBe(3738);
    // A discount larger than the goods stops at them: the card is still paid in full.
    expect(
      priceOrder({
        lines: [{ cents: 3000 }, { cents: 10_000, giftCard: true }],
        delivery: 0,
        tax: vat(19),
        discount: 99_999,
      }),
    ).toMatchObject({ total: 10_000, discount_total: 3000 });
  });

  it('lets delivery follow the main line: the costliest goods line, not an add-on or a gift card', () => {
    const lines = [
      { cents: 20_000, giftCard: true },
      { cents: 2000, rate: 19, addOn: true },
      { cents: 1500, rate: 7 },
    ];
    expect(priceOrderInDetail({ lines, delivery: 500, tax: vat(19) }).delivery_rate).toBe(7);
    // Its own rate wins; untaxed delivery is 0; without goods, the shop's default rate.
    expect(
      priceOrderInDetail({ lines, delivery: 500, tax: vat(19, { delivery_rate: 19 }) }).delivery_rate,
    ).toBe(19);
    expect(
      priceOrderInDetail({ lines, delivery: 500, tax: vat(19, { delivery_taxed: false }) }).delivery_rate,
    ).toBe(0);
    expect(
      priceOrderInDetail({ lines: [{ cents: 100, giftCard: true }], delivery: 500, tax: vat(19) })
        .delivery_rate,
    ).toBe(19);
  });

  it('splits an order line into its size’s part and its add-ons at their own rates', () => {
    expect(
      linePricing({
        total_cents: 2 * (4280 + 1190),
        quantity: 2,
        rate: 7,
        options: [{ cents: 1190, rate: 19 }],
      }),
    ).toEqual([
      { cents: 8560, rate: 7 },
      { cents: 2380, rate: 19, addOn: true },
    ]);
    // An add-on without a rate of its own (an older line) is at its line's; a gift card is one untaxed part.
    expect(linePricing({ total_cents: 1500, quantity: 1, rate: 7, options: [{ cents: 500 }] })).toEqual([
      { cents: 1000, rate: 7 },
      { cents: 500, rate: 7, addOn: true },
    ]);
    expect(linePricing({ total_cents: 5000, quantity: 1, gift_card: true, options: [] })).toEqual([
      { cents: 5000, rate: 0, giftCard: true },
    ]);
    // Priced by staff below its add-ons: the parts still add up, none below zero.
    expect(
      linePricing({ total_cents: 300, quantity: 1, rate: 7, options: [{ cents: 500, rate: 19 }] }),
    ).toEqual([
      { cents: 0, rate: 7 },
      { cents: 300, rate: 19, addOn: true },
    ]);
  });

  it('never lets cards buy cards, and issues a card for no more than it was paid', () => {
    expect(cardsMayPay(15_000, 10_000)).toBe(5000);
    expect(cardsMayPay(10_000, 10_000)).toBe(0);
    expect(issuedValues([10_000, 5000], 15_000)).toEqual([10_000, 5000]);
    expect(issuedValues([10_000, 5000], 12_000)).toEqual([10_000, 2000]);
    expect(issuedValues([10_000], 0)).toEqual([0]);
  });
});

describe('any order of lines at several rates, sizes, add-ons, codes and gift cards', () => {
  const rate = fc.constantFrom(0, 7, 8.875, 19);
  const orderLine = fc.record({
    unit: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    rate,
    gift_card: fc.boolean(),
    options: fc.array(fc.record({ cents: fc.integer({ min: 0, max: 50_000 }), rate }), { maxLength: 3 }),
  });
  const code = fc.record({
    kind: fc.constantFrom<'percent' | 'fixed'>('percent', 'fixed'),
    value: fc.integer({ min: 1, max: 100 }),
    min_order: fc.option(fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100)),
  });
  const rule = fc.record({
    mode: fc.constantFrom<TaxSettings['mode']>('none', 'vat', 'sales_tax'),
    prices_include_tax: fc.boolean(),
    rate,
    delivery_taxed: fc.boolean(),
    delivery_rate: fc.option(rate),
  });

  it('never discounts a gift card, adds up, and issues cards worth no more than was paid for them', () => {
    fc.assert(
      fc.property(
        fc.array(orderLine, { minLength: 1, maxLength: 6 }),
        fc.option(code),
        rule,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (items, discountCode, tax, delivery, cardBalance) => {
          const lines = items.flatMap((item) =>
            linePricing({
              total_cents: (item.unit + item.options.reduce((s, o) => s + o.cents, 0)) * item.quantity,
              quantity: item.quantity,
              rate: item.rate,
              gift_card: item.gift_card,
              options: item.options,
            }),
          );
          const goods = goodsCents(lines);
          const cards = lines.reduce((s, l) => s + (l.giftCard ? l.cents : 0), 0);
          const discount = discountCode ? discountCents(discountCode, goods) : 0;
          const priced = priceOrderInDetail({ lines, delivery, tax, discount });
          // The discount is taken off the goods alone, the gift cards keep their price.
          expect(priced.discount_total).toBe(Math.min(discount, goods));
          if (tax.prices_include_tax)
            expect(priced.total).toBe(goods - priced.discount_total + cards + delivery);
          // A code's minimum is reached by the goods alone.
          if (discountCode?.min_order != null && goods < Math.round(discountCode.min_order * 100))
            expect(priced.discount_total).toBe(0);
          // net + tax = total; each tax line's base and tax make its group's gross (or net, on top).
          expect(priced.net_total + priced.tax_total).toBe(priced.total);
          expect(priced.tax_lines.reduce((s, l) => s + l.amount, 0)).toBe(priced.tax_total);
          const grossByRate = new Map<number, number>();
          if (tax.mode !== 'none') {
            const goodsRates = lines.filter((l) => !l.giftCard);
            const parts = spreadDiscount(
              [...new Set(goodsRates.map((l) => l.rate ?? tax.rate))].map((r) =>
                goodsRates.filter((l) => (l.rate ?? tax.rate) === r).reduce((s, l) => s + l.cents, 0),
              ),
              priced.discount_total,
            );
            [...new Set(goodsRates.map((l) => l.rate ?? tax.rate))].forEach((r, i) => {
              const gross = goodsRates
                .filter((l) => (l.rate ?? tax.rate) === r)
                .reduce((s, l) => s + l.cents, 0);
              grossByRate.set(r, (grossByRate.get(r) ?? 0) + gross - (parts[i] as number));
            });
            if (delivery > 0 && priced.delivery_rate > 0)
              grossByRate.set(priced.delivery_rate, (grossByRate.get(priced.delivery_rate) ?? 0) + delivery);
          }
          for (const line of priced.tax_lines) {
            const entered = grossByRate.get(line.rate);
            expect(tax.prices_include_tax ? line.base + line.amount : line.base).toBe(entered);
          }
          // Cards applied pay at most what is not gift cards; the cards sold are issued for what is left.
          const paidByCards = Math.min(cardBalance, cardsMayPay(priced.total, cards));
          const received = priced.total - paidByCards;
          const cardPrices = items.flatMap((item) =>
            item.gift_card
              ? Array.from(
                  { length: item.quantity },
                  () => item.unit + item.options.reduce((s, o) => s + o.cents, 0),
                )
              : [],
          );
          const issued = issuedValues(cardPrices, received);
          expect(issued.reduce((s, v) => s + v, 0)).toBeLessThanOrEqual(received);
          for (const [i, value] of issued.entries())
            expect(value).toBeLessThanOrEqual(cardPrices[i] as number);
          // With the rules, every card is issued at its full price: it was paid for in money.
          expect(issued).toEqual(cardPrices);
        },
      ),
    );
  });
});
