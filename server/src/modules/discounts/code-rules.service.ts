import { discountCents } from '@contract/discount-codes';
import { toCents } from '@contract/money';
import type { discountCodes } from '../../db/schema';
import { AppError } from '../../lib/errors';

/*
 * What a discount code gives and when it applies (docs/decisions/043), for every place that
 * checks one: the order page, the counter, the submission and the editor's check.
 */

export type CodeRow = typeof discountCodes.$inferSelect;

export type CodeProblem =
  | 'unknown'
  | 'not_yet'
  | 'expired'
  | 'minimum'
  | 'used_up'
  | 'used_by_you'
  | 'gift_cards_only';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

/** What the customer reads for each reason a code does not apply, and the answer's status. */
export function codeRefusal(
  problem: CodeProblem,
  code: CodeRow | null,
  currency: string,
  /** At the submission: the code is already on the order, and the customer is told how to go on. */
  placing = false,
): AppError {
  const messages: Record<CodeProblem, string> = {
    unknown: 'This code is not valid. Check the spelling.',
    not_yet: `This code is valid from ${code?.startsOn ?? ''}.`,
    expired: 'This code has expired.',
    minimum: `This code applies to orders of ${money(Number(code?.minOrder ?? 0), currency)} or more.`,
    used_up: 'This code has been used up.',
    used_by_you: 'You have already used this code.',
    gift_cards_only: 'Discount codes do not apply to gift cards.',
  };
  const message = placing
    ? `${messages[problem]} Remove the code to place your order without it.`
    : messages[problem];
  const conflict = problem === 'used_up' || problem === 'used_by_you';
  return new AppError(conflict ? 'CONFLICT' : 'VALIDATION_ERROR', message, {
    discount_code: message,
    reason: problem,
  });
}

/**
 * What a customer is told when a code does not apply. A code that is switched off, not yet valid,
 * expired or used up (by everyone or by this address) answers as a code that never existed: told
 * apart, they let a guesser find the shop's codes, old and future ones, and learn whether an
 * address used one. The minimum and "not on gift cards" are said: the first only of a code that
 * works today (codeProblem checks it last), the second before any code is looked up. Staff get
 * codeRefusal's reasons (docs/security.md).
 */
export function customerCodeRefusal(
  problem: CodeProblem,
  code: CodeRow | null,
  currency: string,
  placing = false,
): AppError {
  if (problem === 'minimum' || problem === 'gift_cards_only') {
    return codeRefusal(problem, code, currency, placing);
  }
  const message = placing
    ? 'This code cannot be used for this order. Remove the code to place your order without it.'
    : 'This code is not valid. Check the spelling.';
  return new AppError('VALIDATION_ERROR', message, { discount_code: message, reason: 'not_valid' });
}

/**
 * Why a code cannot apply to goods costing `subtotal` cents on `today` (the shop's date), or null.
 * Gift cards are not goods: a code takes nothing off them and they do not count towards its
 * minimum (docs/decisions/046). Whether this customer used it already is only known with their
 * e-mail, at the submission.
 */
export function codeProblem(code: CodeRow | null, { today, subtotal }: { today: string; subtotal: number }) {
  if (!code?.isActive || code.deletedAt) return 'unknown' as const;
  if (code.startsOn && today < code.startsOn) return 'not_yet' as const;
  if (code.endsOn && today > code.endsOn) return 'expired' as const;
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up' as const;
  // Last: the minimum is only ever named for a code that works today.
  if (code.minOrder !== null && subtotal < toCents(Number(code.minOrder))) return 'minimum' as const;
  return null;
}

export const ruleOf = (code: CodeRow) => ({
  kind: code.kind,
  value: Number(code.value),
  min_order: code.minOrder === null ? null : Number(code.minOrder),
});

/** Normalised as the once-per-customer index compares it. */
export const customerEmailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/** The discount an order's code gives on goods of these cents, for callers that have the code at hand. */
export const discountOf = (code: CodeRow, goods: number) => discountCents(ruleOf(code), goods);
