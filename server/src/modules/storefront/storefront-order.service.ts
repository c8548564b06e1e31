import type { PublicOrder } from '@contract/orders';
import type { OrderLineInput } from '@contract/product-lines';
import type { StorefrontOrderInput } from '@contract/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, orderFormSettings, products, productVariants, taxSettings } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { shopColumns, toShop } from '../business/shop.service';
import { insertDraft } from '../orders/drafts.service';
import { linesPrice, type NewItem, pricedLine } from '../orders/order-items.service';
import { toOrderFormSettings } from '../scheduling/order-settings.service';
import { readCartProducts } from './cart-products';

/**
 * A customer chose a product (or the lines of a cart) and delivery or pickup: a draft at their
 * price, which they complete on /order/{uuid}. The stock is only taken when they submit it. No
 * transaction: one read of the shop, its settings and the (first) product, one more for the lines
 * of a cart, and the draft's one statement (docs/decisions/032, 040).
 */
export async function createStorefrontOrder(
  db: Db,
  { url, input }: { url: string; input: StorefrontOrderInput },
): Promise<PublicOrder> {
  const lines: OrderLineInput[] = input.items ?? [
    { product_id: input.product_id as string, option_ids: [], quantity: 1 },
  ];
  const [row] = await readStatement(db).execute({ url, productId: lines[0]?.product_id });
  if (!row) throw notFound('shop');
  const settings = toOrderFormSettings(row.settings);
  const offered = input.delivery_type === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  if (!offered)
    throw fieldError('delivery_type', `The shop does not offer ${input.delivery_type} at the moment`);
  const items = input.items ? await cartItems(db, row.businessId, input.items) : [singleProduct(row)];
  const [first] = items;
  return insertDraft(db, {
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
}

const soldOut = (name: string) => new AppError('CONFLICT', `Sorry, ${name} is sold out.`, { sold_out: name });

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

/**
 * A cart's lines, checked against the shop's products in one read: each product on sale (another
 * shop's is not found), a size of it when it has sizes, add-ons it offers, and enough in stock.
 */
async function cartItems(db: Db, businessId: string, lines: OrderLineInput[]): Promise<NewItem[]> {
  const found = await readCartProducts(db, businessId, [...new Set(lines.map((line) => line.product_id))]);
  return lines.map((line, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const product = found.get(line.product_id);
    if (!product) throw notFound('product');
    const variant = line.variant_id ? product.variants.find((v) => v.id === line.variant_id) : undefined;
    if (product.variants.length > 0 && !variant) {
      throw fieldError(field('variant_id'), `Choose a size of ${product.name}`);
    }
    if (line.variant_id && !variant) throw fieldError(field('variant_id'), 'This product has no such size');
    const options = [...new Set(line.option_ids)].map((id) => {
      const option = product.options.find((o) => o.id === id);
      if (!option) throw fieldError(field('option_ids'), `This add-on is not offered with ${product.name}`);
      if (option.current_quantity !== null && option.current_quantity < line.quantity)
        throw soldOut(option.name);
      return {
        option_id: option.id,
        name: option.name,
        price: Number(option.price).toFixed(2),
        tax_class_id: option.tax_class_id,
      };
    });
    const left = variant ? variant.current_quantity : product.current_quantity;
    const name = variant ? `${product.name} — ${variant.name}` : product.name;
    if (left !== null && left < line.quantity) throw soldOut(name);
    return {
      productId: product.id,
      productName: product.name,
      variantId: variant?.id ?? null,
      variantName: variant?.name ?? null,
      options,
      quantity: line.quantity,
      kind: product.kind,
      // A size without a rate of its own is at its product's.
      taxClassId: variant?.tax_class_id ?? product.tax_class_id,
      ...pricedLine({ basePrice: String(variant?.price ?? product.price), options, quantity: line.quantity }),
    };
  });
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof readStatement>['execute']>>[number];

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
        hasVariants: sql<boolean>`exists (select 1 from ${productVariants} v
          where v.product_id = ${products.id} and v.deleted_at is null)`,
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
