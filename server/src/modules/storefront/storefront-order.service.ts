import type { PublicOrder } from '@contract/orders';
import type { StorefrontOrderInput } from '@contract/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, orderFormSettings, products, taxSettings } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { shopColumns, toShop } from '../business/shop.service';
import { insertDraft } from '../orders/drafts.service';
import { toOrderFormSettings } from '../scheduling/order-settings.service';

/**
 * A customer chose a product and delivery or pickup: a draft at the product's price, which they
 * complete on /order/{uuid}. The stock is only taken when they submit it. Two statements and no
 * transaction: one read of the shop, its settings and the product, and the draft's one statement
 * (docs/decisions/032).
 */
export async function createStorefrontOrder(
  db: Db,
  { url, input }: { url: string; input: StorefrontOrderInput },
): Promise<PublicOrder> {
  const [row] = await readStatement(db).execute({ url, productId: input.product_id });
  if (!row) throw notFound('shop');
  const { product } = row;
  if (!product || product.deletedAt || !product.isActive) throw notFound('product');
  if (product.currentQuantity === 0) throw new AppError('CONFLICT', `Sorry, ${product.name} is sold out.`);
  const settings = toOrderFormSettings(row.settings);
  const offered = input.delivery_type === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  if (!offered)
    throw fieldError('delivery_type', `The shop does not offer ${input.delivery_type} at the moment`);
  return insertDraft(db, {
    businessId: row.businessId,
    byUserId: null,
    shop: toShop({ ...row.shop, tax: row.tax }),
    values: {
      method: input.delivery_type,
      price: product.price,
      deliveryPrice: null,
      note: '',
      assignedTo: null,
      photoReference: null,
      productId: product.id,
      productName: product.name,
      origin: 'storefront',
    },
  });
}

/** The shop, its settings and the product in one read, prepared once per process. */
const readStatement = (db: Db) =>
  prepared(db, 'storefront_order_read', (d) =>
    d
      .select({
        businessId: businesses.id,
        shop: shopColumns,
        tax: taxSettings,
        settings: orderFormSettings,
        product: products,
      })
      .from(businesses)
      .leftJoin(taxSettings, eq(taxSettings.businessId, businesses.id))
      .leftJoin(orderFormSettings, eq(orderFormSettings.businessId, businesses.id))
      .leftJoin(
        products,
        and(eq(products.id, sql.placeholder('productId')), eq(products.businessId, businesses.id)),
      )
      .where(eq(businesses.url, sql.placeholder('url')))
      .prepare('storefront_order_read'),
  );
