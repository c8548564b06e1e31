import type { PublicOrder } from '@contract/orders';
import type { OrderLineInput } from '@contract/product-lines';
import type { StorefrontOrderInput } from '@contract/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, orderFormSettings, products, productVariants, taxSettings } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { rememberOrderShop } from '../../lib/public-limits';
import { shopColumns, toShop } from '../business';
import {
  chosenIds,
  chosenItemsOf,
  chosenProductsJson,
  insertDraft,
  linesPrice,
  type NewItem,
  pricedLine,
  soldOut,
} from '../orders';
import { toOrderFormSettings } from '../scheduling';

/**
 * A customer chose a product (or the lines of a cart) and delivery or pickup: a draft at their
 * price, which they complete on /order/{uuid}. The stock is only taken when they submit it. No
 * transaction: one read of the shop, its settings and the cart's products (or the one product),
 * and the draft's one statement (docs/decisions/032, 040).
 */
export async function createStorefrontOrder(
  db: Db,
  { url, input }: { url: string; input: StorefrontOrderInput },
): Promise<PublicOrder> {
  const lines: OrderLineInput[] = input.items ?? [
    { product_id: input.product_id as string, option_ids: [], quantity: 1 },
  ];
  const [row] = await readStatement(db).execute({
    url,
    productId: lines[0]?.product_id,
    ids: input.items ? chosenIds(input.items) : [],
  });
  if (!row) throw notFound('shop');
  const settings = toOrderFormSettings(row.settings);
  const offered = input.delivery_type === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  if (!offered)
    throw fieldError('delivery_type', `The shop does not offer ${input.delivery_type} at the moment`);
  const items = input.items ? chosenItemsOf(row.cart, input.items) : [singleProduct(row)];
  const [first] = items;
  const order = await insertDraft(db, {
    businessId: row.businessId,
    byUserId: null,
    shop: toShop({ ...row.shop, tax: row.tax }),
    values: {
      method: input.delivery_type,
      price: linesPrice(items),
      deliveryPrice: null,
      note: '',
      assignedTo: null,
      photoReference: null,
      productId: first?.productId ?? null,
      productName: first?.productName ?? null,
      origin: 'storefront',
      language: input.language ?? null,
      // Checked on the storefront already: the order page starts with it, for delivery.
      deliveryZipcode: input.delivery_type === 'delivery' ? (input.delivery_zipcode ?? null) : null,
    },
    items,
  });
  rememberOrderShop(db, order.uuid, row.businessId);
  return order;
}

/** The old way: one product, at its price; a product with sizes needs a cart line naming one. */
function singleProduct(row: ReadRow): NewItem {
  const { product } = row;
  if (!product || product.deletedAt || !product.isActive) throw notFound('product');
  if (row.hasVariants) throw fieldError('variant_id', `Choose a size of ${product.name}`);
  if (product.currentQuantity === 0) throw soldOut(product.name);
  return {
    productId: product.id,
    productName: product.name,
    quantity: 1,
    options: [],
    kind: product.kind,
    // Rated by the draft's insert at the shop's rates (docs/decisions/046).
    taxClassId: product.taxClassId,
    ...pricedLine({ basePrice: product.price, options: [], quantity: 1 }),
  };
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof readStatement>['execute']>>[number];

/** The shop, its settings and the products chosen in one read, prepared once per process. */
const readStatement = (db: Db) =>
  prepared(db, 'storefront_order_read', (d) =>
    d
      .select({
        businessId: businesses.id,
        shop: shopColumns,
        tax: taxSettings,
        settings: orderFormSettings,
        product: products,
        hasVariants: sql<boolean>`exists (select 1 from ${productVariants} v
          where v.product_id = ${products.id} and v.deleted_at is null)`,
        cart: chosenProductsJson(sql`${businesses}."id"`, sql.placeholder('ids')),
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
