import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { businesses, orders, products } from '../db/schema';
import { clientKey } from './client-key';
import { countsAsPublicCall } from './error-answers';
import { consumeBatched } from './rate-limit';

/*
 * What one client may call of the public API a minute (docs/decisions/016), as multiples of
 * PUBLIC_RATE_LIMIT (default 30): calls that write something get it once, the checks a form makes
 * while a person fills it in get it twice.
 */
const budgets = {
  'order-submit': 1,
  checkout: 1,
  'discount-code': 1,
  'delivery-availability': 2,
  'address-suggestions': 2,
  'order-calendar': 2,
  /** The storefront's full delivery windows: read from the database on every call, unlike its cached pages. */
  'full-windows': 2,
  /** An invoice or credit note drawn as a PDF for the customer (docs/decisions/047). */
  'document-pdf': 1,
  /** A shop's imprint or privacy notice: read now and then, from a copy kept in the process. */
  'legal-page': 2,
  /** Whether an e-mail address or a shop's address is free: a form's check, and a way to probe for accounts. */
  availability: 2,
  /** Occasion reminders: the order page's box, the storefront's recipient and the unsubscribe page. */
  'occasion-reminder': 1,
  /** The customer's choice of texts on the order page, and the page reading it. */
  'text-opt-in': 1,
  /** The SMS provider's incoming messages (STOP), counted per sending address like anyone's. */
  'text-inbound': 1,
} as const;

export type PublicCall = keyof typeof budgets;

export const publicBudget = (config: Config, call: PublicCall) => budgets[call] * config.publicRateLimit;

/**
 * An onRequest hook counting the call against the client's budget for the shop it is aimed at,
 * before its body is read (docs/decisions/016). A shop's own people, signed in, are not counted on
 * their shop's orders, products and storefront; on any other shop they are strangers like anyone
 * (signing a shop up is free, so a membership proves nothing elsewhere). `target` reads what the
 * call names (`uuid`, `id`, `businessUrl`): its path by default; the checkout, which names its
 * order in the body, counts in a preValidation hook with a target of its own.
 */
export function limitPublicCall(
  db: Db,
  config: Config,
  call: PublicCall,
  target: (request: FastifyRequest) => Record<string, string | undefined> = (request) =>
    request.params as Record<string, string | undefined>,
) {
  const shops = targetShopsOf(db);
  return countsAsPublicCall(async (request: FastifyRequest) => {
    const shop = await shops.of(target(request));
    if (shop && request.auth?.businessId === shop) return;
    await consumeBatched(db, {
      key: `public:${call}:${clientKey(request)}:${shop ?? '-'}`,
      max: publicBudget(config, call),
      windowSeconds: 60,
    });
  });
}

/**
 * Tells the public limits which shop a new order belongs to, so that the order page's first calls
 * (its code, its submission) count against that shop without reading the order's row to find it.
 */
export function rememberOrderShop(db: Db, orderUuid: string, shopId: string) {
  targetShopsOf(db).remember(orderUuid, shopId);
}

/** How long a shop's address is trusted to name the same shop: a shop may change its address. */
const ADDRESS_MS = 60_000;
const REMEMBERED = 10_000;

const targetShops = new WeakMap<Db, ReturnType<typeof createTargetShops>>();

/** One memory of target shops per database, for every route: the order page's calls share it. */
function targetShopsOf(db: Db) {
  let shops = targetShops.get(db);
  if (!shops) {
    shops = createTargetShops(db);
    targetShops.set(db, shops);
  }
  return shops;
}

/**
 * The shop a call's path names: through its order (`:uuid`), its product (`:id`) or its address
 * (`:businessUrl`); null for none or one that does not exist. An order or a product never moves to
 * another shop, so what was found is remembered (a bounded number of them).
 */
function createTargetShops(db: Db) {
  const found = new Map<string, { shop: string | null; until: number }>();
  const lookUp = async (params: Record<string, string | undefined>): Promise<string | null> => {
    const id = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);
    const order = id(params.uuid);
    const product = id(params.id);
    const rows = order
      ? await db.select({ shop: orders.businessId }).from(orders).where(eq(orders.id, order))
      : product
        ? await db.select({ shop: products.businessId }).from(products).where(eq(products.id, product))
        : params.businessUrl && SHOP_ADDRESS.test(params.businessUrl)
          ? await db
              .select({ shop: businesses.id })
              .from(businesses)
              .where(eq(businesses.url, params.businessUrl.toLowerCase()))
          : [];
    return rows[0]?.shop ?? null;
  };
  const remember = (key: string, shop: string | null, until: number) => {
    found.set(key, { shop, until });
    if (found.size > REMEMBERED) found.delete(found.keys().next().value as string);
  };
  return {
    remember: (orderUuid: string, shop: string) => remember(orderUuid, shop, Number.POSITIVE_INFINITY),
    async of(params: Record<string, string | undefined>) {
      const key = params.uuid ?? params.id ?? (params.businessUrl ? `url:${params.businessUrl}` : undefined);
      if (!key) return null;
      const now = Date.now();
      const hit = found.get(key);
      if (hit && hit.until > now) return hit.shop;
      const shop = await lookUp(params);
      // An address may pass to another shop; a missing order may not exist yet. Both are read again soon.
      const lasting = shop !== null && !key.startsWith('url:');
      remember(key, shop, lasting ? Number.POSITIVE_INFINITY : now + ADDRESS_MS);
      return shop;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a shop's address can be; anything else names no shop and is never looked up. */
const SHOP_ADDRESS = /^[A-Za-z0-9-]{1,60}$/;
