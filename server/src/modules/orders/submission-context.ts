import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import {
  businesses,
  deliveryZipcodes,
  locations,
  orderFormSettings,
  orders,
  orderTimeWindows,
  products,
  taxSettings,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toOrderFormSettings, toScheduleRules, toWeek } from '../scheduling/order-settings.service';
import { shopColumns, toShop } from './order-store';

export type SubmissionContext = Awaited<ReturnType<typeof readSubmission>>;

/**
 * Everything a submission checks, in one read, with the order locked until the transaction ends:
 * the order, its shop and tax, the order-form settings, the week of windows of the order's method,
 * the delivery zone of the zip code sent (null when the shop does not serve it) and the stock of
 * the order's product. One round trip instead of the ten the separate reads took.
 */
export async function readSubmission(tx: Tx, { uuid, zipcode }: { uuid: string; zipcode: string | null }) {
  const [row] = await runPrepared(
    tx
      .select({
        order: orders,
        shop: shopColumns,
        tax: taxSettings,
        settings: orderFormSettings,
        week: { windows: orderTimeWindows.windows, disabledDays: orderTimeWindows.disabledDays },
        zone: { price: deliveryZipcodes.deliveryPrice, locationId: locations.id },
        product: { name: products.name, quantity: products.currentQuantity },
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(taxSettings, eq(taxSettings.businessId, orders.businessId))
      .leftJoin(orderFormSettings, eq(orderFormSettings.businessId, orders.businessId))
      .leftJoin(
        orderTimeWindows,
        and(
          eq(orderTimeWindows.businessId, orders.businessId),
          eq(orderTimeWindows.windowType, orders.method),
        ),
      )
      .leftJoin(
        deliveryZipcodes,
        and(eq(deliveryZipcodes.businessId, orders.businessId), eq(deliveryZipcodes.zipcode, zipcode ?? '')),
      )
      .leftJoin(locations, and(eq(locations.id, deliveryZipcodes.locationId), isNull(locations.deletedAt)))
      .leftJoin(products, eq(products.id, orders.productId))
      .where(and(eq(orders.id, uuid), isNull(orders.deletedAt)))
      .for('update', { of: orders }),
  );
  if (!row) throw notFound('order');
  const settings = toOrderFormSettings(row.settings);
  const shop = toShop({ ...row.shop, tax: row.tax });
  return {
    order: row.order,
    shop,
    settings,
    rules: toScheduleRules({
      timeZone: shop.timeZone,
      settings,
      week: toWeek(row.week),
      windowType: row.order.method,
    }),
    // A zip code of a deleted location is not served.
    zone: row.zone?.locationId ? { price: row.zone.price as string, locationId: row.zone.locationId } : null,
    product: row.product,
  };
}
