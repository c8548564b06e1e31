import type { Occasion } from '@contract/occasions';
import type { OrderReminder, OrderReminderInput } from '@contract/reminders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { occasionReminderMails, occasionReminders, orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { nextMailDay } from './occasion-day';

/*
 * "Remind me next year" on the customer's order page (docs/decisions/065). The order's uuid is the
 * capability, as for the rest of the page. An order can carry a reminder once it is placed, has a
 * day and an e-mail address to write to; the order's day is the occasion's day.
 */

type OrderFacts = {
  id: string;
  businessId: string;
  placed: boolean;
  deliveryDate: string | null;
  senderEmail: string | null;
};

async function readOrder(db: Db, uuid: string): Promise<OrderFacts> {
  const [row] = await db
    .select({
      id: orders.id,
      businessId: orders.businessId,
      placed: sql<boolean>`${orders.number} > 0 and ${orders.orderStatus} <> 'draft'`,
      deliveryDate: orders.deliveryDate,
      senderEmail: orders.senderEmail,
    })
    .from(orders)
    .where(and(eq(orders.id, uuid), isNull(orders.deletedAt)));
  if (!row) throw notFound('order');
  return row;
}

const canRemind = (order: OrderFacts) => order.placed && order.deliveryDate !== null && !!order.senderEmail;

const today = () => new Date().toISOString().slice(0, 10);

export async function readOrderReminder(db: Db, uuid: string): Promise<OrderReminder> {
  const order = await readOrder(db, uuid);
  return stateOf(db, order);
}

async function stateOf(db: Db, order: OrderFacts): Promise<OrderReminder> {
  const [reminder] = await db
    .select({
      id: occasionReminders.id,
      occasion: occasionReminders.occasion,
      occasionDate: occasionReminders.occasionDate,
      stoppedAt: occasionReminders.stoppedAt,
    })
    .from(occasionReminders)
    .where(eq(occasionReminders.orderId, order.id));
  const active = Boolean(reminder && !reminder.stoppedAt);
  const mailed = reminder && active ? await mailedYears(db, reminder.id) : [];
  return {
    available: canRemind(order),
    active,
    occasion: (reminder?.occasion as Occasion | undefined) ?? null,
    next_mail_on: reminder && active ? nextMailDay(reminder.occasionDate, today(), mailed) : null,
  };
}

export async function mailedYears(db: Db, reminderId: string): Promise<number[]> {
  const rows = await db
    .select({ year: occasionReminderMails.year })
    .from(occasionReminderMails)
    .where(eq(occasionReminderMails.reminderId, reminderId));
  return rows.map((row) => row.year);
}

/**
 * Ticks or unticks the box. Ticking again after an unsubscribe switches the reminder back on: it is
 * the customer's own choice, made on their own order's page.
 */
export async function setOrderReminder(
  db: Db,
  { uuid, input }: { uuid: string; input: OrderReminderInput },
): Promise<OrderReminder> {
  const order = await readOrder(db, uuid);
  if (input.remind) {
    if (!canRemind(order)) {
      throw new AppError('CONFLICT', 'A reminder needs a placed order with a day and an e-mail address');
    }
    await db
      .insert(occasionReminders)
      .values({
        businessId: order.businessId,
        orderId: order.id,
        occasion: input.occasion,
        occasionDate: order.deliveryDate as string,
      })
      .onConflictDoUpdate({
        target: occasionReminders.orderId,
        set: { occasion: input.occasion, stoppedAt: null, stoppedBy: null },
      });
  } else {
    await db
      .update(occasionReminders)
      .set({ stoppedAt: sql`now()`, stoppedBy: 'customer' })
      .where(and(eq(occasionReminders.orderId, order.id), isNull(occasionReminders.stoppedAt)));
  }
  return stateOf(db, order);
}
