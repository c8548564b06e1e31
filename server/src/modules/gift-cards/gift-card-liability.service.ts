import { centsOf, fromCents } from '@contract/money';
import type { GiftCardTotals } from '@contract/payments';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCardMovements } from '../../db/schema';
import { endOfShopDay, withinDays } from '../scheduling';

/*
 * What a shop's gift cards owe (docs/decisions/048). A card sold is goods the shop still owes, so
 * the books carry what all cards hold as a liability. It is read from the movements alone (issue +,
 * redeem −, release +, void −, adjust ±), never from the cards' current balances, so that what a
 * past day says never changes afterwards. The cash-up, the revenue and analytics all read it here.
 */

type Range = { businessId: string; timeZone: string; start: string; end: string };

/** What all the shop's cards hold at the end of one of its days (its midnight after it), in cents. */
export async function outstandingAt(
  db: Db,
  { businessId, timeZone, date }: { businessId: string; timeZone: string; date: string },
): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${giftCardMovements.amount}), 0)` })
    .from(giftCardMovements)
    .where(
      and(
        eq(giftCardMovements.businessId, businessId),
        lt(giftCardMovements.at, endOfShopDay(date, timeZone)),
      ),
    );
  return centsOf(row?.amount);
}

/** What gift cards did on a range of the shop's days, per kind of movement, in cents. */
export async function cardChanges(db: Db, { businessId, timeZone, start, end }: Range) {
  const rows = await db
    .select({ type: giftCardMovements.type, amount: sql<string>`sum(${giftCardMovements.amount})` })
    .from(giftCardMovements)
    .where(
      and(
        eq(giftCardMovements.businessId, businessId),
        withinDays(giftCardMovements.at, timeZone, start, end),
      ),
    )
    .groupBy(giftCardMovements.type);
  const of = (type: string) => centsOf(rows.find((r) => r.type === type)?.amount);
  return {
    sold: of('issue'),
    // What an order gave back to a card undoes what it spent, so spending is counted net of it.
    redeemed: -(of('redeem') + of('release')),
    voided: -of('void'),
    adjusted: of('adjust'),
  };
}

/** What gift cards did in a range of the shop's days and what they all hold at its end, as money. */
export async function giftCardLiability(db: Db, range: Range): Promise<GiftCardTotals> {
  const [changes, outstanding] = await Promise.all([
    cardChanges(db, range),
    outstandingAt(db, { businessId: range.businessId, timeZone: range.timeZone, date: range.end }),
  ]);
  return {
    sold: fromCents(changes.sold),
    redeemed: fromCents(changes.redeemed),
    voided: fromCents(changes.voided),
    adjusted: fromCents(changes.adjusted),
    outstanding: fromCents(outstanding),
  };
}
