import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linesJsonOf, toOrderItem } from '../../../db/order-lines';
import { prepared } from '../../../db/prepared';
import { businesses, discountCodes, orders, taxSettings } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { shopColumns, toShop } from '../../business';

/**
 * What applying a code to an order needs, in one read and without a lock: the order and its row
 * version (the write is refused when the order changed since, order-discount.service.ts), its
 * lines, its shop and tax, and the shop's live code of the name given (null when it has none). The order
 * page of every storefront order with a code runs it.
 */
export async function readForCode(db: Db, { uuid, code }: { uuid: string; code: string }) {
  const [row] = await readStatement(db).execute({ uuid, code });
  if (!row) throw notFound('order');
  return {
    order: row.order,
    seen: row.seen,
    shop: toShop({ ...row.shop, tax: row.tax }),
    found: row.code?.id ? row.code : null,
    items: row.lines.map(toOrderItem),
  };
}

const readStatement = (db: Db) =>
  prepared(db, 'discount_read', (d) =>
    d
      .select({
        order: orders,
        seen: sql<string>`${orders}.xmin::text`,
        shop: shopColumns,
        tax: taxSettings,
        code: discountCodes,
        lines: linesJsonOf(sql`${orders}."id"`),
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(taxSettings, eq(taxSettings.businessId, orders.businessId))
      .leftJoin(
        discountCodes,
        and(
          eq(discountCodes.businessId, orders.businessId),
          eq(discountCodes.code, sql.placeholder('code')),
          isNull(discountCodes.deletedAt),
        ),
      )
      .where(and(eq(orders.id, sql.placeholder('uuid')), isNull(orders.deletedAt)))
      .prepare('discount_read'),
  );
