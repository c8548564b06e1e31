import { defaultTaxSettings, type TaxSettings } from '@contract/tax';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { taxSettings } from '../../db/schema';

/** A shop's tax settings; a shop that never saved any charges no tax. */
export async function getTaxSettings(db: Tx, { businessId }: { businessId: string }): Promise<TaxSettings> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.businessId, businessId));
  return toTaxSettings(row ?? null);
}

/** A shop's tax_settings row (null: none saved) as its settings; for reads that join it. */
export function toTaxSettings(row: typeof taxSettings.$inferSelect | null): TaxSettings {
  if (!row) return { ...defaultTaxSettings };
  return {
    mode: row.mode,
    prices_include_tax: row.pricesIncludeTax,
    rate: Number(row.rate),
    delivery_taxed: row.deliveryTaxed,
    delivery_rate: row.deliveryRate === null ? null : Number(row.deliveryRate),
  };
}

/**
 * What a change of the shop's rates sets off beyond the tax module, in its transaction: the app
 * hands in the drafts' repricing (docs/decisions/025), so that tax, which orders read, imports no
 * orders.
 */
export type AfterRatesChange = (tx: Tx, change: { businessId: string; tax: TaxSettings }) => Promise<unknown>;
