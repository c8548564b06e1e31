import { toCents } from '@contract/cents';
import { linePricing, type PricingLine } from '@contract/order-pricing';

/*
 * The storefront's cart: what the customer has chosen, kept in the browser until they order. It
 * holds only ids and quantities; names and prices are always read from the shop's current
 * products, so a cart saved last week shows today's prices, and a line whose product, size or
 * add-on has gone is dropped instead of being ordered.
 */

/** The most lines a cart holds, and the most of one line: the server's own limits. */
export const MAX_CART_LINES = 20;
export const MAX_LINE_QUANTITY = 50;

export type CartLine = {
  product_id: string;
  /** The chosen size; null for a product without sizes. */
  variant_id: string | null;
  /** The chosen add-ons, sorted, so the same choice is always the same line. */
  option_ids: string[];
  quantity: number;
};

type Priced = { id: string; name: string; price: number; current_quantity: number | null; tax_rate?: number };

/**
 * What the cart needs of a product: its price, its sizes and add-ons when it has them, and the
 * rate each is taxed at (a gift card at none), so the cart totals as the order will.
 */
export type CartProduct = {
  id: string;
  name: string;
  price: number;
  kind?: 'flowers' | 'gift_card';
  tax_rate?: number;
  variants?: Priced[];
  options?: Priced[];
};

/** A line as the cart shows it: names and prices of today, amounts in cents. */
export type PricedLine = CartLine & {
  key: string;
  product: CartProduct;
  variant_name: string | null;
  option_names: string[];
  unit_cents: number;
  total_cents: number;
  /** The line as the pricing rule takes it: its size at its rate, each add-on at its own. */
  pricing: PricingLine[];
};

/** Same product, size and add-ons: one line, whose quantity grows. */
export const lineKey = (line: Pick<CartLine, 'product_id' | 'variant_id' | 'option_ids'>) =>
  [line.product_id, line.variant_id ?? '', ...line.option_ids].join('|');

const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));

export type AddResult = { lines: CartLine[]; added: boolean };

/** Adds a choice to the cart; refused (added: false) when the cart already has its most lines. */
export function addLine(lines: CartLine[], choice: CartLine): AddResult {
  const line = { ...choice, option_ids: [...new Set(choice.option_ids)].sort() };
  const key = lineKey(line);
  const index = lines.findIndex((existing) => lineKey(existing) === key);
  if (index >= 0) {
    const merged = lines.map((existing, i) =>
      i === index ? { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) } : existing,
    );
    return { lines: merged, added: true };
  }
  if (lines.length >= MAX_CART_LINES) return { lines, added: false };
  return { lines: [...lines, { ...line, quantity: clampQuantity(line.quantity) }], added: true };
}

export const setQuantity = (lines: CartLine[], key: string, quantity: number) =>
  lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clampQuantity(quantity) } : line));

export const removeLine = (lines: CartLine[], key: string) => lines.filter((line) => lineKey(line) !== key);

/**
 * The lines that can still be ordered, priced from the shop's products. A line is dropped when its
 * product is no longer for sale, its size is gone (or the product now has sizes and none was
 * chosen), or one of its add-ons is no longer offered.
 */
export function priceLines(lines: CartLine[], products: CartProduct[]): PricedLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.product_id);
    if (!product) continue;
    const variants = product.variants ?? [];
    const variant = line.variant_id ? variants.find((v) => v.id === line.variant_id) : undefined;
    if (line.variant_id ? !variant : variants.length > 0) continue;
    const offered = new Map((product.options ?? []).map((option) => [option.id, option]));
    const options = line.option_ids.map((id) => offered.get(id));
    if (options.some((option) => !option)) continue;
    const chosen = options as NonNullable<(typeof options)[number]>[];
    const unit =
      toCents(variant ? variant.price : product.price) + chosen.reduce((sum, o) => sum + toCents(o.price), 0);
    priced.push({
      ...line,
      key: lineKey(line),
      product,
      variant_name: variant?.name ?? null,
      option_names: chosen.map((option) => option.name),
      unit_cents: unit,
      total_cents: unit * line.quantity,
      pricing: linePricing({
        total_cents: unit * line.quantity,
        quantity: line.quantity,
        rate: variant?.tax_rate ?? product.tax_rate,
        gift_card: product.kind === 'gift_card',
        options: chosen.map((option) => ({ cents: toCents(option.price), rate: option.tax_rate })),
      }),
    });
  }
  return priced;
}

export const subtotalCents = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.total_cents, 0);
export const itemCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The lines as the order call takes them. */
export const orderItems = (lines: PricedLine[]) =>
  lines.map(({ product_id, variant_id, option_ids, quantity }) => ({
    product_id,
    ...(variant_id ? { variant_id } : {}),
    ...(option_ids.length > 0 ? { option_ids } : {}),
    quantity,
  }));

/** Reads a saved cart, keeping only well-formed lines: the browser's storage is not to be trusted. */
export function parseCart(text: string | null): CartLine[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let lines: CartLine[] = [];
  for (const item of value.slice(0, MAX_CART_LINES)) {
    if (!item || typeof item !== 'object') continue;
    const { product_id, variant_id, option_ids, quantity } = item as Record<string, unknown>;
    if (typeof product_id !== 'string' || product_id.length > 64) continue;
    if (variant_id !== null && (typeof variant_id !== 'string' || variant_id.length > 64)) continue;
    if (!Array.isArray(option_ids) || option_ids.length > 20) continue;
    if (!option_ids.every((id) => typeof id === 'string' && id.length <= 64)) continue;
    if (typeof quantity !== 'number') continue;
    lines = addLine(lines, { product_id, variant_id, option_ids, quantity }).lines;
  }
  return lines;
}
