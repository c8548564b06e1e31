import { z } from 'zod';
import { dateSchema } from './order-time';
import { paymentMethods, paymentStatuses } from './orders';

/** A date range in the shop's time zone, both days included, at most a year and a day. */
export const dateRange = z
  .object({ start: dateSchema, end: dateSchema })
  .refine((q) => q.end >= q.start, { message: 'End on or after the start', path: ['end'] })
  .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 <= 366, {
    message: 'Ask for at most 366 days at once',
    path: ['end'],
  });

/**
 * What the shop's gift cards owe (docs/decisions/048): what moved in a range of its days, per kind
 * of movement, and what all cards still hold at the end of its last day. A card sold is owed goods,
 * so the accountant carries `outstanding` as a liability; outstanding at the end = outstanding
 * before + sold − redeemed − voided + adjusted.
 */
export const giftCardTotals = z.object({
  /** Cards sold (issued for their orders' money). */
  sold: z.number(),
  /** Spent on orders, less what orders gave back to them. */
  redeemed: z.number(),
  /** Voided because the order that bought them was refunded, undone or deleted. */
  voided: z.number(),
  /** Staff corrections (±). */
  adjusted: z.number(),
  /** What all the shop's cards still hold at the end of the last day. */
  outstanding: z.number(),
});
export type GiftCardTotals = z.infer<typeof giftCardTotals>;

/** GET /api/revenue?start&end: paid orders by the day they were paid. */
export const revenue = z.object({
  total: z.number(),
  /** The total without tax, and the tax in it (net + tax = total, to the cent). */
  net_total: z.number(),
  tax_total: z.number(),
  count: z.number().int(),
  average: z.number(),
  /** What discount codes took off the orders paid in the range (docs/decisions/043). */
  discount_total: z.number(),
  /** Every day of the range, also those without payments. */
  by_day: z.array(
    z.object({
      date: z.string(),
      total: z.number(),
      net_total: z.number(),
      tax_total: z.number(),
      count: z.number().int(),
    }),
  ),
  currency: z.string(),
  /** What gift cards did in the range and still hold at its end: money taken that is not revenue yet. */
  gift_cards: giftCardTotals,
});
export type Revenue = z.infer<typeof revenue>;

/** GET /api/payments: the shop's own ledger of orders that were paid (or refunded). */
export const paymentListQuery = z
  .object({
    start: dateSchema,
    end: dateSchema,
    payment_method: z.enum(paymentMethods).optional(),
    status: z.enum(paymentStatuses).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => q.end >= q.start, { message: 'End on or after the start', path: ['end'] });

export const payment = z.object({
  order_uuid: z.string(),
  number: z.number().int(),
  payment_method: z.enum(paymentMethods).nullable(),
  status: z.enum(paymentStatuses),
  /** What the customer paid (the order's total), and its net and tax. */
  amount: z.number(),
  net_total: z.number(),
  tax_total: z.number(),
  paid_at: z.string(),
  sender_name: z.string().nullable(),
  /** A payment taken, or money given back (a negative amount, on the day it was given back). */
  kind: z.enum(['payment', 'refund', 'reversal']),
  /** What gift cards paid of this payment's amount (the rest came in money); 0 for refunds. */
  gift_card_amount: z.number(),
  /** Why the money was given back (refunds only). */
  reason: z.string().nullable(),
  /** The discount code the order was placed with, and what it took off (payments only; 0 on refunds). */
  discount_code: z.string().nullable(),
  discount_total: z.number(),
});
export type Payment = z.infer<typeof payment>;
