import type { Location, LocationInput } from '@contract/delivery';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { deliveryZipcodes, locations, orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';

type LocationRow = typeof locations.$inferSelect;

export const toLocation = (row: LocationRow, zipcodeCount = 0): Location => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  zipcode: row.zipcode,
  phone: row.phone,
  zipcode_count: zipcodeCount,
});

const active = (businessId: string) => and(eq(locations.businessId, businessId), isNull(locations.deletedAt));

export async function listLocations(db: Db, { businessId }: { businessId: string }): Promise<Location[]> {
  // Read by the order form and the order editor (pickup places): built and planned once per connection.
  const query = prepared(db, 'locations_list', (d) =>
    d
      .select({ location: locations, zipcodeCount: count(deliveryZipcodes.id) })
      .from(locations)
      .leftJoin(deliveryZipcodes, eq(deliveryZipcodes.locationId, locations.id))
      .where(and(eq(locations.businessId, sql.placeholder('businessId')), isNull(locations.deletedAt)))
      .groupBy(locations.id)
      .orderBy(asc(locations.createdAt), asc(locations.id))
      .prepare('locations_list'),
  );
  const rows = await query.execute({ businessId });
  return rows.map((r) => toLocation(r.location, r.zipcodeCount));
}

/** A live location of this business, or 404: another shop's id is simply not found. */
export async function findLocation(
  db: Tx,
  { businessId, locationId }: { businessId: string; locationId: string },
) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(active(businessId), eq(locations.id, locationId)));
  if (!row) throw notFound('location');
  return row;
}

export async function createLocation(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: LocationInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ businessId, ...input })
      .returning();
    if (!row) throw new Error('location insert returned no row');
    await recordAudit(tx, {
      businessId: businessId,
      actor,
      entityType: 'settings',
      entityId: `location:${row.id}`,
      action: 'settings.location_created',
      changes: { name: { to: row.name }, address: { to: row.address } },
    });
    return toLocation(row);
  });
}

export async function updateLocation(
  db: Db,
  {
    businessId,
    locationId,
    input,
    actor,
  }: { businessId: string; locationId: string; input: LocationInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const before = await findLocation(tx, { businessId, locationId });
    const [row] = await tx
      .update(locations)
      .set({ ...input, updatedAt: new Date() })
      .where(and(active(businessId), eq(locations.id, locationId)))
      .returning();
    if (!row) throw notFound('location');
    const changes = diffFields(before as Record<string, unknown>, input as Partial<Record<string, unknown>>);
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId: businessId,
        actor,
        entityType: 'settings',
        entityId: `location:${locationId}`,
        action: 'settings.location_updated',
        changes: changes,
      });
    }
    const [zips] = await tx
      .select({ n: count() })
      .from(deliveryZipcodes)
      .where(eq(deliveryZipcodes.locationId, locationId));
    return toLocation(row, zips?.n ?? 0);
  });
}

/**
 * Removes a location and the zip codes it serves, in one transaction. The row itself stays
 * (soft delete) so that past orders keep their pickup place.
 */
export async function deleteLocation(
  db: Db,
  { businessId, locationId, actor }: { businessId: string; locationId: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.businessId, businessId),
          eq(orders.locationId, locationId),
          isNull(orders.deletedAt),
          inArray(orders.orderStatus, ['pending', 'ready']),
        ),
      );
    if (open && open.n > 0) {
      const message = `${open.n} open ${open.n === 1 ? 'order uses' : 'orders use'} this location. Finish or move ${open.n === 1 ? 'it' : 'them'} first.`;
      throw new AppError('CONFLICT', message, { open_orders: open.n });
    }
    const [row] = await tx
      .update(locations)
      .set({ deletedAt: new Date() })
      .where(and(active(businessId), eq(locations.id, locationId)))
      .returning({ id: locations.id });
    if (!row) throw notFound('location');
    await tx.delete(deliveryZipcodes).where(eq(deliveryZipcodes.locationId, locationId));
    await recordAudit(tx, {
      businessId: businessId,
      actor,
      entityType: 'settings',
      entityId: `location:${locationId}`,
      action: 'settings.location_deleted',
      changes: {},
    });
  });
}
