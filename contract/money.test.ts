import { describe, expect, it } from 'vitest';
import { decimalToCents, fromCents, moneyColumn, moneySchema, toCents } from './money';

describe('cents', () => {
  it('turns decimal money into whole cents and back, exactly for two decimals', () => {
    // 0.29 × 100 is 28.999999999999996 as a float: rounding, not truncating, keeps it 29.
    expect(toCents(0.29)).toBe(29);
    expect(toCents(39.9)).toBe(3990);
    expect(toCents(0)).toBe(0);
    expect(fromCents(3990)).toBe(39.9);
    expect(fromCents(toCents(1234.56))).toBe(1234.56);
  });

  it('reads decimal text half away from zero from the digits, as SQL round() does', () => {
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

  it('writes amounts as numeric columns store them', () => {
    expect(moneyColumn(39.9)).toBe('39.90');
    expect(moneyColumn(fromCents(5))).toBe('0.05');
  });
});

describe('money on the wire', () => {
  it('takes amounts of 0 or more with at most two decimals', () => {
    expect(moneySchema.safeParse(39.9).success).toBe(true);
    expect(moneySchema.safeParse(0).success).toBe(true);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(1.234).success).toBe(false);
  });
});
