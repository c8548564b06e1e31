import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { ImageSource } from '../../lib/images';
import { deletePhoto, type FileStorage, storePhoto } from '../../lib/storage';
import { type AuditActor, recordAudit } from '../audit';
import { publishOrderEvent } from '../live';
import { findOrder } from './order-store.service';

export type OrderPhotoKind = 'reference' | 'polaroid';

const column = { reference: 'photoReference', polaroid: 'polaroidPhoto' } as const;

/** "/uploads/<key>" → "<key>": the order keeps the URL it answers with. */
const keyOf = (url: string | null) => url?.split('/').pop() ?? null;

/**
 * Stores a photo for an order (re-encoded, under a random name) and puts it in place of the
 * previous one, which is then removed. A failed database write removes the new file again.
 */
export async function setOrderPhoto(
  db: Db,
  storage: FileStorage,
  {
    businessId,
    uuid,
    kind,
    file,
    actor,
  }: { businessId: string; uuid: string; kind: OrderPhotoKind; file: ImageSource; actor: AuditActor },
): Promise<string> {
  const order = await findOrder(db, { uuid, businessId });
  const photo = await storePhoto(storage, file);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const locked = await findOrder(tx, { uuid, businessId, lock: true });
      await tx
        .update(orders)
        .set({ [column[kind]]: photo.url, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'order',
        entityId: order.id,
        action: `order.photo_${kind}`,
        changes: {
          [kind === 'reference' ? 'photo_reference' : 'polaroid_photo']: {
            from: locked[column[kind]],
            to: photo.url,
          },
        },
      });
      await publishOrderEvent(tx, { kind: 'order.changed', order: locked, change: 'photo' });
      return keyOf(locked[column[kind]]);
    });
  } catch (error) {
    await removeLeftover(storage, photo.key);
    throw error;
  }
  // Only once the order points at the new photo may the old one go. The change is made by now:
  // a store that fails to delete leaves a file behind, it does not turn the answer into an error.
  if (previous) await removeLeftover(storage, previous);
  return photo.url;
}

/** Deletes a photo no order points at, if the store lets it (a file left behind costs only space). */
async function removeLeftover(storage: FileStorage, key: string) {
  await deletePhoto(storage, key).catch(() => undefined);
}
