import type { Business, BusinessInput, BusinessUpdateInput } from '@contract/business';
import { DEFAULT_LANGUAGE, isLanguage } from '@contract/languages';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';

type BusinessRow = typeof businesses.$inferSelect;

export const toBusiness = (row: BusinessRow): Business => ({
  id: row.id,
  name: row.name,
  url: row.url,
  phone: row.phone,
  email: row.email,
  address: row.address,
  currency: row.currency,
  time_zone: row.timeZone,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  logo_url: row.logoUrl,
  created_at: row.createdAt.toISOString(),
});

const urlTaken = () => {
  const message = 'This address is already taken by another shop';
  return new AppError('CONFLICT', message, { url: message });
};

export async function getBusiness(db: Db, { businessId }: { businessId: string | null }): Promise<Business> {
  if (!businessId) throw notFound('business');
  const query = prepared(db, 'business_by_id', (d) =>
    d
      .select()
      .from(businesses)
      .where(eq(businesses.id, sql.placeholder('id')))
      .prepare('business_by_id'),
  );
  const [row] = await query.execute({ id: businessId });
  if (!row) throw notFound('business');
  return toBusiness(row);
}

/** Creates the caller's business and makes them its owner, in one transaction. */
export async function createBusiness(
  db: Db,
  { userId, input }: { userId: string; input: BusinessInput },
): Promise<Business> {
  return db.transaction(async (tx) => {
    // Lock the user row: two tabs submitting at once must not create two shops.
    const [user] = await tx
      .select({ businessId: users.businessId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.businessId) throw new AppError('CONFLICT', 'You already have a business');
    const [row] = await tx
      .insert(businesses)
      .values(fromInput(input))
      .onConflictDoNothing({ target: businesses.url })
      .returning();
    if (!row) throw urlTaken();
    await tx
      .update(users)
      .set({ businessId: row.id, role: 'owner', updatedAt: new Date() })
      .where(eq(users.id, userId));
    return toBusiness(row);
  });
}

export async function updateBusiness(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: BusinessUpdateInput; actor: AuditActor },
): Promise<Business> {
  if (input.url && !(await isUrlFree(db, { url: input.url, exceptBusinessId: businessId }))) throw urlTaken();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
      const [row] = await tx
        .update(businesses)
        .set({ ...fromInput(input), updatedAt: new Date() })
        .where(eq(businesses.id, businessId))
        .returning();
      if (!row || !before) throw notFound('business');
      const shown = (b: typeof row) => ({ ...toBusiness(b) }) as Record<string, unknown>;
      const changes = diffFields(shown(before), shown(row));
      if (hasChanges(changes)) {
        await recordAudit(tx, {
          businessId,
          actor,
          entityType: 'business',
          entityId: businessId,
          action: 'business.updated',
          changes,
        });
      }
      return toBusiness(row);
    });
  } catch (error) {
    // Another shop took the url between the check and the update.
    if (isUniqueViolation(error)) throw urlTaken();
    throw error;
  }
}

/**
 * Records the shop's account at the card provider (payments/connect.service.ts). Opening one
 * (`replace: false`) keeps an account already recorded, so that two owners opening one at once
 * end with the first; starting over (`replace: true`) puts the new one in its place.
 */
export async function recordCardAccount(
  tx: Tx,
  {
    businessId,
    accountId,
    replace,
    actor,
  }: { businessId: string; accountId: string; replace: boolean; actor: AuditActor },
): Promise<void> {
  const [before] = await tx
    .select({ accountId: businesses.stripeAccountId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [recorded] = await tx
    .update(businesses)
    .set({ stripeAccountId: accountId, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), replace ? undefined : isNull(businesses.stripeAccountId)))
    .returning({ id: businesses.id });
  // Where the shop's card money goes is in its trail: who opened or replaced the account, and when.
  if (recorded) {
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'business',
      entityId: businessId,
      action: replace ? 'business.card_account_replaced' : 'business.card_account_opened',
      changes: { card_account: { from: before?.accountId ?? null, to: accountId } },
    });
  }
}

export async function isUrlFree(
  db: Tx,
  { url, exceptBusinessId }: { url: string; exceptBusinessId?: string | null },
) {
  const condition = exceptBusinessId
    ? and(eq(businesses.url, url), ne(businesses.id, exceptBusinessId))
    : eq(businesses.url, url);
  const rows = await db.select({ id: businesses.id }).from(businesses).where(condition).limit(1);
  return rows.length === 0;
}

/** The API's snake_case time_zone is the column timeZone; every other field keeps its name. */
function fromInput<T extends BusinessUpdateInput>({ time_zone, ...rest }: T) {
  return { ...rest, timeZone: time_zone as T['time_zone'] };
}
