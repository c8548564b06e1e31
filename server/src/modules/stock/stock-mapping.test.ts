import { describe, expect, it } from 'vitest';
import { decimalToCents, flowerValue } from './stock-mapping';

describe('money from decimal text', () => {
  it('rounds half away from zero from the digits, as SQL round() does', () => {
    // As floats, 2.005 × 100 is 200.49999…, which Math.round would make 200.
    expect(decimalToCents('2.005')).toBe(201);
    expect(decimalToCents('2.0049999')).toBe(200);
    expect(decimalToCents('1.125000')).toBe(113);
    expect(decimalToCents('-0.125')).toBe(-13);
    expect(decimalToCents('0')).toBe(0);
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('.5')).toBe(50);
    expect(decimalToCents('1234567.89')).toBe(123456789);
  });

  it('values stock exactly: stems × cost per stem with four decimals', () => {
    expect(flowerValue({ quantity: 3, unitCost: '0.6683' })).toBe(2.0);
    expect(flowerValue({ quantity: 1, unitCost: '2.0050' })).toBe(2.01);
    expect(flowerValue({ quantity: 7, unitCost: '0.1000' })).toBe(0.7);
  });
});
