import { moneyColumn, toCents } from '@contract/money';
import type { FreeItemInput, OrderLineInput } from '@contract/product-lines';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { products } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { checkTaxClass } from '../../tax';
import { chosenItems } from './chosen-lines.service';
import { type NewItem, pricedLine, singleLine } from './order-items.service';

/*
 * The lines staff enter for an order (Create order, the counter, the phone): products chosen as
 * the storefront's cart chooses them, items staff name and price themselves, and the older form of
 * one product at a typed price. Every line is rated when it is written (docs/decisions/046), and
 * the stock of products, sizes and add-ons is taken when the order is placed (docs/decisions/052).
 */

/** The lists' field names in answers: `items` at the counter, `lines.items` in Create order's form. */
export type LineFields = { items: string; freeItems: string };

/**
 * Products chosen with size, add-ons and quantity (checked and priced by the cart's rule), then the
 * free items. A product of another shop is not found (404); an add-on it does not offer, or a tax
 * class of another shop, is refused on its field (400).
 */
export async function chosenStaffLines(
  tx: Tx,
  {
    businessId,
    items,
    freeItems,
    fields,
  }: { businessId: string; items: OrderLineInput[]; freeItems: FreeItemInput[]; fields: LineFields },
): Promise<NewItem[]> {
  const products = await chosenItems(tx, businessId, items, fields.items);
  const free: NewItem[] = [];
  for (const [index, item] of freeItems.entries()) {
    if (item.tax_class_id) {
      const field = `${fields.freeItems}.${index}.tax_class_id`;
      await checkTaxClass(tx, { businessId, taxClassId: item.tax_class_id, field });
    }
    free.push(freeLine(item));
  }
  return [...products, ...free];
}

/** An item staff name and price: flowers without a product, at the class they chose (none: the default). */
export const freeLine = (item: FreeItemInput): NewItem => ({
  productId: null,
  productName: item.name,
  variantId: null,
  variantName: null,
  options: [],
  quantity: item.quantity,
  kind: 'flowers',
  taxClassId: item.tax_class_id,
  ...pricedLine({ basePrice: moneyColumn(item.price), options: [], quantity: item.quantity }),
});

/**
 * The older form: one line of the shop's product (on sale or not) at the price typed, or of no
 * product at all. A gift-card product makes it a gift card of that value, which must be above 0.
 * Nothing is made when there is neither a product nor a price.
 */
export async function typedLine(
  tx: Tx,
  { businessId, productId, price }: { businessId: string; productId: string | undefined; price: number },
): Promise<NewItem[]> {
  const product = productId ? await findDraftProduct(tx, businessId, productId) : null;
  const giftCard = product?.kind === 'gift_card';
  if (giftCard) ensureGiftCardValue('price', price);
  if (!product && toCents(price) === 0) return [];
  return [
    singleLine({
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      price: moneyColumn(price),
      taxClassId: product?.taxClassId ?? null,
      giftCard,
    }),
  ];
}

/**
 * A gift card is worth what is paid for it: staff who type its price must type more than 0 (the
 * contract's money already keeps it at most 1 000 000).
 */
export function ensureGiftCardValue(field: string, price: number) {
  if (toCents(price) <= 0) throw fieldError(field, 'A gift card needs a value above 0');
}

/** Staff may name any live product of their shop, on sale or not; the order keeps its name. */
export async function findDraftProduct(tx: Tx, businessId: string, productId: string, field = 'product_id') {
  const [row] = await tx
    .select({ id: products.id, name: products.name, kind: products.kind, taxClassId: products.taxClassId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId), isNull(products.deletedAt)));
  if (!row) throw fieldError(field, 'Unknown product');
  return row;
}
