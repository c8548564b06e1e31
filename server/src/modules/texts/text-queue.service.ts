import { orderLanguage } from '@contract/languages';
import { countryOfShop, normalisePhone } from '@contract/phone';
import type { TextNotice } from '@contract/texts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { textOptIns, textOutbox } from '../../db/schema';
import { findShop } from '../business';
import type { OrderRow } from '../orders';
import { type TextRole, textBody } from './text-bodies';
import { readTextSettings } from './text-settings.service';

/** Who hears of each notice: the recipient only of the flowers coming, or not finding them home. */
const READERS: Record<TextNotice, TextRole[]> = {
  confirmed: ['customer'],
  out_for_delivery: ['customer', 'recipient'],
  delivered: ['customer'],
  not_home: ['customer', 'recipient'],
};

/**
 * Hours a text stays news: one held by quiet hours past this is dropped, not sent late. "On its
 * way" and "not home" speak of one delivery day; a night's wait makes them wrong, so they lapse
 * sooner than "we have your order" and "delivered".
 */
const NEWS_HOURS: Record<TextNotice, number> = {
  confirmed: 24,
  out_for_delivery: 12,
  delivered: 24,
  not_home: 12,
};

/** The shop's date now, 'YYYY-MM-DD'. */
export const shopDate = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * Queues the texts of a notice about an order, in the transaction of the change that causes it
 * (docs/decisions/066): only when the server can send texts (`on`), the shop chose the notice, and
 * the customer asked on the order page, for themselves or the recipient. Each notice goes to each
 * person once per order: a second departure or attempt adds nothing. Answers how many were queued.
 */
export async function queueOrderTexts(
  tx: Tx,
  { order, notice, on, now = new Date() }: { order: OrderRow; notice: TextNotice; on: boolean; now?: Date },
): Promise<number> {
  if (!on) return 0;
  const settings = await readTextSettings(tx, order.businessId);
  if (!settings.notices.includes(notice)) return 0;
  const [optIn] = await tx.select().from(textOptIns).where(eq(textOptIns.orderId, order.id));
  if (!optIn) return 0;
  const shop = await findShop(tx, order.businessId);
  const country = countryOfShop(shop);
  const today = shopDate(shop.timeZone, now);
  const rows = READERS[notice].flatMap((role) => {
    const wanted = role === 'customer' ? optIn.customer : optIn.recipient && order.method === 'delivery';
    const phone = normalisePhone(role === 'customer' ? order.senderPhone : order.recipientPhone, country);
    // A number that cannot be read as one (no country, no "+") is not guessed at.
    if (!wanted || !phone?.startsWith('+')) return [];
    // The recipient reads the shop's language: only the customer chose one on the order page.
    const language = orderLanguage(role === 'customer' ? order : { language: null }, shop);
    return [
      {
        businessId: order.businessId,
        orderId: order.id,
        notice,
        role,
        phone,
        body: textBody({ notice, role, order, shop, language, today }),
        expiresAt: new Date(now.getTime() + NEWS_HOURS[notice] * 3_600_000),
        nextAttemptAt: now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const queued = await tx
    .insert(textOutbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: textOutbox.id });
  return queued.length;
}
