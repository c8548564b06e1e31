import { moneyColumn } from '@contract/money';
import type { VariantInput } from '@contract/product-lines';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productOfferedOptions, productOptions, productPhotos, productVariants } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { checkTaxClass } from '../tax';

/*
 * A product's sizes and offered add-ons, set with the product (docs/decisions/040).
 */

/**
 * Makes the product's sizes the list given, in its order: a size with an id changes that size, one
 * without is added, sizes left out are removed (softly: past order lines keep pointing at them).
 */
export async function setVariants(
  tx: Tx,
  { businessId, productId, variants }: { businessId: string; productId: string; variants: VariantInput[] },
) {
  const kept = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  if (new Set(kept).size !== kept.length) throw fieldError('variants', 'Each size may be listed once');
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
  const known = new Set(existing.map((row) => row.id));
  if (kept.some((id) => !known.has(id))) throw fieldError('variants', 'A size is not one of this product’s');
  const photoIds = [...new Set(variants.flatMap((variant) => (variant.photo_id ? [variant.photo_id] : [])))];
  if (photoIds.length > 0) {
    const photos = await tx
      .select({ id: productPhotos.id })
      .from(productPhotos)
      .where(and(eq(productPhotos.productId, productId), inArray(productPhotos.id, photoIds)));
    if (photos.length !== photoIds.length) throw fieldError('variants', 'Choose one of the product’s photos');
  }
  for (const taxClassId of new Set(variants.flatMap((v) => (v.tax_class_id ? [v.tax_class_id] : [])))) {
    await checkTaxClass(tx, { businessId, taxClassId, field: 'variants' });
  }
  await tx
    .update(productVariants)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
        kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  for (const [position, variant] of variants.entries()) {
    const values = {
      name: variant.name,
      price: moneyColumn(variant.price),
      currentQuantity: variant.current_quantity,
      photoId: variant.photo_id,
      taxClassId: variant.tax_class_id ?? null,
      position,
    };
    if (variant.id) await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
    else await tx.insert(productVariants).values({ ...values, businessId, productId });
  }
}

/** Makes the product offer exactly these add-ons of its shop. */
export async function setOfferedOptions(
  tx: Tx,
  { businessId, productId, optionIds }: { businessId: string; productId: string; optionIds: string[] },
) {
  const wanted = [...new Set(optionIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(
        and(
          eq(productOptions.businessId, businessId),
          isNull(productOptions.deletedAt),
          inArray(productOptions.id, wanted),
        ),
      );
    if (found.length !== wanted.length) throw fieldError('option_ids', 'Choose among the shop’s add-ons');
  }
  await tx
    .delete(productOfferedOptions)
    .where(
      and(
        eq(productOfferedOptions.productId, productId),
        wanted.length > 0 ? notInArray(productOfferedOptions.optionId, wanted) : undefined,
      ),
    );
  if (wanted.length > 0) {
    await tx
      .insert(productOfferedOptions)
      .values(wanted.map((optionId) => ({ productId, optionId })))
      .onConflictDoNothing();
  }
}
