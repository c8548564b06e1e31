import type { Business } from '@contract/business';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ImageSource } from '../../lib/images';
import { deletePhoto, type FileStorage, storePhoto } from '../../lib/storage';
import { type AuditActor, recordAudit } from '../audit';
import { getBusiness } from './business.service';

/** "/uploads/<key>" → "<key>". */
const keyOf = (url: string | null) => url?.split('/').pop() ?? null;

/**
 * Puts a new logo (checked and re-encoded like every photo) in place of the old one, or removes it
 * when `file` is null. The old file goes only once the shop points at the new one.
 */
export async function setBusinessLogo(
  db: Db,
  storage: FileStorage,
  { businessId, file, actor }: { businessId: string; file: ImageSource | null; actor: AuditActor },
): Promise<Business> {
  const stored = file ? await storePhoto(storage, file) : null;
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [shop] = await tx
        .select({ logoUrl: businesses.logoUrl })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      if (!shop) throw notFound('business');
      await tx
        .update(businesses)
        .set({ logoUrl: stored?.url ?? null, updatedAt: new Date() })
        .where(eq(businesses.id, businessId));
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'business',
        entityId: businessId,
        action: stored ? 'business.logo' : 'business.logo_removed',
        changes: { logo_url: { from: shop.logoUrl, to: stored?.url ?? null } },
      });
      return keyOf(shop.logoUrl);
    });
  } catch (error) {
    if (stored) await deletePhoto(storage, stored.key);
    throw error;
  }
  if (previous) await deletePhoto(storage, previous).catch(() => undefined);
  return getBusiness(db, { businessId });
}
