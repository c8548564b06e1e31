import { isLanguage, type Language } from '@contract/languages';
import type { Occasion } from '@contract/occasions';
import type { ReminderRecipient } from '@contract/reminders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, occasionReminderMails, occasionReminders, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ORDER_LINK_DAYS, tokenHash } from './reminder-tokens';

/*
 * What the two links of a reminder mail open. Each names its shop in its path, and a token of
 * another shop is as unknown as a made-up one: the same 404, so a link proves nothing elsewhere.
 */

/**
 * Whom the reminder's order went to, for a new order to the same person: the storefront fills the
 * order page with it. Only for the link's holder (the token is in the mail alone), only while the
 * link is fresh, and only while the reminder is on: an unsubscribed link hands out nothing.
 */
export async function recipientForToken(
  db: Db,
  { shopUrl, token }: { shopUrl: string; token: string },
): Promise<ReminderRecipient> {
  const [row] = await db
    .select({
      occasion: occasionReminders.occasion,
      method: orders.method,
      recipient_name: orders.recipientName,
      recipient_phone: orders.recipientPhone,
      delivery_address: orders.deliveryAddress,
      delivery_unit: orders.deliveryUnit,
      delivery_city: orders.deliveryCity,
      delivery_zipcode: orders.deliveryZipcode,
    })
    .from(occasionReminderMails)
    .innerJoin(occasionReminders, eq(occasionReminders.id, occasionReminderMails.reminderId))
    .innerJoin(orders, eq(orders.id, occasionReminders.orderId))
    .innerJoin(businesses, eq(businesses.id, occasionReminders.businessId))
    .where(
      and(
        eq(occasionReminderMails.orderTokenHash, tokenHash(token)),
        eq(businesses.url, shopUrl),
        isNull(occasionReminders.stoppedAt),
        isNull(orders.deletedAt),
        sql`${occasionReminderMails.createdAt} > now() - make_interval(days => ${ORDER_LINK_DAYS})`,
      ),
    );
  if (!row) throw notFound('reminder');
  return { ...row, occasion: row.occasion as Occasion };
}

export type UnsubscribeFacts = { language: Language; shopName: string; shopUrl: string };

/** The shop and language of an unsubscribe link, for its page; 404 for a link of no reminder here. */
export async function unsubscribeFacts(
  db: Db,
  { shopUrl, token }: { shopUrl: string; token: string },
): Promise<UnsubscribeFacts & { reminderId: string; stopped: boolean }> {
  const [row] = await db
    .select({
      reminderId: occasionReminders.id,
      stopped: sql<boolean>`${occasionReminders.stoppedAt} is not null`,
      orderLanguage: orders.language,
      shopLanguage: businesses.language,
      shopName: businesses.name,
      shopUrl: businesses.url,
    })
    .from(occasionReminderMails)
    .innerJoin(occasionReminders, eq(occasionReminders.id, occasionReminderMails.reminderId))
    .innerJoin(orders, eq(orders.id, occasionReminders.orderId))
    .innerJoin(businesses, eq(businesses.id, occasionReminders.businessId))
    .where(
      and(eq(occasionReminderMails.unsubscribeTokenHash, tokenHash(token)), eq(businesses.url, shopUrl)),
    );
  if (!row) throw notFound('reminder');
  const language = isLanguage(row.orderLanguage)
    ? row.orderLanguage
    : isLanguage(row.shopLanguage)
      ? row.shopLanguage
      : 'en';
  return {
    reminderId: row.reminderId,
    stopped: row.stopped,
    language,
    shopName: row.shopName,
    shopUrl: row.shopUrl,
  };
}

/**
 * One click, no question (RFC 8058): the reminder is off at once. Again is the same: the first
 * switch-off's time and cause stay.
 */
export async function unsubscribe(
  db: Db,
  link: { shopUrl: string; token: string },
): Promise<UnsubscribeFacts> {
  const facts = await unsubscribeFacts(db, link);
  await db
    .update(occasionReminders)
    .set({ stoppedAt: sql`now()`, stoppedBy: 'unsubscribe' })
    .where(and(eq(occasionReminders.id, facts.reminderId), isNull(occasionReminders.stoppedAt)));
  return { language: facts.language, shopName: facts.shopName, shopUrl: facts.shopUrl };
}
