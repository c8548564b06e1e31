import type { TaxSettings } from '@contract/tax';
import { describe, expect, it } from 'vitest';
import { type CartProduct, priceLines } from './cart';
import { cartTotals } from './cart-totals';

/* The cart's total by the order's rule, each price at its rate (docs/decisions/046). */

const vat: TaxSettings = {
  mode: 'vat',
  prices_include_tax: true,
  rate: 19,
  delivery_taxed: true,
  delivery_rate: null,
};
const tulips: CartProduct = {
  id: 'p-tulips',
  name: 'Tulips',
  price: 42.8,
  tax_rate: 7,
  options: [{ id: 'o-vase', name: 'Vase', price: 11.9, current_quantity: null, tax_rate: 19 }],
};
const card: CartProduct = { id: 'p-card', name: 'Gift card', price: 50, kind: 'gift_card', tax_rate: 0 };

describe('the cart’s total', () => {
  it('taxes flowers and their vase each at its rate, and delivery at the flowers’', () => {
    const lines = priceLines(
      [{ product_id: tulips.id, variant_id: null, option_ids: ['o-vase'], quantity: 1 }],
      [tulips],
    );
    // 7 %: 42.80 + 5.90 = 48.70 → 3.19; 19 %: 11.90 → 1.90.
    expect(cartTotals(lines, vat, 590)).toMatchObject({ subtotal: 54.7, total: 60.6, tax: 5.09 });
  });

  it('leaves a gift card untaxed', () => {
    const lines = priceLines(
      [
        { product_id: tulips.id, variant_id: null, option_ids: [], quantity: 1 },
        { product_id: card.id, variant_id: null, option_ids: [], quantity: 2 },
      ],
      [tulips, card],
    );
    // 42.80 at 7 % = 2.80; the two cards (100.00) carry none.
    expect(cartTotals(lines, vat, null)).toMatchObject({ subtotal: 142.8, total: 142.8, tax: 2.8 });
  });
});
