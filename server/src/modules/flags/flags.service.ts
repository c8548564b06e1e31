import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, featureFlags } from '../../db/schema';

/** The shop's own value of a flag, else the global one, else off. */
export async function isEnabled(db: Db, { flag, businessId }: { flag: string; businessId: string | null }) {
  const rows = await db
    .select({ businessId: featureFlags.businessId, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.flag, flag),
        businessId
          ? or(isNull(featureFlags.businessId), eq(featureFlags.businessId, businessId))
          : isNull(featureFlags.businessId),
      ),
    );
  const own = rows.find((r) => r.businessId !== null);
  const global = rows.find((r) => r.businessId === null);
  return (own ?? global)?.enabled ?? false;
}

/** Sets a flag globally (businessId null) or for one shop; `enabled: null` removes that value. */
export async function setFlag(
  db: Db,
  { flag, businessId, enabled }: { flag: string; businessId: string | null; enabled: boolean | null },
) {
  const scope = businessId ? eq(featureFlags.businessId, businessId) : isNull(featureFlags.businessId);
  await db.transaction(async (tx) => {
    await tx.delete(featureFlags).where(and(eq(featureFlags.flag, flag), scope));
    if (enabled !== null)
      await tx.insert(featureFlags).values({ flag, businessId, enabled, updatedAt: new Date() });
  });
}

/** Every value set, global ones first, for the command line. */
export function listFlags(db: Db) {
  return db
    .select({ flag: featureFlags.flag, shop: businesses.url, enabled: featureFlags.enabled })
    .from(featureFlags)
    .leftJoin(businesses, eq(businesses.id, featureFlags.businessId))
    .orderBy(asc(featureFlags.flag), sql`${businesses.url} nulls first`);
}
