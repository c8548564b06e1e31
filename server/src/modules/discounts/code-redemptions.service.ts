import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { discountCodes, discountRedemptions } from '../../db/schema';

/*
 * The uses a discount code has given (docs/decisions/043): a placed order takes one, and gives it
 * back when the code comes off or the order goes. The orders module decides when; these are the
 * writes, so that the code's count and its redemptions change together.
 */

/**
 * Takes one use of the code, where one is left, built but not sent (for the submission's statement,
 * docs/decisions/032). The last use goes to one order: a concurrent taker waits for the code's row
 * and finds none left. Reads the placeholder `code_id`; returns the code's `id` when a use was taken.
 */
export function codeUseStatement(tx: Tx) {
  return tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, sql.placeholder('code_id')),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
}

/**
 * Records the order's use of the code, built but not sent. Unique per code and e-mail for a
 * once-per-customer code: a second order of theirs writes nothing and returns no row. Reads the
 * placeholders `code_id`, `order_id`, `redemption_email` (the e-mail as customerEmailKey makes it)
 * and `once_per_customer`; returns the redemption's `id` when it was written.
 */
export function codeRedemptionStatement(tx: Tx) {
  const p = sql.placeholder;
  return tx
    .insert(discountRedemptions)
    .values({
      codeId: p('code_id'),
      orderId: p('order_id'),
      customerEmail: p('redemption_email'),
      oncePerCustomer: sql`${p('once_per_customer')}::boolean`,
    })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
}

export type Redemption = { codeId: string; orderId: string; email: string | null; oncePerCustomer: boolean };

/**
 * Takes one use of the code for an order, in the caller's transaction: the use and its redemption
 * as the submission takes them. Answers why it could not, or null; the caller then refuses, and
 * its transaction's rollback undoes a use already taken.
 */
export async function redeemCode(tx: Tx, redemption: Redemption): Promise<'used_up' | 'used_by_you' | null> {
  const [taken] = await prepared(tx, 'code_use', (d) => codeUseStatement(d).prepare('code_use')).execute({
    code_id: redemption.codeId,
  });
  if (!taken) return 'used_up';
  const [written] = await prepared(tx, 'code_redemption', (d) =>
    codeRedemptionStatement(d).prepare('code_redemption'),
  ).execute({
    code_id: redemption.codeId,
    order_id: redemption.orderId,
    redemption_email: redemption.email,
    once_per_customer: redemption.oncePerCustomer,
  });
  return written ? null : 'used_by_you';
}

/**
 * Gives back the uses these orders took, in the caller's transaction: their redemptions are
 * deleted and each code's uses go down by as many. An order that took none changes nothing.
 */
export async function giveBackCodeUses(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const gone = await tx
    .delete(discountRedemptions)
    .where(inArray(discountRedemptions.orderId, orderIds))
    .returning({ codeId: discountRedemptions.codeId });
  const uses = new Map<string, number>();
  for (const { codeId } of gone) uses.set(codeId, (uses.get(codeId) ?? 0) + 1);
  for (const [codeId, count] of uses) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - ${count}, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}
