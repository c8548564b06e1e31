import { DEFAULT_LANGUAGE, isLanguage } from '@contract/languages';
import type { Storefront, StorefrontProduct } from '@contract/products';
import { and, asc, desc, eq, exists, gt, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, categories, orderTimeWindows, products, storefrontVersions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { preparedProductPage, readProductPage } from '../products';
import { getOrderFormSettings, toWeek } from '../scheduling';
import { getTaxSettings, rateOf, readTaxClasses } from '../tax';

/** What a storefront offers: live, active, and not sold out. */
export const onSale = (businessId: string | Placeholder): SQL =>
  and(
    eq(products.businessId, businessId),
    isNull(products.deletedAt),
    eq(products.isActive, true),
    or(isNull(products.currentQuantity), gt(products.currentQuantity, 0)),
  ) as SQL;

/** The shop behind a storefront address, or 404. Prepared: every storefront request starts here. */
export async function findStorefrontShop(db: Db, url: string) {
  const query = prepared(db, 'storefront_shop', (d) =>
    d
      .select()
      .from(businesses)
      .where(eq(businesses.url, sql.placeholder('url')))
      .prepare('storefront_shop'),
  );
  const [shop] = await query.execute({ url });
  if (!shop) throw notFound('shop');
  return shop;
}

/**
 * The shop behind a storefront address and its storefront version, in one primary-key read: all a
 * cached storefront answer needs to know whether it is still true (docs/decisions/028).
 */
export async function readStorefrontStamp(db: Db, url: string): Promise<{ id: string; version: number }> {
  const query = prepared(db, 'storefront_stamp', (d) =>
    d
      .select({ id: businesses.id, version: sql<number>`coalesce(${storefrontVersions.version}, 0)` })
      .from(businesses)
      .leftJoin(storefrontVersions, eq(storefrontVersions.businessId, businesses.id))
      .where(eq(businesses.url, sql.placeholder('url')))
      .prepare('storefront_stamp'),
  );
  const [stamp] = await query.execute({ url });
  if (!stamp) throw notFound('shop');
  return { id: stamp.id, version: Number(stamp.version) };
}

export async function getStorefront(db: Db, { url }: { url: string }): Promise<Storefront> {
  const shop = await findStorefrontShop(db, url);
  const [settings, tax, delivery] = await Promise.all([
    getOrderFormSettings(db, { businessId: shop.id }),
    getTaxSettings(db, { businessId: shop.id }),
    deliveryWeek(db, shop.id),
  ]);
  const shelves = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.businessId, shop.id),
        exists(
          db
            .select({ id: products.id })
            .from(products)
            .where(and(onSale(shop.id), eq(products.categoryId, categories.id))),
        ),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return {
    name: shop.name,
    url: shop.url,
    logo_url: shop.logoUrl,
    phone: shop.phone,
    email: shop.email,
    address: shop.address,
    currency: shop.currency,
    time_zone: shop.timeZone,
    same_day_cutoff: settings.same_day_cutoff,
    delivery_closed: delivery.closed,
    lead_time_minutes: settings.lead_time_minutes,
    delivery_windows: delivery.windows,
    language: isLanguage(shop.language) ? shop.language : DEFAULT_LANGUAGE,
    delivery_enabled: settings.delivery_enabled,
    pickup_enabled: settings.pickup_enabled,
    tax,
    categories: shelves,
  };
}

/** At most a year of closed dates goes to the storefront. */
const CLOSED_DATES_MAX = 366;

/**
 * The shop's delivery week for the same-day countdown: its windows, and the days it does not
 * deliver (weekdays without a window, closed dates to come). The answer is cached until the shop
 * changes something, so it lists every date from yesterday on (in UTC, so that no time zone's
 * today is left out) rather than only today's.
 */
async function deliveryWeek(db: Db, businessId: string) {
  const [row] = await db
    .select({ windows: orderTimeWindows.windows, disabledDays: orderTimeWindows.disabledDays })
    .from(orderTimeWindows)
    .where(and(eq(orderTimeWindows.businessId, businessId), eq(orderTimeWindows.windowType, 'delivery')));
  const week = toWeek(row ?? null);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return {
    closed: {
      weekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => !week.windows.some((w) => w.weekday === day)),
      dates: week.disabled_days.filter((date) => date >= yesterday).slice(0, CLOSED_DATES_MAX),
    },
    windows: week.windows.map((w) => ({
      weekday: w.weekday,
      start: w.start,
      end: w.end,
      limited: w.capacity !== null && w.capacity !== undefined,
    })),
  };
}

/** Products on sale, featured first, then by name; each with its photos, primary first. */
export async function listStorefrontProducts(
  db: Db,
  { url, limit, offset }: { url: string; limit: number; offset: number },
): Promise<{ items: StorefrontProduct[]; count: number }> {
  const shop = await findStorefrontShop(db, url);
  const statement = preparedProductPage(
    db,
    'storefront_products',
    () => onSale(sql.placeholder('businessId')),
    [desc(products.isFeatured), asc(products.name), asc(products.id)],
  );
  const [page, tax, classes] = await Promise.all([
    readProductPage(db, statement, {
      params: { businessId: shop.id },
      limit,
      offset,
      countWhere: onSale(shop.id),
    }),
    getTaxSettings(db, { businessId: shop.id }),
    readTaxClasses(db, { businessId: shop.id }),
  ]);
  // Each price with the rate it is taxed at, so the cart totals as the order will (docs/decisions/046).
  const book = { tax, classes };
  const rate = (classId: string | null, giftCard: boolean) => Number(rateOf(book, classId, giftCard).taxRate);
  const items = page.items.map((product) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    // With sizes, "from" the cheapest: the customer chooses one and pays its price.
    price: product.variants.length > 0 ? Math.min(...product.variants.map((v) => v.price)) : product.price,
    category_id: product.category_id,
    is_featured: product.is_featured,
    kind: product.kind,
    // The primary photo leads; the others follow in the shop's order (sort is stable).
    photos: [...product.photos]
      .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
      .map(({ position: _position, ...photo }) => photo),
    occasions: product.occasions,
    same_day: product.same_day,
    tax_rate: rate(product.tax_class_id, product.kind === 'gift_card'),
    // A size without a rate of its own is at its product's.
    variants: product.variants.map(({ position: _position, tax_class_id, ...variant }) => ({
      ...variant,
      tax_rate: rate(tax_class_id ?? product.tax_class_id, product.kind === 'gift_card'),
    })),
    options: product.offered
      .filter((option) => option.is_active)
      .map(({ is_active: _, tax_class_id, ...option }) => ({
        ...option,
        price: Number(option.price),
        tax_rate: rate(tax_class_id, product.kind === 'gift_card'),
      })),
  }));
  return { items, count: page.count };
}
