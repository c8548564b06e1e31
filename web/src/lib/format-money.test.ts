import { describe, expect, it } from 'vitest';
import {
  amountText,
  currencySymbol,
  formatCompactMoney,
  formatMoney,
  formatUnitCost,
  moneyForServer,
  parseMoneyInput,
} from './format-money';

describe('money', () => {
  it("formats amounts in the shop's currency", () => {
    expect(formatMoney(4.9, 'EUR')).toBe('€4.90');
    expect(formatMoney(12, 'USD')).toBe('$12.00');
  });

  it('still shows the amount without a currency or with an unknown one', () => {
    expect(formatMoney(4.9, undefined)).toBe('4.90');
    expect(formatMoney(4.9, 'NOT-A-CODE')).toBe('4.90');
  });

  it('shows costs per stem to four decimals, and never fewer than the currency', () => {
    expect(formatUnitCost(0.4375, 'EUR')).toBe('€0.4375');
    expect(formatUnitCost(0.5, 'EUR')).toBe('€0.50');
    expect(formatUnitCost(0.5, undefined)).toBe('0.50');
  });

  it('shortens large amounts for a chart axis', () => {
    expect(formatCompactMoney(1200, 'EUR')).toBe('€1.2K');
  });

  it("names the currency's symbol for a price field", () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(undefined)).toBe('');
  });

  it('reads prices typed with a comma or a point', () => {
    expect(parseMoneyInput('4,90')).toBe(4.9);
    expect(parseMoneyInput(' 12 ')).toBe(12);
    expect(parseMoneyInput('.5')).toBe(0.5);
    expect(parseMoneyInput('')).toBeNaN();
    expect(parseMoneyInput('4.9.0')).toBeNaN();
    expect(parseMoneyInput('-3')).toBeNaN();
  });

  it('writes amounts as a price field and the server take them', () => {
    expect(moneyForServer('39,9')).toBe('39.90');
    expect(amountText(4.9)).toBe('4.90');
    expect(amountText(null)).toBe('');
  });
});
