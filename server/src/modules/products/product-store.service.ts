import type { Product } from '@contract/products';
import { and, count as countAll, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  productLocations,
  productOfferedOptions,
  productOptions,
  productPhotos,
  products,
  productVariants,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type ProductRow, toProduct, type VariantJson } from './product-mapping';

/**
 * A live product of this shop, or 404 (another shop's id is simply not found). `lock` holds the
 * row until the transaction ends: every change to a product's photos takes it first, so they queue.
 */
export async function findProduct(
  tx: Tx,
  { businessId, productId, lock = false }: { businessId: string; productId: string; lock?: boolean },
): Promise<ProductRow> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId), isNull(products.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('product');
  return row;
}

/**
 * Each product's photos (in order) and pickup locations, as JSON built by the database. The outer
 * row is named in full: an interpolated column would print unqualified and bind to the subquery's `id`.
 */
const photosJson = sql<PhotoJson[]>`coalesce((
  select json_agg(json_build_object('id', ph.id, 'key', ph.key, 'width', ph.width, 'height', ph.height,
    'position', ph.position, 'is_primary', ph.is_primary) order by ph.position, ph.created_at)
  from ${productPhotos} ph where ph.product_id = "products"."id"), '[]')`;
const locationIdsJson = sql<string[]>`coalesce((
  select json_agg(pl.location_id order by pl.location_id)
  from ${productLocations} pl where pl.product_id = "products"."id"), '[]')`;

/** Its live sizes in order, and the live add-ons it offers (active or not), in the shop's order. */
const variantsJson = sql<VariantJson[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price,
    'current_quantity', v.current_quantity, 'photo_id', v.photo_id, 'position', v.position,
    'tax_class_id', v.tax_class_id) order by v.position, v.id)
  from ${productVariants} v where v.product_id = "products"."id" and v.deleted_at is null), '[]')`;
const optionsJson = sql<OptionJson[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'name', o.name, 'price', o.price,
    'current_quantity', o.current_quantity, 'is_active', o.is_active, 'tax_class_id', o.tax_class_id)
    order by o.position, o.name, o.id)
  from ${productOfferedOptions} po join ${productOptions} o on o.id = po.option_id
  where po.product_id = "products"."id" and o.deleted_at is null), '[]')`;

export type OptionJson = {
  id: string;
  name: string;
  price: string | number;
  current_quantity: number | null;
  is_active: boolean;
  tax_class_id: string | null;
};

type PhotoJson = {
  id: string;
  key: string;
  width: number;
  height: number;
  position: number;
  is_primary: boolean;
};

const pageColumns = {
  product: products,
  photos: photosJson,
  locationIds: locationIdsJson,
  variants: variantsJson,
  options: optionsJson,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

type PageRow = {
  product: ProductRow;
  photos: PhotoJson[];
  locationIds: string[];
  variants: VariantJson[];
  options: OptionJson[];
  total: number;
};
type PageQuery = {
  execute(params: Record<string, unknown>): Promise<PageRow[]>;
};

/** Products matching `where`, in `orderBy`, with `limit` and `offset` as placeholders. */
const pageQuery = (db: Tx, where: SQL | undefined, orderBy: SQL[]) =>
  db
    .select(pageColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * A page query prepared once per database under `name`: the database plans it once per connection
 * (planning cost more than running these), and Drizzle builds its SQL once. `where` must take its
 * values from placeholders.
 */
export const preparedProductPage = (db: Db, name: string, where: () => SQL | undefined, orderBy: SQL[]) =>
  prepared<PageQuery>(db, name, (d) => pageQuery(d, where(), orderBy).prepare(name));

/**
 * A page of products with their photos and pickup locations, and how many match in all: one
 * statement, whatever the number of products (a shop's catalogue is counted, never its orders).
 * `countWhere` counts on its own only past the last page, where no row carries the total.
 */
export async function readProductPage(
  db: Tx,
  query: PageQuery,
  {
    params,
    limit,
    offset,
    countWhere,
  }: { params: Record<string, unknown>; limit: number; offset: number; countWhere: SQL | undefined },
): Promise<{ items: ProductWithOptions[]; count: number }> {
  const rows = await query.execute({ ...params, limit, offset });
  const count =
    rows[0]?.total ??
    (offset > 0 ? ((await db.select({ n: countAll() }).from(products).where(countWhere))[0]?.n ?? 0) : 0);
  return { items: rows.map(toPageProduct), count };
}

/** A product answer, and its offered add-ons in full for the storefront's answer. */
export type ProductWithOptions = Product & { offered: OptionJson[] };

function toPageProduct(row: PageRow): ProductWithOptions {
  const photos = row.photos.map((p) => ({
    id: p.id,
    key: p.key,
    width: p.width,
    height: p.height,
    position: p.position,
    isPrimary: p.is_primary,
  }));
  return {
    ...toProduct(row.product, photos, row.locationIds, row.variants, row.options),
    offered: row.options,
  };
}

const withoutOffered = ({ offered: _, ...product }: ProductWithOptions): Product => product;

/** A live product of this shop with its photos; inside a transaction it sees the transaction's changes. */
export async function loadProduct(
  tx: Tx,
  scope: { businessId: string; productId: string },
): Promise<Product> {
  const where = and(
    eq(products.id, scope.productId),
    eq(products.businessId, scope.businessId),
    isNull(products.deletedAt),
  );
  const [row] = await pageQuery(tx, where, []).execute({ limit: 1, offset: 0 });
  if (!row) throw notFound('product');
  return withoutOffered(toPageProduct(row));
}

/** The same, read outside any transaction through a prepared statement (GET /api/products/{id}). */
export async function readProduct(
  db: Db,
  scope: { businessId: string; productId: string },
): Promise<Product> {
  const query = preparedProductPage(
    db,
    'product_one',
    () =>
      and(
        eq(products.id, sql.placeholder('productId')),
        eq(products.businessId, sql.placeholder('businessId')),
        isNull(products.deletedAt),
      ),
    [],
  );
  const [row] = await query.execute({ ...scope, limit: 1, offset: 0 });
  if (!row) throw notFound('product');
  return withoutOffered(toPageProduct(row));
}
