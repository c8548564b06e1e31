import type { CounterOrderInput } from '@contract/counter';
import { moneyColumn, toCents } from '@contract/money';
import type { Tx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { ensureGiftCardValue, findDraftProduct } from './drafts.service';
import { type NewItem, pricedLine, singleLine } from './order-items.service';

/** What a gift-card line is called when staff name no product for it. */
const GIFT_CARD_NAME = 'Gift card';

/**
 * The lines of an order taken at the counter or on the phone: the flowers at the price staff typed
 * (a gift-card product makes that line a gift card of that value), then the gift cards sold with
 * them, each `quantity` cards of `value`. A gift card is untaxed when sold and issued when the order
 * is paid (docs/product.md, Gift cards), because its line's kind says so.
 */
export async function counterLines(
  tx: Tx,
  { businessId, input }: { businessId: string; input: CounterOrderInput },
): Promise<NewItem[]> {
  const product = input.product_id ? await findDraftProduct(tx, businessId, input.product_id) : null;
  const giftCard = product?.kind === 'gift_card';
  if (giftCard) ensureGiftCardValue('price', input.price);
  // An order of gift cards alone has no flowers line; a price or a product makes one.
  const flowers =
    toCents(input.price) !== 0 || product
      ? [
          singleLine({
            productId: product?.id ?? null,
            productName: product?.name ?? null,
            price: moneyColumn(input.price),
            taxClassId: product?.taxClassId ?? null,
            giftCard,
          }),
        ]
      : [];
  const cards: NewItem[] = [];
  for (const [index, card] of input.gift_cards.entries()) {
    const named = card.product_id ? await findGiftCardProduct(tx, businessId, card.product_id, index) : null;
    cards.push({
      productId: named?.id ?? null,
      productName: named?.name ?? GIFT_CARD_NAME,
      variantId: null,
      variantName: null,
      options: [],
      quantity: card.quantity,
      kind: 'gift_card',
      ...pricedLine({ basePrice: moneyColumn(card.value), options: [], quantity: card.quantity }),
    });
  }
  return [...flowers, ...cards];
}

/** A gift card sold by name must be one of the shop's gift-card products. */
async function findGiftCardProduct(tx: Tx, businessId: string, productId: string, index: number) {
  const field = `gift_cards.${index}.product_id`;
  const product = await findDraftProduct(tx, businessId, productId, field);
  if (product.kind !== 'gift_card') throw fieldError(field, `${product.name} is not a gift card`);
  return product;
}
