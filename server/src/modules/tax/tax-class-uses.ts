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

/** One class's uses. */
export async function usedBy(tx: Tx, id: string): Promise<Uses> {
  const [[p], [v], [o]] = await Promise.all([
    tx
      .select({ n: count })
      .from(products)
      .where(and(eq(products.taxClassId, id), isNull(products.deletedAt))),
    tx
      .select({ n: count })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.taxClassId, id),
          isNull(productVariants.deletedAt),
          isNull(products.deletedAt),
        ),
      ),
    tx
      .select({ n: count })
      .from(productOptions)
      .where(and(eq(productOptions.taxClassId, id), isNull(productOptions.deletedAt))),
  ]);
  return { products: p?.n ?? 0, sizes: v?.n ?? 0, add_ons: o?.n ?? 0 };
}

/**
 * Every class's uses in a shop, by class id: three grouped counts, where a count per class each
 * took three statements a class (up to 60 for a shop's 20).
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
