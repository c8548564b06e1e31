import { describe, expect, it } from 'vitest';
import { orderLabel } from './order-number';

describe('orderLabel', () => {
  it('shows a placed order by its number and an unplaced storefront order as new', () => {
    expect(orderLabel(1042)).toBe('#1042');
    expect(orderLabel(0)).toBe('New');
  });
});
