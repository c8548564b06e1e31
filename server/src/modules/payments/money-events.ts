import { and, eq, type SQL, sql } from 'drizzle-orm';
import { giftCardMovements, orders, paymentEntries } from '../../db/schema';
import { withinDays } from '../scheduling';

/*
 * The money events of a shop, as the ledger, the revenue and the cash-up read them
 * (docs/decisions/048): the journal's money rows, and the gift-card movements. Each is a row of
 * its own on its own day; nothing is read from an order's current state, so a later change of an
 * order never moves what a past day says.
 */

/** Whole cents in SQL → decimal money, the one place SQL divides by a hundred. */
export const decimalMoney = (cents: SQL | typeof paymentEntries.amountCents) =>
  sql<string>`(${cents}::numeric / 100)`;

/** The tax in an amount (decimal money) of an order: the order's share of tax in its total (ADR 025). */
export const taxShare = (amount: SQL) =>
  sql<string>`coalesce(round(${amount} * ${orders.taxTotal} / nullif(${orders.total}, 0), 2), 0)`;

/** The journal's money rows of a shop within its days. */
export const moneyWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  and(eq(paymentEntries.businessId, businessId), withinDays(paymentEntries.at, timeZone, start, end)) as SQL;

/** Gift-card movements of a shop within its days. */
export const cardMovesWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  and(
    eq(giftCardMovements.businessId, businessId),
    withinDays(giftCardMovements.at, timeZone, start, end),
  ) as SQL;
