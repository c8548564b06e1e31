import { isLanguage, type Language } from '@contract/languages';
import type { Occasion } from '@contract/occasions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, occasionReminderMails, occasionReminders, orders } from '../../db/schema';
import { queueMail } from '../mail';
import { DAYS_AHEAD } from './occasion-day';
import { type ReminderMailFacts, reminderMail } from './reminder-mail';
import { productsForReminder } from './reminder-products';
import { newToken, tokenHash } from './reminder-tokens';

type Due = {
  id: string;
  business_id: string;
  year: number;
  day: string;
  occasion: Occasion;
  sender_email: string;
  language: string | null;
  recipient_name: string | null;
  number: number;
  shop_name: string;
  shop_url: string;
  shop_language: string;
  currency: string;
};

/**
 * The reminders whose mail is due on their shop's clock: from a week before the occasion's day
 * until the day before, in any year after the order's own, not yet made for that year. A server
 * that was down for the whole week sends nothing late: a reminder after the day is no use.
 * The day is the occasion's month and day, the 28th of February in a year without the 29th.
 */
const dueStatement = (at: string, businessId: string | null) => sql`
  with clocks as (
    select r.id, r.business_id, r.order_id, r.occasion, r.occasion_date,
      (${at}::timestamptz at time zone b.time_zone)::date as today
    from ${occasionReminders} r join ${businesses} b on b.id = r.business_id
    where r.stopped_at is null and (${businessId}::uuid is null or r.business_id = ${businessId}::uuid)
  ), candidates as (
    select c.*, y.year,
      make_date(y.year, extract(month from c.occasion_date)::int, least(
        extract(day from c.occasion_date)::int,
        extract(day from (make_date(y.year, extract(month from c.occasion_date)::int, 1)
          + interval '1 month' - interval '1 day'))::int)) as day
    from clocks c cross join lateral (values
      (extract(year from c.today + ${DAYS_AHEAD}::int)::int),
      (extract(year from c.today + ${DAYS_AHEAD}::int)::int - 1)) as y(year)
  )
  select c.id, c.business_id, c.year, c.day::text as day, c.occasion,
    o.sender_email, o.language, o.recipient_name, o.number,
    b.name as shop_name, b.url as shop_url, b.language as shop_language, b.currency
  from candidates c
  join ${orders} o on o.id = c.order_id
  join ${businesses} b on b.id = c.business_id
  where c.year > extract(year from c.occasion_date)
    and c.today >= c.day - ${DAYS_AHEAD}::int and c.today < c.day
    and o.deleted_at is null and o.sender_email is not null
    and not exists (select 1 from ${occasionReminderMails} m where m.reminder_id = c.id and m.year = c.year)
  limit 500
`;

/**
 * Tests that share one PostgreSQL database look at their own shop's reminders only, as they send
 * only their own mail (modules/mail/outbox.service.ts). Production looks at every shop.
 */
export type ReminderScope = { businessId?: string | undefined };

const languageOf = (due: Due): Language =>
  isLanguage(due.language) ? due.language : isLanguage(due.shop_language) ? due.shop_language : 'en';

/**
 * Queues the reminder mails that are due (docs/decisions/065). Each goes in a transaction of its
 * own with the row that remembers it: the row's key (reminder, year) lets one mail in, however many
 * processes check at once, and the outbox sends it with retries. Returns how many were queued.
 */
export async function queueDueReminders(
  db: Db,
  now: Date = new Date(),
  scope: ReminderScope = {},
): Promise<number> {
  const due = (await db.execute<Due>(dueStatement(now.toISOString(), scope.businessId ?? null))).rows;
  const shelves = new Map<string, Awaited<ReturnType<typeof productsForReminder>>>();
  let queued = 0;
  for (const reminder of due) {
    const shelf = shelves.get(reminder.business_id) ?? (await productsForReminder(db, reminder.business_id));
    shelves.set(reminder.business_id, shelf);
    const orderToken = newToken();
    const unsubscribeToken = newToken();
    const facts: ReminderMailFacts = {
      to: reminder.sender_email,
      language: languageOf(reminder),
      occasion: reminder.occasion,
      day: reminder.day,
      recipientName: reminder.recipient_name,
      orderNumber: reminder.number,
      shop: { name: reminder.shop_name, url: reminder.shop_url, currency: reminder.currency },
      products: shelf.pick(reminder.occasion),
      orderToken,
      unsubscribeToken,
    };
    const made = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(occasionReminderMails)
        .values({
          reminderId: reminder.id,
          year: reminder.year,
          orderTokenHash: tokenHash(orderToken),
          unsubscribeTokenHash: tokenHash(unsubscribeToken),
        })
        .onConflictDoNothing()
        .returning({ year: occasionReminderMails.year });
      if (fresh.length === 0) return false;
      await queueMail(tx, reminderMail(facts));
      return true;
    });
    if (made) queued++;
  }
  return queued;
}
