import { z } from 'zod';

/** Money methods of the journal: the shop's own and the card provider's (gift cards are not money). */
export const moneyMethods = ['cash', 'card', 'bank_transfer', 'other', 'online'] as const;
export type MoneyMethod = (typeof moneyMethods)[number];

/**
 * Money taken for an order, one row per payment as the till or the card provider took it (not
 * those undone by mistake); what gift cards paid is in the order's `payments`, refunds are apart.
 */
export const moneyPayment = z.object({
  id: z.string(),
  method: z.enum(moneyMethods),
  amount: z.number(),
  at: z.string(),
});
export type MoneyPayment = z.infer<typeof moneyPayment>;
