import type { DeliveryZipcode, ZipcodeInput } from '@contract/delivery';
import { moneyColumn } from '@contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryZipcodes, locations } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';
import { findLocation } from './locations.service';

type ZipcodeRow = typeof deliveryZipcodes.$inferSelect;

const toZipcode = (row: ZipcodeRow): DeliveryZipcode => ({
  id: row.id,
  location_id: row.locationId,
  zipcode: row.zipcode,
  delivery_price: Number(row.deliveryPrice),
});

/** Money goes to the numeric column as its exact decimal text. */

type Scope = { businessId: string; locationId: string };

export async function listZipcodes(db: Db, scope: Scope): Promise<DeliveryZipcode[]> {
  await findLocation(db, scope);
  const rows = await db
    .select()
    .from(deliveryZipcodes)
    .where(
      and(
        eq(deliveryZipcodes.businessId, scope.businessId),
        eq(deliveryZipcodes.locationId, scope.locationId),
      ),
    )
    .orderBy(asc(deliveryZipcodes.zipcode));
  return rows.map(toZipcode);
}

export async function createZipcode(
  db: Db,
  { input, actor, ...scope }: Scope & { input: ZipcodeInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    await findLocation(tx, scope);
    const [row] = await tx
      .insert(deliveryZipcodes)
      .values({ ...scope, zipcode: input.zipcode, deliveryPrice: moneyColumn(input.delivery_price) })
      .onConflictDoNothing({ target: [deliveryZipcodes.businessId, deliveryZipcodes.zipcode] })
      .returning();
    if (!row) throw await zipcodeTaken(tx, scope.businessId, input.zipcode);
    await recordAudit(tx, {
      businessId: scope.businessId,
      actor,
      entityType: 'settings',
      entityId: `zipcode:${row.id}`,
      action: 'settings.zipcode_created',
      changes: { zipcode: { to: row.zipcode }, delivery_price: { to: row.deliveryPrice } },
    });
    return toZipcode(row);
  });
}

export async function updateZipcode(
  db: Db,
  { input, zipId, actor, ...scope }: Scope & { zipId: string; input: ZipcodeInput; actor: AuditActor },
): Promise<DeliveryZipcode> {
  try {
    return await updateZipcodeOnce(db, { input, zipId, actor, ...scope });
  } catch (error) {
    // Another request took the zip code between our check and our update.
    if (isUniqueViolation(error)) throw await zipcodeTaken(db, scope.businessId, input.zipcode);
    throw error;
  }
}

async function updateZipcodeOnce(
  db: Db,
  { input, zipId, actor, ...scope }: Scope & { zipId: string; input: ZipcodeInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryZipcodes).where(inScope(scope, zipId));
    await findLocation(tx, scope);
    const [clash] = await tx
      .select({ id: deliveryZipcodes.id })
      .from(deliveryZipcodes)
      .where(
        and(eq(deliveryZipcodes.businessId, scope.businessId), eq(deliveryZipcodes.zipcode, input.zipcode)),
      );
    if (clash && clash.id !== zipId) throw await zipcodeTaken(tx, scope.businessId, input.zipcode);
    const [row] = await tx
      .update(deliveryZipcodes)
      .set({ zipcode: input.zipcode, deliveryPrice: moneyColumn(input.delivery_price) })
      .where(inScope(scope, zipId))
      .returning();
    if (!row) throw notFound('zip code');
    const changes = diffFields(
      { zipcode: before?.zipcode, delivery_price: before?.deliveryPrice },
      { zipcode: row.zipcode, delivery_price: row.deliveryPrice },
    );
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId: scope.businessId,
        actor,
        entityType: 'settings',
        entityId: `zipcode:${zipId}`,
        action: 'settings.zipcode_updated',
        changes: changes,
      });
    }
    return toZipcode(row);
  });
}

export async function deleteZipcode(
  db: Db,
  { zipId, actor, ...scope }: Scope & { zipId: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(deliveryZipcodes)
      .where(inScope(scope, zipId))
      .returning({ zipcode: deliveryZipcodes.zipcode, deliveryPrice: deliveryZipcodes.deliveryPrice });
    if (!deleted) throw notFound('zip code');
    await recordAudit(tx, {
      businessId: scope.businessId,
      actor,
      entityType: 'settings',
      entityId: `zipcode:${zipId}`,
      action: 'settings.zipcode_deleted',
      changes: { zipcode: { from: deleted.zipcode }, delivery_price: { from: deleted.deliveryPrice } },
    });
  });
}

const inScope = (scope: Scope, zipId: string) =>
  and(
    eq(deliveryZipcodes.id, zipId),
    eq(deliveryZipcodes.businessId, scope.businessId),
    eq(deliveryZipcodes.locationId, scope.locationId),
  );

async function zipcodeTaken(db: Tx, businessId: string, zipcode: string) {
  const [owner] = await db
    .select({ name: locations.name })
    .from(deliveryZipcodes)
    .innerJoin(locations, eq(locations.id, deliveryZipcodes.locationId))
    .where(and(eq(deliveryZipcodes.businessId, businessId), eq(deliveryZipcodes.zipcode, zipcode)));
  const message = `${zipcode} is already served by ${owner?.name ?? 'another location'}`;
  return new AppError('CONFLICT', message, { zipcode: message });
}
