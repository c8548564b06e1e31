import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, orders, pushDueNotices, pushOutbox, pushSubscriptions } from '../../db/schema';

/**
 * Queues "due within the hour, not ready" for every pending order whose window starts within the
 * next hour on its shop's clock, once an order (push_due_notices remembers it). Only shops with a
 * device that chose the kind are looked at, each through its open orders' index.
 */
export async function queueDuePushes(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute<{ order_id: string }>(sql`
    with shops as (
      select distinct ${pushSubscriptions.businessId} as id from ${pushSubscriptions}
      where 'due_not_ready' = any(${pushSubscriptions.kinds})
    ), clocks as (
      select s.id, (${at}::timestamptz at time zone ${businesses.timeZone}) as local
      from shops s join ${businesses} on ${businesses.id} = s.id
    ), due as (
      select o.id, o.business_id, o.number, o.delivery_date, o.time_slot
      from clocks c join ${orders} o on o.business_id = c.id
      where o.deleted_at is null and o.order_status = 'pending' and o.number > 0
        and o.delivery_date = c.local::date
        and o.time_slot ~ '^[0-2][0-9]:[0-5][0-9]-'
        and o.delivery_date + left(o.time_slot, 5)::time > c.local
        and o.delivery_date + left(o.time_slot, 5)::time <= c.local + interval '1 hour'
    ), fresh as (
      insert into ${pushDueNotices} (order_id) select id from due on conflict do nothing returning order_id
    )
    insert into ${pushOutbox} (business_id, kind, order_id, order_number, due_date, due_slot)
    select d.business_id, 'due_not_ready', d.id, d.number, d.delivery_date, d.time_slot
    from due d join fresh f on f.order_id = d.id
    returning order_id
  `);
  return result.rows.length;
}

/** Notices of orders long past: their day is over, they can be due no more. */
export async function deleteOldDueNotices(db: Db): Promise<void> {
  await db.delete(pushDueNotices).where(sql`${pushDueNotices.createdAt} < now() - interval '2 days'`);
}
