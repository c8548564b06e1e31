import type { TextNotice, TextSettingsAnswer, TextSettingsInput } from '@contract/texts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, textOutbox, textSettings } from '../../db/schema';

export type ShopTextSettings = {
  notices: TextNotice[];
  monthlyCap: number;
  quietStart: string;
  quietEnd: string;
};

/** A shop that never saved its choices sends no texts: every notice is off until chosen. */
const DEFAULTS: ShopTextSettings = { notices: [], monthlyCap: 200, quietStart: '21:00', quietEnd: '08:00' };

export async function readTextSettings(tx: Db | Tx, businessId: string): Promise<ShopTextSettings> {
  const [row] = await tx
    .select({
      notices: textSettings.notices,
      monthlyCap: textSettings.monthlyCap,
      quietStart: textSettings.quietStart,
      quietEnd: textSettings.quietEnd,
    })
    .from(textSettings)
    .where(eq(textSettings.businessId, businessId));
  return row ? { ...row, notices: row.notices as TextNotice[] } : DEFAULTS;
}

/**
 * Texts sent by the shop in the calendar month of `now` on the shop's clock: what the monthly cap
 * counts. Texts not sent (STOP, the cap itself) cost nothing and are not counted.
 */
export async function sentThisMonth(tx: Db | Tx, businessId: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await tx
    .select({ n: count() })
    .from(textOutbox)
    .innerJoin(businesses, eq(businesses.id, textOutbox.businessId))
    .where(
      and(
        eq(textOutbox.businessId, businessId),
        sql`${textOutbox.sentAt} >= (date_trunc('month', ${at}::timestamptz at time zone ${businesses.timeZone}) at time zone ${businesses.timeZone})`,
      ),
    );
  return row?.n ?? 0;
}

export async function getTextSettings(
  db: Db,
  { businessId, configured, now = new Date() }: { businessId: string; configured: boolean; now?: Date },
): Promise<TextSettingsAnswer> {
  const settings = await readTextSettings(db, businessId);
  const sent = await sentThisMonth(db, businessId, now);
  return {
    notices: settings.notices,
    monthly_cap: settings.monthlyCap,
    quiet_hours: { start: settings.quietStart, end: settings.quietEnd },
    configured,
    sent_this_month: sent,
    cap_reached: sent >= settings.monthlyCap,
  };
}

export async function saveTextSettings(
  db: Db,
  { businessId, input }: { businessId: string; input: TextSettingsInput },
) {
  const values = {
    notices: input.notices,
    monthlyCap: input.monthly_cap,
    quietStart: input.quiet_hours.start,
    quietEnd: input.quiet_hours.end,
    updatedAt: new Date(),
  };
  await db
    .insert(textSettings)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: textSettings.businessId, set: values });
}
