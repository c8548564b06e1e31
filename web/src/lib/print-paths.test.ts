import { describe, expect, it } from 'vitest';
import {
  batchOrders,
  CARD_LAYOUTS,
  cardPath,
  cardsPath,
  daySheetPath,
  parseLayout,
  ticketsPath,
} from './print-paths';

/** The query of a path, as a print page's useSearchParams sees it. */
const queryOf = (path: string) => new URL(path, 'https://shop.test').searchParams;

describe('print paths', () => {
  it('read back what the order pages link to: the orders in order, and the layout chosen', () => {
    const tickets = queryOf(ticketsPath(['b', 'a', 'c']));
    expect(batchOrders(tickets.get('orders'))).toEqual(['b', 'a', 'c']);

    for (const { key } of CARD_LAYOUTS) {
      const cards = queryOf(cardsPath(['a', 'b'], key));
      expect(batchOrders(cards.get('orders'))).toEqual(['a', 'b']);
      expect(parseLayout(cards.get('layout'))).toBe(key);
      expect(parseLayout(queryOf(cardPath('a', key)).get('layout'))).toBe(key);
    }
  });

  it('point at the print routes', () => {
    expect(cardPath('u1', 'a7')).toBe('/intern/print/card/u1?layout=a7');
    expect(daySheetPath('2031-03-14')).toBe('/intern/print/day/2031-03-14');
  });

  it('print each order once, and an unknown layout as A6', () => {
    expect(batchOrders(' a, b,,a ,c')).toEqual(['a', 'b', 'c']);
    expect(batchOrders(null)).toEqual([]);
    expect(parseLayout('poster')).toBe('a6');
    expect(parseLayout(null)).toBe('a6');
  });
});
