import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput } from './format-money';

describe('money', () => {
  it("formats amounts in the shop's currency", () => {
    expect(formatMoney(4.9, 'EUR')).toBe('€4.90');
    expect(formatMoney(12, 'USD')).toBe('$12.00');
  });

  it('reads prices typed with a comma or a point', () => {
    expect(parseMoneyInput('4,90')).toBe(4.9);
    expect(parseMoneyInput(' 12 ')).toBe(12);
    expect(parseMoneyInput('.5')).toBe(0.5);
    expect(parseMoneyInput('')).toBeNaN();
    expect(parseMoneyInput('4.9.0')).toBeNaN();
    expect(parseMoneyInput('-3')).toBeNaN();
  });
});
