import { defaultTaxSettings, type TaxSettings, type TaxSettingsInput } from '@contract/tax';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, taxSettings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit/audit-trail.service';
import { repriceDrafts } from '../orders/order-pricing.service';
import { setDefaultRate } from './tax-classes.service';

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
 * Replaces the shop's tax settings. `rate` is the shop's default class's rate (made as "Standard"
 * when the shop has no class yet, docs/decisions/046). Submitted orders keep the tax they were
 * priced with; the shop's drafts are priced again at the new settings (docs/decisions/025).
 */
export async function putTaxSettings(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: TaxSettingsInput; actor: AuditActor },
): Promise<TaxSettings> {
  return db.transaction(async (tx) => {
    // The shop's row lock makes two saves, and a save and a draft being priced, queue.
    const [shop] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!shop) throw notFound('business');
    const before = await getTaxSettings(tx, { businessId });
    const values = {
      mode: input.mode,
      pricesIncludeTax: input.prices_include_tax,
      rate: input.rate.toFixed(3),
      deliveryTaxed: input.delivery_taxed,
      deliveryRate: input.delivery_rate === null ? null : input.delivery_rate.toFixed(3),
      updatedAt: new Date(),
    };
    await tx
      .insert(taxSettings)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: taxSettings.businessId, set: values });
    await setDefaultRate(tx, { businessId, rate: input.rate });
    const after = await getTaxSettings(tx, { businessId });
    const changes = diffFields(before, after);
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'settings',
        entityId: 'tax',
        action: 'settings.tax',
        changes,
      });
      await repriceDrafts(tx, { businessId, tax: after });
    }
    return after;
  });
}
