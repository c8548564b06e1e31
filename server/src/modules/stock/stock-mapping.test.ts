import { describe, expect, it } from 'vitest';
import { flowerValue } from './stock-mapping';

describe('stock value', () => {
  it('values stock exactly: stems × cost per stem with four decimals', () => {
    expect(flowerValue({ quantity: 3, unitCost: '0.6683' })).toBe(2.0);
    expect(flowerValue({ quantity: 1, unitCost: '2.0050' })).toBe(2.01);
    expect(flowerValue({ quantity: 7, unitCost: '0.1000' })).toBe(0.7);
  });
});
