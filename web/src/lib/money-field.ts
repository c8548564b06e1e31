import { moneySchema } from '@contract/money';
import { z } from 'zod';
import { parseMoneyInput } from './format-money';

/** An amount as people type it ("39,9"), or the message saying what is wrong with it. */
export function checkMoney(value: string): { amount: number } | { message: string } {
  const parsed = moneySchema.safeParse(parseMoneyInput(value.trim()));
  return parsed.success
    ? { amount: parsed.data }
    : { message: parsed.error.issues[0]?.message ?? 'Enter an amount' };
}

/**
 * A price field of a form, kept as the text typed and checked with the contract's money rules.
 * `required` is the message for a blank field; null lets it stay blank.
 */
export const moneyText = (required: string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const checked = checkMoney(value);
      if ('message' in checked) ctx.addIssue({ code: 'custom', message: checked.message });
    });

/** A price field whose form answers the number itself: "4,90" → 4.9, checked like moneyText. */
export const moneyAmount = z.string().transform(parseMoneyInput).pipe(moneySchema);
