import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import {
  businesses,
  deliveryZipcodes,
  discountCodes,
  discountRedemptions,
  locations,
  orderFormSettings,
  orderGiftCards,
  orders,
  orderTimeWindows,
  products,
  taxSettings,
} from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { shopColumns, toShop } from '../../business';
import { toOrderFormSettings, toScheduleRules, toWeek } from '../../scheduling';
import { lineStockJsonOf, toLineStock } from '../lines/line-stock';

export type SubmissionContext = Awaited<ReturnType<typeof readSubmission>>;

/**
 * Everything a submission checks, in one read: the order (and its row version, which the write
 * checks), its shop and tax, the order-form settings, the week of windows of the order's method,
 * the delivery zone of the zip code sent (null when the shop does not serve it), the stock of
 * the order's product, whether gift cards are applied to it, and its lines with the stock of what
 * they name. One round trip instead of the ten the separate reads took, prepared once
 * per process (with the joins, planning it cost ten times what running it does).
 */
export async function readSubmission(tx: Tx, { uuid, zipcode }: { uuid: string; zipcode: string | null }) {
  const [row] = await readStatement(tx).execute({ uuid, zipcode: zipcode ?? '' });
  if (!row) throw notFound('order');
  // The lines and their stock, whatever their number (docs/decisions/040), in the same read.
  const lines = toLineStock(row.lines);
  const settings = toOrderFormSettings(row.settings);
  const shop = toShop({ ...row.shop, tax: row.tax });
  return {
    order: row.order,
    seen: row.seen,
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
    /** The discount code the order carries, and whether the order already took a use of it. */
    code: row.code?.id ? row.code : null,
    redeemed: row.redeemed,
    /** Whether gift cards are applied: the submission then redeems them in its transaction. */
    hasGiftCards: row.giftCards,
    lines,
  };
}

const readStatement = (tx: Tx) =>
  prepared(tx, 'submission_read', (d) =>
    d
      .select({
        order: orders,
        seen: sql<string>`${orders}.xmin::text`,
        shop: shopColumns,
        tax: taxSettings,
        settings: orderFormSettings,
        week: { windows: orderTimeWindows.windows, disabledDays: orderTimeWindows.disabledDays },
        zone: { price: deliveryZipcodes.deliveryPrice, locationId: locations.id },
        product: { name: products.name, quantity: products.currentQuantity, kind: products.kind },
        code: discountCodes,
        redeemed: sql<boolean>`exists (select 1 from ${discountRedemptions} where ${discountRedemptions.orderId} = ${orders.id})`,
        giftCards: sql<boolean>`exists (select 1 from ${orderGiftCards} where ${orderGiftCards.orderId} = ${orders.id})`,
        lines: lineStockJsonOf(sql`${orders}."id"`),
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
        and(
          eq(deliveryZipcodes.businessId, orders.businessId),
          eq(deliveryZipcodes.zipcode, sql.placeholder('zipcode')),
        ),
      )
      .leftJoin(locations, and(eq(locations.id, deliveryZipcodes.locationId), isNull(locations.deletedAt)))
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(
        discountCodes,
        and(eq(discountCodes.id, orders.discountCodeId), eq(discountCodes.businessId, orders.businessId)),
      )
      .where(and(eq(orders.id, sql.placeholder('uuid')), isNull(orders.deletedAt)))
      .prepare('submission_read'),
  );
