import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  type CartProduct,
  itemCount,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  orderItems,
  parseCart,
  priceLines,
  removeLine,
  setQuantity,
  subtotalCents,
} from './cart';
import { useCart } from './use-cart';

const bouquet: CartProduct = {
  id: 'p-bouquet',
  name: 'Spring bouquet',
  price: 39.9,
  variants: [
    { id: 'v-standard', name: 'Standard', price: 39.9, current_quantity: null },
    { id: 'v-deluxe', name: 'Deluxe', price: 54.9, current_quantity: 3 },
  ],
  options: [
    { id: 'o-vase', name: 'Glass vase', price: 12.5, current_quantity: 8 },
    { id: 'o-card', name: 'Large card', price: 2.1, current_quantity: null },
  ],
};
const tulips: CartProduct = { id: 'p-tulips', name: 'Tulips', price: 19.99 };

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: bouquet.id,
  variant_id: 'v-standard',
  option_ids: [],
  quantity: 1,
  ...overrides,
});

describe('cart lines', () => {
  it('adds the same choice to one line, whatever order its add-ons were picked in', () => {
    let lines = addLine([], line({ option_ids: ['o-vase', 'o-card'] })).lines;
    lines = addLine(lines, line({ option_ids: ['o-card', 'o-vase'], quantity: 2 })).lines;
    expect(lines).toEqual([line({ option_ids: ['o-card', 'o-vase'], quantity: 3 })]);
  });

  it('keeps two sizes of one bouquet apart', () => {
    let lines = addLine([], line()).lines;
    lines = addLine(lines, line({ variant_id: 'v-deluxe' })).lines;
    expect(lines).toHaveLength(2);
    expect(itemCount(lines)).toBe(2);
  });

  it('holds quantities between 1 and the most of one line', () => {
    let lines = addLine([], line({ quantity: 40 })).lines;
    lines = addLine(lines, line({ quantity: 40 })).lines;
    expect(lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    const key = lineKey(line());
    expect(setQuantity(lines, key, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, key, 2.7)[0]?.quantity).toBe(2);
    expect(setQuantity(lines, key, Number.NaN)[0]?.quantity).toBe(1);
    expect(removeLine(lines, key)).toEqual([]);
  });

  it('refuses a line more than the cart holds, but still adds to a line it has', () => {
    let lines: CartLine[] = [];
    for (let i = 0; i < MAX_CART_LINES; i++)
      lines = addLine(lines, line({ product_id: `p-${i}`, variant_id: null })).lines;
    expect(addLine(lines, line()).added).toBe(false);
    const more = addLine(lines, line({ product_id: 'p-0', variant_id: null }));
    expect(more.added).toBe(true);
    expect(more.lines[0]?.quantity).toBe(2);
  });
});

describe('pricing the cart from the shop of today', () => {
  it('prices each line from its size and add-ons, in whole cents', () => {
    const priced = priceLines(
      [
        line({ variant_id: 'v-deluxe', option_ids: ['o-vase'], quantity: 2 }),
        line({ product_id: tulips.id, variant_id: null, quantity: 3 }),
      ],
      [bouquet, tulips],
    );
    expect(priced.map((p) => [p.unit_cents, p.total_cents, p.variant_name, p.option_names])).toEqual([
      [6740, 13480, 'Deluxe', ['Glass vase']],
      [1999, 5997, null, []],
    ]);
    expect(subtotalCents(priced)).toBe(19477);
  });

  it('drops lines whose product, size or add-on is gone, and a sizeless line of a product that now has sizes', () => {
    const lines = [
      line({ product_id: 'p-gone' }),
      line({ variant_id: 'v-gone' }),
      line({ option_ids: ['o-gone'] }),
      line({ variant_id: null }),
      line({ product_id: tulips.id, variant_id: 'v-standard' }),
      line(),
    ];
    expect(priceLines(lines, [bouquet, tulips]).map((p) => p.key)).toEqual([lineKey(line())]);
  });

  it('sends the lines as the order call takes them', () => {
    const priced = priceLines(
      [line({ option_ids: ['o-vase'] }), line({ product_id: tulips.id, variant_id: null })],
      [bouquet, tulips],
    );
    expect(orderItems(priced)).toEqual([
      { product_id: bouquet.id, variant_id: 'v-standard', option_ids: ['o-vase'], quantity: 1 },
      { product_id: tulips.id, quantity: 1 },
    ]);
  });
});

describe('reading a saved cart', () => {
  it('keeps the well-formed lines and nothing else', () => {
    const saved = JSON.stringify([
      line(),
      { product_id: 1, variant_id: null, option_ids: [], quantity: 1 },
      { product_id: 'x', variant_id: null, option_ids: 'o', quantity: 1 },
      { product_id: 'y', variant_id: null, option_ids: [], quantity: '2' },
      null,
      line({ quantity: 900 }),
    ]);
    expect(parseCart(saved)).toEqual([line({ quantity: MAX_LINE_QUANTITY })]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });
});

describe('the cart in the browser', () => {
  afterEach(() => window.localStorage.clear());

  it('survives a reload and keeps each shop its own cart', () => {
    const first = renderHook(() => useCart('rosa'));
    act(() => {
      first.result.current.add(line());
    });
    expect(first.result.current.lines).toHaveLength(1);
    first.unmount();

    const again = renderHook(() => useCart('rosa'));
    expect(again.result.current.lines).toEqual([line()]);
    const other = renderHook(() => useCart('lily'));
    expect(other.result.current.lines).toEqual([]);

    act(() => again.result.current.clear());
    expect(window.localStorage.getItem('petal.cart.rosa')).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart('rosa'));
    act(() => {
      window.localStorage.setItem('petal.cart.rosa', JSON.stringify([line({ quantity: 4 })]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'petal.cart.rosa' }));
    });
    expect(result.current.lines[0]?.quantity).toBe(4);
  });
});
