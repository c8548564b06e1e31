import { moneyColumn } from '@contract/money';
import type { Product, ProductInput, ProductListQuery, ProductPatch } from '@contract/products';
import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locations, productLocations, productPhotos, products } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { StoredPhoto } from '../../lib/storage';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';
import { checkTaxClass } from '../tax';
import { checkCategory } from './categories.service';
import { occasionColumn } from './product-mapping';
import { setPhotoOrder } from './product-photos.service';
import {
  findProduct,
  loadProduct,
  preparedProductPage,
  readProduct,
  readProductPage,
} from './product-store.service';
import { setOfferedOptions, setVariants } from './product-variants.service';

/** "%" and "_" typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the shop's products, newest first, by name search and category. */
export async function listProducts(
  db: Db,
  { businessId, query }: { businessId: string; query: ProductListQuery },
): Promise<{ items: Product[]; count: number }> {
  const category = query.category_id === 'none' ? 'none' : query.category_id ? 'one' : 'any';
  const values: Record<string, unknown> = {
    businessId,
    pattern: query.search ? likePattern(query.search) : undefined,
    categoryId: category === 'one' ? query.category_id : undefined,
  };
  // The same filter as parameters of a prepared statement (one per shape of filter), or with its values.
  const filters = (value: (name: string) => unknown) =>
    and(
      eq(products.businessId, value('businessId') as string),
      isNull(products.deletedAt),
      query.search ? ilike(products.name, value('pattern') as string) : undefined,
      category === 'none' ? isNull(products.categoryId) : undefined,
      category === 'one' ? eq(products.categoryId, value('categoryId') as string) : undefined,
    );
  const statement = preparedProductPage(
    db,
    `products_list_${category}${query.search ? '_search' : ''}`,
    () => filters((name) => sql.placeholder(name)),
    [desc(products.createdAt), desc(products.id)],
  );
  const countWhere = filters((name) => values[name]);
  const page = await readProductPage(db, statement, {
    params: values,
    limit: query.limit,
    offset: query.offset,
    countWhere,
  });
  return { items: page.items.map(({ offered: _, ...product }) => product), count: page.count };
}

export const getProduct = (db: Db, scope: { businessId: string; productId: string }) =>
  readProduct(db, scope);

/** Creates a product with its photos (already stored; the first becomes primary) in one transaction. */
export async function createProduct(
  db: Db,
  {
    businessId,
    input,
    photos,
    actor,
  }: { businessId: string; input: ProductInput; photos: StoredPhoto[]; actor: AuditActor },
): Promise<Product> {
  return db.transaction(async (tx) => {
    if (input.category_id) await checkCategory(tx, { businessId, categoryId: input.category_id });
    if (input.tax_class_id) await checkTaxClass(tx, { businessId, taxClassId: input.tax_class_id });
    const [row] = await tx
      .insert(products)
      .values({
        businessId,
        name: input.name,
        description: input.description,
        price: moneyColumn(input.price),
        categoryId: input.category_id,
        isActive: input.is_active,
        isFeatured: input.is_featured,
        kind: input.kind,
        currentQuantity: input.current_quantity,
        occasions: occasionColumn(input.occasions),
        sameDay: input.same_day,
        taxClassId: input.tax_class_id,
      })
      .returning();
    if (!row) throw new Error('product insert returned no row');
    await setLocations(tx, { businessId, productId: row.id, locationIds: input.location_ids });
    if (photos.length > 0) {
      await tx.insert(productPhotos).values(
        photos.map((photo, index) => ({
          productId: row.id,
          key: photo.key,
          width: photo.width,
          height: photo.height,
          position: index,
          isPrimary: index === 0,
        })),
      );
    }
    await setVariants(tx, { businessId, productId: row.id, variants: input.variants });
    await setOfferedOptions(tx, { businessId, productId: row.id, optionIds: input.option_ids });
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product',
      entityId: row.id,
      action: 'product.created',
      changes: { name: { to: row.name }, price: { to: row.price }, is_active: { to: row.isActive } },
    });
    return loadProduct(tx, { businessId, productId: row.id });
  });
}

