import type { DeliveryAvailability } from '@contract/delivery';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryZipcodes, locations } from '../../db/schema';
import { getOrderFormSettings } from '../scheduling';
import { toLocation } from './locations.service';

const publicLocation = (row: typeof locations.$inferSelect) => {
  const { zipcode_count: _count, ...rest } = toLocation(row);
  return rest;
};

/**
 * Whether a shop delivers to a zip code and where it can be collected instead. `pickupLocationIds`
 * narrows pickup to the locations a product is available at; absent, every location counts.
 */
export async function checkDeliveryAvailability(
  db: Tx,
  {
    businessId,
    zipcode,
    pickupLocationIds,
  }: { businessId: string; zipcode: string; pickupLocationIds?: string[] },
): Promise<DeliveryAvailability> {
  const live = and(eq(locations.businessId, businessId), isNull(locations.deletedAt));
  // One after the other: inside a transaction there is only one connection to share.
  const settings = await getOrderFormSettings(db, { businessId });
  const [served] = await db
    .select({ price: deliveryZipcodes.deliveryPrice, location: locations })
    .from(deliveryZipcodes)
    .innerJoin(locations, eq(locations.id, deliveryZipcodes.locationId))
    .where(and(live, eq(deliveryZipcodes.businessId, businessId), eq(deliveryZipcodes.zipcode, zipcode)));
  const pickup = await db
    .select()
    .from(locations)
    .where(pickupLocationIds ? and(live, inArray(locations.id, pickupLocationIds)) : live)
    .orderBy(asc(locations.createdAt), asc(locations.id));
  const canDeliver = settings.delivery_enabled && served !== undefined;
  const pickupLocations = settings.pickup_enabled ? pickup.map(publicLocation) : [];
  return {
    can_deliver: canDeliver,
    can_pickup: pickupLocations.length > 0,
    delivery_price: canDeliver && served ? Number(served.price) : null,
    pickup_locations: pickupLocations,
    delivery_location: canDeliver && served ? publicLocation(served.location) : null,
  };
}
