import type { DeliveryAvailability } from '@contract/delivery';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productLocations, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { checkDeliveryAvailability } from '../delivery';

/** The locations a product can be collected at; undefined means every location of its shop. */
export async function pickupLocationsOf(tx: Tx, productId: string): Promise<string[] | undefined> {
  const rows = await tx
    .select({ id: productLocations.locationId })
    .from(productLocations)
    .where(eq(productLocations.productId, productId));
  return rows.length > 0 ? rows.map((r) => r.id) : undefined;
}

/**
 * Public: whether the shop of a product on sale delivers it to a zip code, at what price, and where
 * it can be collected. Products that are not on sale are not found, like those of no shop.
 */
export async function checkProductAvailability(
  db: Tx,
  { productId, zipcode }: { productId: string; zipcode: string },
): Promise<DeliveryAvailability> {
  const [row] = await db
    .select({ businessId: products.businessId })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt), eq(products.isActive, true)));
  if (!row) throw notFound('product');
  return checkDeliveryAvailability(db, {
    businessId: row.businessId,
    zipcode,
    pickupLocationIds: await pickupLocationsOf(db, productId),
  });
}
