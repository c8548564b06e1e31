import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shopMailPreferences, shopMailWebOrders } from '../../db/schema';

const p = (name: string) => sql.placeholder(name);

/**
 * "A new web order to mail to the shop", built but not sent, for the submission's statement prepared
 * once with placeholders (docs/decisions/032): it is kept only if that statement commits, and the
 * mail worker's check turns it into each chosen person's mail (docs/decisions/064). Written only
 * when someone of the shop asked for these mails, so a shop that did not pays one index look-up.
 * Reads the placeholders `business_id` and `order_id`.
 */
export function newWebOrderShopMailStatement(tx: Tx) {
  return tx
    .insert(shopMailWebOrders)
    .select(
      tx
        .select({
          orderId: sql`${p('order_id')}::uuid`.as('order_id'),
          businessId: sql`${p('business_id')}::uuid`.as('business_id'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`exists (select 1 from ${shopMailPreferences} where ${shopMailPreferences.businessId} = ${p('business_id')}::uuid and ${shopMailPreferences.newWebOrders})`,
        ),
    )
    .onConflictDoNothing();
}
