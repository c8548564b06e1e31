import type { TaxSettings, TaxSettingsInput } from '@contract/tax';
import type { Db } from '../../db/client';
import { taxSettings } from '../../db/schema';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';
import { lockShop, setDefaultRate } from './tax-classes.service';
import { type AfterRatesChange, getTaxSettings } from './tax-settings-read.service';

export { type AfterRatesChange, getTaxSettings, toTaxSettings } from './tax-settings-read.service';

/**
 * Replaces the shop's tax settings. `rate` is the shop's default class's rate (made as "Standard"
 * when the shop has no class yet, docs/decisions/046). Submitted orders keep the tax they were
 * priced with; the shop's drafts are priced again at the new settings (docs/decisions/025).
 */
export async function putTaxSettings(
  db: Db,
  {
    businessId,
    input,
    actor,
    afterRatesChange,
  }: { businessId: string; input: TaxSettingsInput; actor: AuditActor; afterRatesChange: AfterRatesChange },
): Promise<TaxSettings> {
  return db.transaction(async (tx) => {
    // The shop's row lock makes two saves, and a save and a draft being priced, queue.
    await lockShop(tx, businessId);
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
      await afterRatesChange(tx, { businessId, tax: after });
    }
    return after;
  });
}