/** Changes the fields given; `photo_order` reorders the photos. */
export async function updateProduct(
  db: Db,
  {
    businessId,
    productId,
    patch,
    actor,
  }: { businessId: string; productId: string; patch: ProductPatch; actor: AuditActor },
): Promise<Product> {
  return db.transaction(async (tx) => {
    const before = await findProduct(tx, { businessId, productId, lock: true });
    if (patch.category_id) await checkCategory(tx, { businessId, categoryId: patch.category_id });
    if (patch.tax_class_id) await checkTaxClass(tx, { businessId, taxClassId: patch.tax_class_id });
    const [after] = await tx
      .update(products)
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.price === undefined ? {} : { price: moneyColumn(patch.price) }),
        ...(patch.category_id === undefined ? {} : { categoryId: patch.category_id }),
        ...(patch.is_active === undefined ? {} : { isActive: patch.is_active }),
        ...(patch.is_featured === undefined ? {} : { isFeatured: patch.is_featured }),
        ...(patch.kind === undefined ? {} : { kind: patch.kind }),
        ...(patch.current_quantity === undefined ? {} : { currentQuantity: patch.current_quantity }),
        ...(patch.occasions === undefined ? {} : { occasions: occasionColumn(patch.occasions) }),
        ...(patch.same_day === undefined ? {} : { sameDay: patch.same_day }),
        ...(patch.tax_class_id === undefined ? {} : { taxClassId: patch.tax_class_id }),
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
      .returning();
    if (after) {
      const changes = diffFields(productFields(before), productFields(after));
      if (patch.location_ids !== undefined) changes.location_ids = { to: patch.location_ids };
      if (patch.photo_order !== undefined) changes.photo_order = { to: patch.photo_order };
      if (patch.variants !== undefined) changes.variants = { to: patch.variants.map((v) => v.name) };
      if (patch.option_ids !== undefined) changes.option_ids = { to: patch.option_ids };
      if (hasChanges(changes)) {
        await recordAudit(tx, {
          businessId,
          actor,
          entityType: 'product',
          entityId: productId,
          action: 'product.updated',
          changes: changes,
        });
      }
    }
    if (patch.location_ids !== undefined) {
      await tx.delete(productLocations).where(eq(productLocations.productId, productId));
      await setLocations(tx, { businessId, productId, locationIds: patch.location_ids });
    }
    if (patch.photo_order !== undefined) await setPhotoOrder(tx, { productId, order: patch.photo_order });
    if (patch.variants !== undefined)
      await setVariants(tx, { businessId, productId, variants: patch.variants });
    if (patch.option_ids !== undefined) {
      await setOfferedOptions(tx, { businessId, productId, optionIds: patch.option_ids });
    }
    return loadProduct(tx, { businessId, productId });
  });
}

/** Soft: the product leaves the shop's lists and storefront, and stays on the orders that sold it. */
export async function deleteProduct(
  db: Db,
  { businessId, productId, actor }: { businessId: string; productId: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const before = await findProduct(tx, { businessId, productId, lock: true });
    await tx
      .update(products)
      .set({ deletedAt: new Date(), isActive: false })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product',
      entityId: productId,
      action: 'product.deleted',
      changes: { name: { from: before.name } },
    });
  });
}

/** The fields of a product the trail compares, by their API names. */
const productFields = (row: typeof products.$inferSelect) => ({
  name: row.name,
  description: row.description,
  price: row.price,
  category_id: row.categoryId,
  is_active: row.isActive,
  is_featured: row.isFeatured,
  kind: row.kind,
  current_quantity: row.currentQuantity,
  occasions: row.occasions.join(','),
  same_day: row.sameDay,
  tax_class_id: row.taxClassId,
});

async function setLocations(
  tx: Tx,
  { businessId, productId, locationIds }: { businessId: string; productId: string; locationIds: string[] },
) {
  const wanted = [...new Set(locationIds)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.businessId, businessId), isNull(locations.deletedAt), inArray(locations.id, wanted)),
    );
  if (found.length !== wanted.length) {
    throw fieldError('location_ids', 'Choose among the shop’s pickup locations');
  }
  await tx.insert(productLocations).values(wanted.map((locationId) => ({ productId, locationId })));
}
