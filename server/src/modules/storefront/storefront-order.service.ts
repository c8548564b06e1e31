import type { PublicOrder } from '@contract/orders';
import type { StorefrontOrderInput } from '@contract/products';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, products } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { insertDraft } from '../orders/drafts.service';
import { getOrderFormSettings } from '../scheduling/order-settings.service';

/**
 * A customer chose a product and delivery or pickup: a draft at the product's price, which they
 * complete on /order/{uuid}. The stock is only taken when they submit it.
 */
export async function createStorefrontOrder(
  db: Db,
  { url, input }: { url: string; input: StorefrontOrderInput },
): Promise<PublicOrder> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.url, url));
    if (!shop) throw notFound('shop');
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, input.product_id), eq(products.businessId, shop.id)));
    if (!product || product.deletedAt || !product.isActive) throw notFound('product');
    if (product.currentQuantity === 0) throw new AppError('CONFLICT', `Sorry, ${product.name} is sold out.`);
    const settings = await getOrderFormSettings(tx, { businessId: shop.id });
    const offered = input.delivery_type === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
    if (!offered)
      throw fieldError('delivery_type', `The shop does not offer ${input.delivery_type} at the moment`);
    return insertDraft(tx, {
      businessId: shop.id,
      byUserId: null,
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
  });
}
