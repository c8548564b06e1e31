import { z } from 'zod';
import { moneyMethods } from './money-payments';
import { dateSchema } from './order-time';
import { giftCardTotals } from './payments';

/*
 * The cash-up at closing time (GET /api/payments/day) and the month for the accountant
 * (GET /api/payments/month.csv): what came in and went out, by how, on the shop's days
 * (docs/decisions/048).
 */

export const cashUpQuery = z.object({ date: dateSchema });
export const monthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM'),
});

export const methodTotals = z.object({
  method: z.enum(moneyMethods),
  /** Payments taken. */
  received: z.number(),
  /** Money given back (a positive amount). */
  refunded: z.number(),
  /** Payments recorded by mistake and undone (a positive amount). */
  reversed: z.number(),
  /** received − refunded − reversed. */
  net: z.number(),
});

export const cashUp = z.object({
  date: z.string(),
  currency: z.string(),
  /** One entry per money method that moved on the day. */
  by_method: z.array(methodTotals),
  /** What should be in the till from the day: cash taken less cash given back or undone. */
  expected_cash: z.number(),
  /** What gift cards did on the day, and what all of them still hold at its end. */
  gift_cards: giftCardTotals,
  /** Revenue recognised on the day: money in − money out − the change in what cards owe. */
  revenue: z.object({ total: z.number(), net_total: z.number(), tax_total: z.number() }),
  /** Orders paid on the day. */
  orders_paid: z.number().int(),
});
export type CashUp = z.infer<typeof cashUp>;
