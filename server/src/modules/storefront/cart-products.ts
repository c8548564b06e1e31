import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productOfferedOptions, productOptions, products, productVariants } from '../../db/schema';

type CartProduct = {
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
 * offers: one statement for the whole cart, whatever its number of lines.
 */
export async function readCartProducts(db: Db, businessId: string, ids: string[]) {
  const result = await db.execute<CartProduct>(sql`
    select p.id, p.name, p.price, p.current_quantity, p.kind, p.tax_class_id,
      coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price,
          'current_quantity', v.current_quantity, 'tax_class_id', v.tax_class_id) order by v.position)
        from ${productVariants} v where v.product_id = p.id and v.deleted_at is null), '[]') as variants,
      coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name, 'price', o.price,
          'current_quantity', o.current_quantity, 'tax_class_id', o.tax_class_id))
        from ${productOfferedOptions} po join ${productOptions} o on o.id = po.option_id
        where po.product_id = p.id and o.deleted_at is null and o.is_active), '[]') as options
    from ${products} p
    where p.business_id = ${businessId} and p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and p.deleted_at is null and p.is_active`);
  return new Map(result.rows.map((row) => [row.id, row]));
}
