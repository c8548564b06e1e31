import type { OrderLineInput } from '@contract/product-lines';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { productOfferedOptions, productOptions, products, productVariants } from '../../../db/schema';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { type NewItem, pricedLine } from './order-items.service';

/*
 * Lines as a person chooses them (a product, one of its sizes, its add-ons, how many), checked
 * against the shop's products and priced by the one rule: the storefront's cart and staff taking
 * an order by phone or at the counter choose lines the same way (docs/decisions/040).
 */

export type CartProduct = {
  id: string;
  name: string;
  price: string;
  current_quantity: number | null;
  kind: 'flowers' | 'gift_card';
  tax_class_id: string | null;
  variants: Priced[];
  options: Priced[];
};
type Priced = {
  id: string;
  name: string;
  price: string;
  current_quantity: number | null;
  tax_class_id: string | null;
};

/**
 * The shop's products on sale among `ids`, each with its live sizes and the active add-ons it
 * offers, as one JSON array: one subquery for the whole cart, whatever its number of lines, in the
 * statement that reads the shop (the storefront's draft) or alone (staff's lines). `businessId`: a
 * parameter, or the reading statement's shop id qualified (sql`${businesses}."id"`); the products'
 * columns are plain qualified names, as Drizzle leaves a column's table out in some selects.
 */
export const chosenProductsJson = (businessId: SQL | Placeholder, ids: Placeholder) =>
  sql<CartProduct[]>`coalesce((select json_agg(json_build_object('id', cp.id, 'name', cp.name,
      'price', cp.price::text, 'current_quantity', cp.current_quantity, 'kind', cp.kind,
      'tax_class_id', cp.tax_class_id,
      'variants', coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name,
          'price', v.price::text, 'current_quantity', v.current_quantity, 'tax_class_id', v.tax_class_id)
          order by v.position)
        from ${productVariants} v where v.product_id = cp.id and v.deleted_at is null), '[]'),
      'options', coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name,
          'price', o.price::text, 'current_quantity', o.current_quantity, 'tax_class_id', o.tax_class_id))
        from ${productOfferedOptions} po join ${productOptions} o on o.id = po.option_id
        where po.product_id = cp.id and o.deleted_at is null and o.is_active), '[]')))
    from ${products} cp
    where cp.business_id = ${businessId} and cp.id = any(${ids}::uuid[])
      and cp.deleted_at is null and cp.is_active), '[]'::json)`;

/** The cart's products alone, prepared once per connection (staff's lines). */
const chosenProductsStatement = (db: Db | Tx) =>
  prepared(db, 'chosen_products', (d) =>
    d
      .select({ products: chosenProductsJson(sql.placeholder('business_id'), sql.placeholder('ids')) })
      .from(sql`(select 1) as one`)
      .prepare('chosen_products'),
  );

/** Refused when fewer are left than asked for; the customer's pages name the product. */
export const soldOut = (name: string) =>
  new AppError('CONFLICT', `Sorry, ${name} is sold out.`, { sold_out: name });

/**
 * The lines, checked against the shop's products in one read: each product on sale (another
 * shop's is not found), a size of it when it has sizes, add-ons it offers, and enough in stock.
 * Problems name their field as `{field}.{index}.{name}`.
 */
export async function chosenItems(
  db: Db | Tx,
  businessId: string,
  lines: OrderLineInput[],
  listField = 'items',
): Promise<NewItem[]> {
  if (lines.length === 0) return [];
  const [row] = await chosenProductsStatement(db).execute({ business_id: businessId, ids: chosenIds(lines) });
  return chosenItemsOf(row?.products ?? [], lines, listField);
}

/** The ids of the products a cart's lines name, for chosenProductsJson. */
export const chosenIds = (lines: OrderLineInput[]) => [...new Set(lines.map((line) => line.product_id))];

/** chosenItems on the products already read (chosenProductsJson). */
export function chosenItemsOf(
  products: CartProduct[],
  lines: OrderLineInput[],
  listField = 'items',
): NewItem[] {
  const found = new Map(products.map((product) => [product.id, product]));
  return lines.map((line, index) => {
    const field = (name: string) => `${listField}.${index}.${name}`;
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
