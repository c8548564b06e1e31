import type { OrderItem } from '@contract/product-lines';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItems, orderItem } from '../../test/order-item';
import { BenchLines, benchLine } from './bench-lines';

describe('a line as the bench reads it', () => {
  it('says how many of what, then the size and each add-on with a plus', () => {
    const [rose, tulip] = cartItems() as [OrderItem, OrderItem];
    expect(benchLine(rose)).toBe('2 × Rose bouquet — Deluxe, + Glass vase');
    expect(benchLine(tulip)).toBe('1 × Tulip bunch');
    expect(benchLine(orderItem({ product_name: null, variant_name: null }))).toBe('1 × Florist’s choice');
    expect(
      benchLine(
        orderItem({
          options: [
            { option_id: 'a', name: 'Chocolates', price: 6, tax_rate: 0 },
            { option_id: 'b', name: 'Balloon', price: 4, tax_rate: 0 },
          ],
        }),
      ),
    ).toBe('1 × Peony bouquet — + Chocolates, + Balloon');
  });

  it('lists every line of a cart, and the florist’s choice when there is none', () => {
    const { rerender } = render(<BenchLines items={cartItems()} />);
    const lines = within(screen.getByRole('list', { name: 'To make' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2 × Rose bouquet — Deluxe, + Glass vase',
      '1 × Tulip bunch',
    ]);
    rerender(<BenchLines items={[]} label="Items of #1001" />);
    expect(screen.getByRole('list', { name: 'Items of #1001' })).toHaveTextContent('Florist’s choice');
  });
});
