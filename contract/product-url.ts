/*
 * A product's own address on the storefront: /{shop}/store/{slug}-{id}. The id decides (the product
 * keeps its address when renamed); the slug is only for people and search engines, and an address
 * with a stale slug is sent on to the current one (docs/decisions/041).
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const SLUG_MAX = 60;

/** The storefront's addresses: the shop page, or a product (any slug, or none, before the id). */
const STORE_PATH = new RegExp(`^/([A-Za-z0-9-]+)/store(?:/(?:([a-z0-9-]*?)-?(${UUID})))?/?$`);

/** "Rosé & Peonies!" → "rose-peonies"; a name with no letters or digits left → "bouquet". */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'bouquet';
}

export const storePath = (shopUrl: string) => `/${shopUrl}/store`;

export const productPath = (shopUrl: string, product: { id: string; name: string }) =>
  `${storePath(shopUrl)}/${productSlug(product.name)}-${product.id}`;

/** The shop and product an address names, or null when it is no storefront address. */
export function parseStorePath(
  pathname: string,
): { shopUrl: string; productId: string | null; slug: string | null } | null {
  const match = STORE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  return {
    shopUrl: match[1].toLowerCase(),
    productId: match[3] ? match[3].toLowerCase() : null,
    slug: match[3] ? (match[2] ?? '') : null,
  };
}
