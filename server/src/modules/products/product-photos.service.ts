import { MAX_PRODUCT_PHOTOS, type Product } from '@contract/products';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productPhotos } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { deletePhoto, type FileStorage, type StoredPhoto } from '../../lib/storage';
import { type AuditActor, recordAudit } from '../audit';
import { findProduct, loadProduct } from './product-store.service';

/*
 * Exactly one photo of a product is primary whenever it has photos. Every change below runs in one
 * transaction that first locks the product's row, so changes to one product's photos queue; a
 * partial unique index guarantees "at most one" even so, and each change keeps "at least one".
 */

type Scope = { businessId: string; productId: string };
/** A change to a product's photos, and who makes it. */
type Change = Scope & { actor: AuditActor };

const tooMany = () =>
  fieldError('photos', `A product can have at most ${MAX_PRODUCT_PHOTOS} photos; remove one first`);

/** Refuses a set of new photos before any is stored, when the count alone already says no. */
export async function ensureRoomForPhotos(
  db: Db,
  { businessId, productId, adding }: Scope & { adding: number },
) {
  await findProduct(db, { businessId, productId });
  const [row] = await db
    .select({ n: count() })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  if ((row?.n ?? 0) + adding > MAX_PRODUCT_PHOTOS) throw tooMany();
}

/** Adds photos (already stored) after the others; the first photo of a product becomes primary. */
export async function addProductPhotos(
  db: Db,
  { businessId, productId, photos, actor }: Change & { photos: StoredPhoto[] },
): Promise<Product> {
  return db.transaction(async (tx) => {
    await findProduct(tx, { businessId, productId, lock: true });
    const [stats] = await tx
      .select({ n: count(), last: max(productPhotos.position) })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId));
    const existing = stats?.n ?? 0;
    if (existing + photos.length > MAX_PRODUCT_PHOTOS) throw tooMany();
    const start = (stats?.last ?? -1) + 1;
    await tx.insert(productPhotos).values(
      photos.map((photo, index) => ({
        productId,
        key: photo.key,
        width: photo.width,
        height: photo.height,
        position: start + index,
        isPrimary: existing === 0 && index === 0,
      })),
    );
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product',
      entityId: productId,
      action: 'product.photos_added',
      changes: { photos: { from: existing, to: existing + photos.length } },
    });
    return loadProduct(tx, { businessId, productId });
  });
}

/** Removes a photo; when it was the primary one, the next in order takes its place. */
export async function deleteProductPhoto(
  db: Db,
  storage: FileStorage,
  { businessId, productId, photoId, actor }: Change & { photoId: string },
): Promise<Product> {
  const { product, key } = await db.transaction(async (tx) => {
    await findProduct(tx, { businessId, productId, lock: true });
    const [removed] = await tx
      .delete(productPhotos)
      .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
      .returning();
    if (!removed) throw notFound('photo');
    if (removed.isPrimary) await promoteFirstPhoto(tx, productId);
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product',
      entityId: productId,
      action: 'product.photo_removed',
      changes: { photo_id: { from: photoId } },
    });
    return { product: await loadProduct(tx, { businessId, productId }), key: removed.key };
  });
  // Only once no row points at the file may it go; a failure here leaves a stray file, never a broken photo.
  await deletePhoto(storage, key).catch(() => undefined);
  return product;
}

/** Makes one photo the primary one, in one step: nobody ever sees none or two. */
export async function setPrimaryPhoto(
  db: Db,
  { businessId, productId, photoId, actor }: Change & { photoId: string },
): Promise<Product> {
  return db.transaction(async (tx) => {
    await findProduct(tx, { businessId, productId, lock: true });
    const [photo] = await tx
      .select({ id: productPhotos.id })
      .from(productPhotos)
      .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)));
    if (!photo) throw notFound('photo');
    // The old one first: the unique index allows one primary at any moment, even inside the transaction.
    await tx
      .update(productPhotos)
      .set({ isPrimary: false })
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.isPrimary, true)));
    await tx.update(productPhotos).set({ isPrimary: true }).where(eq(productPhotos.id, photoId));
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product',
      entityId: productId,
      action: 'product.primary_photo',
      changes: { primary_photo_id: { to: photoId } },
    });
    return loadProduct(tx, { businessId, productId });
  });
}

/** Puts the photos in the given order, which must name every photo of the product once. */
export async function setPhotoOrder(tx: Tx, { productId, order }: { productId: string; order: string[] }) {
  const current = await tx
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  const known = new Set(current.map((p) => p.id));
  const sameSet =
    order.length === known.size && new Set(order).size === order.length && order.every((id) => known.has(id));
  if (!sameSet) throw fieldError('photo_order', 'List every photo of the product once, in the new order');
  for (const [position, id] of order.entries()) {
    await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, id));
  }
}

async function promoteFirstPhoto(tx: Tx, productId: string) {
  const [next] = await tx
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt))
    .limit(1);
  if (next) await tx.update(productPhotos).set({ isPrimary: true }).where(eq(productPhotos.id, next.id));
}
