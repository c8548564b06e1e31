import { isLanguage } from '@contract/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shopMailDays, shopMailPreferences, users } from '../../db/schema';
import type { Reader } from './shop-mail-texts';

export type Recipient = Reader & { userId: string; businessId: string };

/**
 * The people of these shops who chose the kind of mail and may still have it: owners and managers
 * who are active members of that shop now. A person deactivated, moved to another shop or made a
 * florist keeps their choice on record but gets nothing (docs/product.md, E-mail to the shop).
 */
export async function chosenRecipients(
  tx: Tx,
  {
    businessIds,
    kind,
  }: {
    /** null: every shop (the morning check looks at all who asked). */
    businessIds: string[] | null;
    kind: 'newWebOrders' | 'morningSummary';
  },
): Promise<Recipient[]> {
  if (businessIds?.length === 0) return [];
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      businessId: shopMailPreferences.businessId,
      language: shopMailPreferences.language,
    })
    .from(shopMailPreferences)
    .innerJoin(users, eq(users.id, shopMailPreferences.userId))
    .where(
      and(
        businessIds ? inArray(shopMailPreferences.businessId, businessIds) : undefined,
        eq(shopMailPreferences[kind], true),
        eq(users.businessId, shopMailPreferences.businessId),
        eq(users.isActive, true),
        inArray(users.role, ['owner', 'manager']),
      ),
    )
    .orderBy(users.email);
  return rows.map((row) => ({ ...row, language: isLanguage(row.language) ? row.language : 'en' }));
}

/** Counts one more order mail for the person's day and answers how many that makes. */
export async function countOrderMail(
  tx: Tx,
  { userId, businessId, day }: { userId: string; businessId: string; day: string },
): Promise<number> {
  const [row] = await tx
    .insert(shopMailDays)
    .values({ userId, businessId, day, orderMails: 1 })
    .onConflictDoUpdate({
      target: [shopMailDays.userId, shopMailDays.businessId, shopMailDays.day],
      set: { orderMails: sql`${shopMailDays.orderMails} + 1` },
    })
    .returning({ orderMails: shopMailDays.orderMails });
  return row?.orderMails ?? 1;
}

/**
 * Marks the person's summary of the day as queued; true only the first time, so that two checks
 * (two processes, or one poll after another) queue it once.
 */
export async function claimSummary(
  tx: Tx,
  { userId, businessId, day }: { userId: string; businessId: string; day: string },
): Promise<boolean> {
  const rows = await tx
    .insert(shopMailDays)
    .values({ userId, businessId, day, summaryQueuedAt: new Date() })
    .onConflictDoUpdate({
      target: [shopMailDays.userId, shopMailDays.businessId, shopMailDays.day],
      set: { summaryQueuedAt: sql`now()` },
      setWhere: sql`${shopMailDays.summaryQueuedAt} is null`,
    })
    .returning({ userId: shopMailDays.userId });
  return rows.length > 0;
}

/** Days long past: their counts and summaries matter no more. */
export async function deleteOldShopMailDays(tx: Tx): Promise<void> {
  await tx.delete(shopMailDays).where(sql`${shopMailDays.day} < current_date - 3`);
}
