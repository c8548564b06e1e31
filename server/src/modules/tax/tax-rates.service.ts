import type { TaxRates } from '@contract/tax';
import type { Tx } from '../../db/client';
import { readTaxClasses } from './tax-class-rates.service';
import { getTaxSettings } from './tax-settings-read.service';

/** How the shop charges tax and its classes' rates, the default first: read by the order editor. */
export async function getTaxRates(db: Tx, { businessId }: { businessId: string }): Promise<TaxRates> {
  const settings = await getTaxSettings(db, { businessId });
  const classes = await readTaxClasses(db, { businessId });
  return {
    settings,
    classes: classes.map((c) => ({ id: c.id, name: c.name, rate: c.rate, is_default: c.isDefault })),
  };
}
