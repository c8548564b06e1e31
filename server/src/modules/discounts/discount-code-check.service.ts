import type { DiscountCodeCheck } from '@contract/discount-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findShop } from '../business';
import { todayIn } from '../scheduling';
import { codeProblem, codeRefusal, ruleOf } from './code-rules.service';

/**
 * A code a customer gives staff, checked as the order page would check it today, without applying
 * it: the order editor shows its discount in the live total before the order is sent. Nothing is
 * taken or changed; the submission decides. Another shop's code is not found, as a mistyped one.
 */
export async function checkDiscountCode(
  db: Db,
  { businessId, code, now = new Date() }: { businessId: string; code: string; now?: Date },
): Promise<DiscountCodeCheck> {
  const [found] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.businessId, businessId),
        eq(discountCodes.code, code),
        isNull(discountCodes.deletedAt),
      ),
    );
  const shop = await findShop(db, businessId);
  // The minimum is the editor's to judge with the goods it holds: it is passed here by goods of
  // no limit, and the answer carries min_order instead.
  const problem = codeProblem(found ?? null, {
    today: todayIn(shop.timeZone, now),
    subtotal: Number.MAX_SAFE_INTEGER,
  });
  if (!found || problem === 'unknown') {
    const { message } = codeRefusal('unknown', null, shop.currency);
    throw new AppError('NOT_FOUND', message, { code: message });
  }
  // Never 'minimum' with goods of no limit; said so for the type's sake.
  const refused = problem === 'minimum' ? null : problem;
  return {
    code: found.code,
    ...ruleOf(found),
    problem: refused,
    message: refused ? codeRefusal(refused, found, shop.currency).message : null,
  };
}
