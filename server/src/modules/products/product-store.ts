import type { Product } from '@contract/products';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productLocations, productPhotos, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { groupBy, type ProductRow, toProduct } from './product-mapping';

/**
 * A live product of this shop, or 404 (another shop's id is simply not found). `lock` holds the
 * row until the transaction ends: every change to a product's photos takes it first, so they queue.
 */
export async function findProduct(
  tx: Tx,
  { businessId, productId, lock = false }: { businessId: string; productId: string; lock?: boolean },
): Promise<ProductRow> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId), isNull(products.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('product');
  return row;
}

/** Products with their photos and pickup locations: three queries, whatever the number of products. */
export async function withDetails(tx: Tx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const photos = await tx
    .select()
    .from(productPhotos)
    .where(inArray(productPhotos.productId, ids))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
  const places = await tx
    .select()
    .from(productLocations)
    .where(inArray(productLocations.productId, ids))
    .orderBy(asc(productLocations.locationId));
  const photosOf = groupBy(photos, (p) => p.productId);
  const placesOf = groupBy(places, (p) => p.productId);
  return rows.map((row) =>
    toProduct(
      row,
      photosOf.get(row.id) ?? [],
      (placesOf.get(row.id) ?? []).map((p) => p.locationId),
    ),
  );
}

export async function loadProduct(
  tx: Tx,
  scope: { businessId: string; productId: string },
): Promise<Product> {
  const [product] = await withDetails(tx, [await findProduct(tx, scope)]);
  if (!product) throw notFound('product');
  return product;
}
