import type { TaxClass } from '@contract/tax';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';

/*
 * What points at a tax class now: live products, live sizes (of live products) and live add-ons.
 * The settings screen shows it for every class, and a class in use cannot be deleted.
 */

type Uses = TaxClass['used_by'];
export const NOT_USED: Uses = { products: 0, sizes: 0, add_ons: 0 };
const count = sql<number>`count(*)::int`;

/**
 * Every class's uses in a shop, by class id: three grouped counts, rather than three statements for
 * each class (up to 60 for a shop's 20).
 */
export async function shopTaxClassUses(tx: Tx, businessId: string): Promise<Map<string, Uses>> {
  const [byProduct, bySize, byAddOn] = await Promise.all([
    tx
      .select({ id: products.taxClassId, n: count })
      .from(products)
      .where(
        and(eq(products.businessId, businessId), isNotNull(products.taxClassId), isNull(products.deletedAt)),
      )
      .groupBy(products.taxClassId),
    tx
      .select({ id: productVariants.taxClassId, n: count })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.businessId, businessId),
          isNotNull(productVariants.taxClassId),
          isNull(productVariants.deletedAt),
          isNull(products.deletedAt),
        ),
      )
      .groupBy(productVariants.taxClassId),
    tx
      .select({ id: productOptions.taxClassId, n: count })
      .from(productOptions)
      .where(
        and(
          eq(productOptions.businessId, businessId),
          isNotNull(productOptions.taxClassId),
          isNull(productOptions.deletedAt),
        ),
      )
      .groupBy(productOptions.taxClassId),
  ]);
  const uses = new Map<string, Uses>();
  const add = (rows: { id: string | null; n: number }[], field: keyof Uses) => {
    for (const { id, n } of rows) {
      if (id === null) continue;
      uses.set(id, { ...(uses.get(id) ?? NOT_USED), [field]: n });
    }
  };
  add(byProduct, 'products');
  add(bySize, 'sizes');
  add(byAddOn, 'add_ons');
  return uses;
}

/** One class's uses (it is the shop's: the caller found it there). */
export async function usedBy(tx: Tx, { businessId, id }: { businessId: string; id: string }): Promise<Uses> {
  return (await shopTaxClassUses(tx, businessId)).get(id) ?? NOT_USED;
}
