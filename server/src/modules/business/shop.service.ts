import { type CountryCode, countryOfShop } from '@contract/phone';
import type { TaxMode } from '@contract/tax';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businesses, taxSettings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toTaxSettings } from '../tax/tax-settings.service';

/** The shop as an order's answers and e-mails name it, with its tax settings (one read). */
export async function findShop(tx: Tx, businessId: string) {
  const [row] = await tx
    .select({ ...shopColumns, tax: taxSettings })
    .from(businesses)
    .leftJoin(taxSettings, eq(taxSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('business');
  return toShop(row);
}

export type Shop = ReturnType<typeof toShop>;

/** What findShop reads of businesses; a read that joins the shop selects these and toShop's tax. */
export const shopColumns = {
  name: businesses.name,
  url: businesses.url,
  phone: businesses.phone,
  email: businesses.email,
  currency: businesses.currency,
  timeZone: businesses.timeZone,
  language: businesses.language,
};

export function toShop({
  tax,
  ...shop
}: { [K in keyof typeof shopColumns]: (typeof shopColumns)[K]['_']['data'] } & {
  tax: typeof taxSettings.$inferSelect | null;
}) {
  return {
    ...shop,
    /** How the shop names its tax to customers (docs/decisions/025); none without settings. */
    taxMode: (tax?.mode ?? 'none') as TaxMode,
    tax: toTaxSettings(tax),
  };
}

/**
 * The country the shop is in, for reading the phone numbers typed there (contract/phone.ts): the
 * shop has no country of its own, so its address, time zone and currency tell.
 */
export async function findShopCountry(tx: Tx, businessId: string): Promise<CountryCode | undefined> {
  const [row] = await tx
    .select({ address: businesses.address, timeZone: businesses.timeZone, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('business');
  return countryOfShop(row);
}
