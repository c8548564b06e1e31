import type { TaxSettings } from '@contract/tax';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { taxClasses } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/*
 * What pricing and products need of a shop's tax classes (docs/decisions/046): the classes as
 * lines are rated by them, the rate of a class now, and whether an id is one of the shop's.
 */

/** A class as the pricing of a line needs it. */
export type TaxClassRef = { id: string; name: string; rate: number; isDefault: boolean };

/** What rating a line needs of a shop: how it charges tax and its classes. */
export type RateBook = { tax: Pick<TaxSettings, 'mode' | 'rate'>; classes: TaxClassRef[] };

/**
 * The rate (percent, as a numeric(6,3) column stores it) and class name something of class
 * `classId` is taxed at now: a class gone, or none, is the default's; a gift card and a shop that
 * charges no tax are at 0 with no name.
 */
export function rateOf(book: RateBook, classId: string | null | undefined, giftCard = false) {
  if (giftCard || book.tax.mode === 'none') return { taxRate: (0).toFixed(3), taxClassName: null };
  const found =
    (classId ? book.classes.find((c) => c.id === classId) : undefined) ??
    book.classes.find((c) => c.isDefault);
  return { taxRate: (found?.rate ?? book.tax.rate).toFixed(3), taxClassName: found?.name ?? null };
}

/** The shop's classes, the default first, then by rate and name. */
export async function readTaxClasses(tx: Tx, { businessId }: { businessId: string }): Promise<TaxClassRef[]> {
  const rows = await tx
    .select()
    .from(taxClasses)
    .where(eq(taxClasses.businessId, businessId))
    .orderBy(desc(taxClasses.isDefault), asc(taxClasses.rate), asc(taxClasses.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rate: Number(row.rate),
    isDefault: row.isDefault,
  }));
}

/** A class id staff sent for a product, size or add-on: one of the shop's, or a 400 naming the field. */
export async function checkTaxClass(
  tx: Tx,
  {
    businessId,
    taxClassId,
    field = 'tax_class_id',
  }: { businessId: string; taxClassId: string; field?: string },
) {
  const [row] = await tx
    .select({ id: taxClasses.id })
    .from(taxClasses)
    .where(and(eq(taxClasses.id, taxClassId), eq(taxClasses.businessId, businessId)));
  if (!row) throw fieldError(field, 'Choose one of the shop’s tax rates');
}
