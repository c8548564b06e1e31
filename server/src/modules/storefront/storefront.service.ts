import type { Storefront, StorefrontProduct } from '@contract/products';
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, categories, productPhotos, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { groupBy, type PhotoRow, toPhoto } from '../products/product-mapping';
import { getOrderFormSettings } from '../scheduling/order-settings.service';

/** What a storefront offers: live, active, and not sold out. */
export const onSale = (businessId: string): SQL =>
  and(
    eq(products.businessId, businessId),
    isNull(products.deletedAt),
    eq(products.isActive, true),
    or(isNull(products.currentQuantity), gt(products.currentQuantity, 0)),
  ) as SQL;

/** The shop behind a storefront address, or 404. */
export async function findStorefrontShop(tx: Tx, url: string) {
  const [shop] = await tx.select().from(businesses).where(eq(businesses.url, url));
  if (!shop) throw notFound('shop');
  return shop;
}

export async function getStorefront(db: Db, { url }: { url: string }): Promise<Storefront> {
  const shop = await findStorefrontShop(db, url);
  const settings = await getOrderFormSettings(db, { businessId: shop.id });
  const shelves = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.businessId, shop.id),
        exists(
          db
            .select({ id: products.id })
            .from(products)
            .where(and(onSale(shop.id), eq(products.categoryId, categories.id))),
        ),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return {
    name: shop.name,
    url: shop.url,
    logo_url: shop.logoUrl,
    phone: shop.phone,
    email: shop.email,
    address: shop.address,
    currency: shop.currency,
    delivery_enabled: settings.delivery_enabled,
    pickup_enabled: settings.pickup_enabled,
    categories: shelves,
  };
}

/** Customers see a photo's place only through the order of the list. */
function toStorefrontPhoto(row: PhotoRow) {
  const { position: _position, ...photo } = toPhoto(row);
  return photo;
}

/** Products on sale, featured first, then by name; each with its photos, primary first. */
export async function listStorefrontProducts(
  db: Db,
  { url, limit, offset }: { url: string; limit: number; offset: number },
): Promise<{ items: StorefrontProduct[]; count: number }> {
  const shop = await findStorefrontShop(db, url);
  const rows = await db
    .select()
    .from(products)
    .where(onSale(shop.id))
    .orderBy(desc(products.isFeatured), asc(products.name), asc(products.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(products).where(onSale(shop.id));
  const photos =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productPhotos)
          .where(
            inArray(
              productPhotos.productId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(desc(productPhotos.isPrimary), asc(productPhotos.position), asc(productPhotos.createdAt));
  const photosOf = groupBy(photos, (p) => p.productId);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category_id: row.categoryId,
    is_featured: row.isFeatured,
    photos: (photosOf.get(row.id) ?? []).map(toStorefrontPhoto),
  }));
  return { items, count: total?.n ?? 0 };
}
