import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkMoney, moneyAmount, moneyText } from './money-field';

describe('money fields', () => {
  it('checks a typed amount with the contract rules', () => {
    expect(checkMoney(' 39,9 ')).toEqual({ amount: 39.9 });
    expect(checkMoney('1.234')).toEqual({ message: 'Use at most two decimals' });
    expect(checkMoney('abc')).toEqual({ message: 'Enter an amount' });
  });

  it('keeps the text of a price field, blank only when the field may stay blank', () => {
    const form = z.object({ price: moneyText('Enter the price'), delivery: moneyText(null) });
    expect(form.safeParse({ price: '12,5', delivery: '' }).success).toBe(true);
    const blank = form.safeParse({ price: ' ', delivery: '' });
    expect(blank.error?.issues[0]?.message).toBe('Enter the price');
    const wrong = form.safeParse({ price: '12', delivery: '1.005' });
    expect(wrong.error?.issues[0]?.message).toBe('Use at most two decimals');
  });

  it('turns a price field into the number the form answers', () => {
    expect(moneyAmount.parse('4,90')).toBe(4.9);
    expect(moneyAmount.safeParse('-1').success).toBe(false);
  });
});
