import { type CountryCode, countryOfShop } from '@contract/phone';
import type { TaxMode } from '@contract/tax';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businesses, taxClasses, taxSettings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TaxClassRef } from '../tax';
import { toTaxSettings } from '../tax';

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

type ClassJson = { id: string; name: string; rate: string | number; is_default: boolean };

/**
 * What findShop reads of businesses; a read that joins the shop selects these and toShop's tax.
 * The shop's tax classes come along (a few rows of an index), so a new order's lines are rated
 * without another round trip (docs/decisions/046).
 */
export const shopColumns = {
  name: businesses.name,
  url: businesses.url,
  phone: businesses.phone,
  email: businesses.email,
  /** Read for the country its phone numbers are typed in (contract/phone.ts). */
  address: businesses.address,
  currency: businesses.currency,
  timeZone: businesses.timeZone,
  language: businesses.language,
  taxClasses: sql<ClassJson[]>`coalesce((select json_agg(json_build_object('id', tc.id, 'name', tc.name,
    'rate', tc.rate, 'is_default', tc.is_default)) from ${taxClasses} tc
    where tc.business_id = ${businesses.id}), '[]')`,
};

type ShopRow = {
  [K in Exclude<keyof typeof shopColumns, 'taxClasses' | 'address'>]: (typeof shopColumns)[K]['_']['data'];
} & { address?: string; taxClasses: ClassJson[]; tax: typeof taxSettings.$inferSelect | null };

export function toShop({ tax, taxClasses: classes, ...shop }: ShopRow) {
  return {
    ...shop,
    /** How the shop names its tax to customers (docs/decisions/025); none without settings. */
    taxMode: (tax?.mode ?? 'none') as TaxMode,
    tax: toTaxSettings(tax),
    taxClasses: classes.map(
      (c): TaxClassRef => ({ id: c.id, name: c.name, rate: Number(c.rate), isDefault: c.is_default }),
    ),
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
