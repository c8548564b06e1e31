import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages';
import { productPath, storePath } from '@contract/product-url';
import { and, asc, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, productPhotos, products, productVariants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mailI18n } from '../../lib/mail-i18n';
import { uploadUrl } from '../../lib/storage';
import { listStorefrontProducts } from './storefront.service';
import type { PageHead } from './storefront-head';
import { summary } from './storefront-head';

/*
 * The storefront's pages as search engines and link previews see them: the head of the shop page
 * and of each product's page, and the shop's sitemap (docs/decisions/041).
 */

/** Sitemaps hold at most 50 000 addresses; the shop page takes one. */
export const SITEMAP_MAX_PRODUCTS = 49_999;

type Shop = typeof businesses.$inferSelect;

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/** A product staff put on sale: active and not deleted (sold out still has its page, as out of stock). */
const listed = (businessId: string | typeof businesses.id) =>
  and(eq(products.businessId, businessId), isNull(products.deletedAt), eq(products.isActive, true));

async function findShop(db: Db, url: string): Promise<Shop> {
  const [shop] = await db.select().from(businesses).where(eq(businesses.url, url));
  if (!shop) throw notFound('shop');
  return shop;
}

/** The page's language: the one the visitor asked for, else the shop's. */
const pageLanguage = (shop: Shop, requested: Language | null): Language =>
  requested ?? (isLanguage(shop.language) ? shop.language : DEFAULT_LANGUAGE);

function shopHead(shop: Shop, origin: string, language: Language): PageHead {
  const url = `${origin}${storePath(shop.url)}`;
  const place = shop.address ? ` ${shop.address}.` : '';
  const i18n = mailI18n(language);
  const pitch = i18n._('Flowers from {shop}: order online for delivery or pickup.', { shop: shop.name });
  return {
    language,
    title: shop.name,
    description: summary(`${pitch}${place}`),
    url,
    image: shop.logoUrl ? absolute(origin, shop.logoUrl) : null,
    type: 'website',
    siteName: shop.name,
    index: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Florist',
      name: shop.name,
      url,
      ...(shop.logoUrl ? { logo: absolute(origin, shop.logoUrl) } : {}),
      ...(shop.phone ? { telephone: shop.phone } : {}),
      ...(shop.email ? { email: shop.email } : {}),
      ...(shop.address ? { address: shop.address } : {}),
      currenciesAccepted: shop.currency,
    },
  };
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
const hasStock = (quantity: number | null) => quantity === null || quantity > 0;

/**
 * What the page offers: the product at its price and stock; with sizes, the sizes only, since the
 * customer must choose one (docs/product.md, Sizes): their price range, each size at its own price,
 * and in stock only while some size is (and the product itself is not sold out).
 */
function offersOf({
  product,
  sizes,
  currency,
  url,
  seller,
}: {
  product: { price: string; currentQuantity: number | null };
  sizes: { name: string; price: string; stock: number | null }[];
  currency: string;
  url: string;
  seller: Record<string, string>;
}) {
  const productInStock = hasStock(product.currentQuantity);
  const money = (price: string) => Number(price).toFixed(2);
  if (sizes.length === 0) {
    return {
      '@type': 'Offer',
      url,
      price: money(product.price),
      priceCurrency: currency,
      availability: availability(productInStock),
      seller,
    };
  }
  const prices = sizes.map((size) => Number(size.price));
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: sizes.length,
    priceCurrency: currency,
    availability: availability(productInStock && sizes.some((size) => hasStock(size.stock))),
    seller,
    offers: sizes.map((size) => ({
      '@type': 'Offer',
      name: size.name,
      url,
      price: money(size.price),
      priceCurrency: currency,
      availability: availability(productInStock && hasStock(size.stock)),
    })),
  };
}

/** The shop page's head in the language asked for (null: the shop's); 404 for an unknown shop. */
export async function readShopHead(
  db: Db,
  { url, origin, language }: { url: string; origin: string; language: Language | null },
) {
  const shop = await findShop(db, url);
  // The grid's first card: the storefront's own first product, so its photo is the one drawn first.
  const first = await listStorefrontProducts(db, { url, limit: 1, offset: 0 });
  const firstPhoto = first.items[0]?.photos[0] ?? null;
  return { ...shopHead(shop, origin, pageLanguage(shop, language)), firstPhoto };
}

/**
 * A product page's head with its schema.org Product, and the product's current address (the
 * caller sends a stale slug there), in the language asked for (null: the shop's); 404 for an unknown shop, or a product not on sale in it.
 */
export async function readProductHead(
  db: Db,
  {
    url,
    productId,
    origin,
    language: requested,
  }: { url: string; productId: string; origin: string; language: Language | null },
): Promise<{ head: PageHead; path: string }> {
  const shop = await findShop(db, url);
  const language = pageLanguage(shop, requested);
  const [product] = await db
    .select()
    .from(products)
    .where(and(listed(shop.id), eq(products.id, productId)));
  if (!product) throw notFound('product');
  const [[photo], sizes] = await Promise.all([
    db
      .select({ key: productPhotos.key })
      .from(productPhotos)
      .where(eq(productPhotos.productId, product.id))
      .orderBy(desc(productPhotos.isPrimary), asc(productPhotos.position))
      .limit(1),
    db
      .select({
        name: productVariants.name,
        price: productVariants.price,
        stock: productVariants.currentQuantity,
      })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), isNull(productVariants.deletedAt)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const path = productPath(shop.url, product);
  const pageUrl = `${origin}${path}`;
  const image = photo ? `${origin}${uploadUrl(photo.key)}` : null;
  const i18n = mailI18n(language);
  const description = summary(
    product.description || i18n._('{product} from {shop}.', { product: product.name, shop: shop.name }),
  );
  const seller = { '@type': 'Florist', name: shop.name, url: `${origin}${storePath(shop.url)}` };
  const offers = offersOf({ product, sizes, currency: shop.currency, url: pageUrl, seller });
  return {
    path,
    head: {
      language,
      title: `${product.name} · ${shop.name}`,
      description,
      url: pageUrl,
      image,
      type: 'product',
      siteName: shop.name,
      index: true,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        url: pageUrl,
        ...(image ? { image: [image] } : {}),
        brand: { '@type': 'Brand', name: shop.name },
        offers,
      },
    },
  };
}

/** The sitemap's addresses: the shop page, then every listed product, most recently changed first. */
export async function readSitemap(
  db: Db,
  { url, origin }: { url: string; origin: string },
): Promise<{ loc: string; lastmod: string }[]> {
  const shop = await findShop(db, url);
  const rows = await db
    .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
    .from(products)
    .where(listed(shop.id))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(SITEMAP_MAX_PRODUCTS);
  const newest = rows[0]?.updatedAt ?? shop.updatedAt;
  return [
    { loc: `${origin}${storePath(shop.url)}`, lastmod: newest.toISOString() },
    ...rows.map((row) => ({
      loc: `${origin}${productPath(shop.url, row)}`,
      lastmod: row.updatedAt.toISOString(),
    })),
  ];
}

/**
 * The addresses of the shops whose storefront lists something, for the sitemap index (at most
 * 50 000 sitemaps): a shop that sells nothing there has nothing to be found for, and the index is
 * no directory of every shop on the platform.
 */
export async function readShopSitemaps(db: Db): Promise<string[]> {
  const rows = await db
    .select({ url: businesses.url })
    .from(businesses)
    .where(exists(db.select({ one: sql`1` }).from(products).where(listed(businesses.id))))
    .orderBy(asc(businesses.url))
    .limit(50_000);
  return rows.map((row) => row.url);
}
