import type { CustomerReminder } from '@contract/reminders';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, occasionReminderMails, occasionReminders, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';

/*
 * A customer's reminders for the shop's staff, found through their orders (a merge of two customers
 * brings the reminders along with the orders), and what a data request does with them.
 */

async function ensureCustomer(
  db: Db | Tx,
  { businessId, customerId }: { businessId: string; customerId: string },
) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  if (!row) throw notFound('customer');
}

const reminderColumns = {
  id: occasionReminders.id,
  order_id: occasionReminders.orderId,
  order_number: orders.number,
  occasion: occasionReminders.occasion,
  occasion_date: occasionReminders.occasionDate,
  stopped_at: occasionReminders.stoppedAt,
  stopped_by: occasionReminders.stoppedBy,
  last_mailed_year: sql<
    number | null
  >`(select max(m.year) from ${occasionReminderMails} m where m.reminder_id = ${occasionReminders.id})`,
};

type ReminderRow = { stopped_at: Date | null } & Omit<CustomerReminder, 'active'>;

const toReminder = ({ stopped_at, ...row }: ReminderRow): CustomerReminder => ({
  ...row,
  active: stopped_at === null,
  last_mailed_year: row.last_mailed_year === null ? null : Number(row.last_mailed_year),
});

function customerReminderRows(
  db: Db | Tx,
  { businessId, customerId }: { businessId: string; customerId: string },
) {
  return db
    .select(reminderColumns)
    .from(occasionReminders)
    .innerJoin(orders, eq(orders.id, occasionReminders.orderId))
    .where(and(eq(occasionReminders.businessId, businessId), eq(orders.customerId, customerId)))
    .orderBy(desc(occasionReminders.occasionDate), desc(occasionReminders.id));
}

export async function listCustomerReminders(
  db: Db,
  who: { businessId: string; customerId: string },
): Promise<CustomerReminder[]> {
  await ensureCustomer(db, who);
  const rows = await customerReminderRows(db, who);
  return rows.map((row) => toReminder(row as ReminderRow));
}

/** Staff switch a reminder off (the customer asked by phone); a reminder of another customer is 404. */
export async function stopCustomerReminder(
  db: Db,
  { businessId, customerId, reminderId }: { businessId: string; customerId: string; reminderId: string },
): Promise<CustomerReminder> {
  await ensureCustomer(db, { businessId, customerId });
  const mine = sql`${occasionReminders.orderId} in (select ${orders.id} from ${orders} where ${orders.customerId} = ${customerId})`;
  const [stopped] = await db
    .update(occasionReminders)
    .set({
      stoppedAt: sql`coalesce(${occasionReminders.stoppedAt}, now())`,
      stoppedBy: sql`coalesce(${occasionReminders.stoppedBy}, 'staff')`,
    })
    .where(and(eq(occasionReminders.id, reminderId), eq(occasionReminders.businessId, businessId), mine))
    .returning({ id: occasionReminders.id });
  if (!stopped) throw notFound('reminder');
  const rows = await customerReminderRows(db, { businessId, customerId });
  const row = rows.find((item) => item.id === reminderId);
  if (!row) throw notFound('reminder');
  return toReminder(row as ReminderRow);
}

/** A customer's reminders for their data export (docs/decisions/061). */
export async function exportCustomerReminders(
  db: Db,
  who: { businessId: string; customerId: string },
): Promise<CustomerReminder[]> {
  const rows = await customerReminderRows(db, who);
  return rows.map((row) => toReminder(row as ReminderRow));
}

/**
 * Erasure: the customer's reminders and the record of their mails go, in the erasure's transaction.
 * Call it before their orders are anonymised: it finds the reminders through them.
 */
export async function eraseCustomerReminders(
  tx: Tx,
  { businessId, customerId }: { businessId: string; customerId: string },
): Promise<number> {
  const theirs = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)));
  const gone = await tx
    .delete(occasionReminders)
    .where(and(eq(occasionReminders.businessId, businessId), inArray(occasionReminders.orderId, theirs)))
    .returning({ id: occasionReminders.id });
  return gone.length;
}
