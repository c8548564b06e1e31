import type { OrderOptions } from '@contract/orders';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, deliveryZipcodes, locations } from '../../db/schema';
import { pickupLocationsOf } from '../products';
import { getOrderFormSettings } from '../scheduling';
import { findOrder } from './order-store.service';

/**
 * What the customer's form offers: the shop's switches, its pickup locations and the zip codes it
 * delivers to (for suggestions that also fill the city). All of it is public information.
 */
export async function getOrderOptions(
  db: Db,
  { uuid, cardsConfigured = false }: { uuid: string; cardsConfigured?: boolean },
): Promise<OrderOptions> {
  const order = await findOrder(db, { uuid });
  const businessId = order.businessId;
  const live = and(eq(locations.businessId, businessId), isNull(locations.deletedAt));
  const settings = await getOrderFormSettings(db, { businessId });
  const pickup = await db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      zipcode: locations.zipcode,
      phone: locations.phone,
    })
    .from(locations)
    .where(live)
    .orderBy(asc(locations.createdAt), asc(locations.id));
  // A product may be collected at some locations only.
  const allowed = order.productId ? await pickupLocationsOf(db, order.productId) : undefined;
  const pickupHere = allowed ? pickup.filter((l) => allowed.includes(l.id)) : pickup;
  const zipcodes = await db
    .select({
      zipcode: deliveryZipcodes.zipcode,
      city: locations.city,
      price: deliveryZipcodes.deliveryPrice,
    })
    .from(deliveryZipcodes)
    .innerJoin(locations, eq(locations.id, deliveryZipcodes.locationId))
    .where(and(live, eq(deliveryZipcodes.businessId, businessId)))
    .orderBy(asc(deliveryZipcodes.zipcode));
  const [shop] = await db
    .select({ accountId: businesses.stripeAccountId, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return {
    order_form: {
      delivery_enabled: settings.delivery_enabled,
      pickup_enabled: settings.pickup_enabled,
      require_recipient_phone: settings.require_recipient_phone,
      card_message_enabled: settings.card_message_enabled,
      card_message_max_length: settings.card_message_max_length,
      allow_pay_in_shop: settings.allow_pay_in_shop,
    },
    pickup_locations: settings.pickup_enabled ? pickupHere : [],
    delivery_zipcodes: settings.delivery_enabled
      ? zipcodes.map((z) => ({ zipcode: z.zipcode, city: z.city, delivery_price: Number(z.price) }))
      : [],
    card_payments: cardsConfigured && Boolean(shop?.accountId),
    time_zone: shop?.timeZone ?? 'UTC',
  };
}
