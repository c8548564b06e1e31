import { describe, expect, it } from 'vitest';
import { discountCents, discountCodeInput, normalizeCode } from './discount-codes';

describe('what a discount code takes off', () => {
  it('a percent of the flowers, halves up to the cent', () => {
    expect(discountCents({ kind: 'percent', value: 15, min_order: null }, 1999)).toBe(300);
    expect(discountCents({ kind: 'percent', value: 10, min_order: null }, 1005)).toBe(101);
    expect(discountCents({ kind: 'percent', value: 100, min_order: null }, 4000)).toBe(4000);
  });

  it('a fixed amount, never more than the flowers', () => {
    expect(discountCents({ kind: 'fixed', value: 7.5, min_order: null }, 4000)).toBe(750);
    expect(discountCents({ kind: 'fixed', value: 50, min_order: null }, 4000)).toBe(4000);
  });

  it('nothing below the minimum order; the minimum itself counts', () => {
    const rule = { kind: 'fixed' as const, value: 5, min_order: 30 };
    expect(discountCents(rule, 2999)).toBe(0);
    expect(discountCents(rule, 3000)).toBe(500);
  });

  it('codes are compared upper case, trimmed', () => {
    expect(normalizeCode('  spring-10 ')).toBe('SPRING-10');
    expect(discountCodeInput.parse({ code: 'spring', kind: 'percent', value: 10 }).code).toBe('SPRING');
  });
});
