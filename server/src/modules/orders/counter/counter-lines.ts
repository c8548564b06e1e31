import type { CounterOrderInput } from '@contract/counter';
import { moneyColumn } from '@contract/money';
import type { Tx } from '../../../db/client';
import { fieldError } from '../../../lib/errors';
import { type NewItem, pricedLine } from '../lines/order-items.service';
import { chosenStaffLines, findDraftProduct, typedLine } from '../lines/staff-lines';

/** What a gift-card line is called when staff name no product for it. */
const GIFT_CARD_NAME = 'Gift card';

/**
 * The lines of an order taken at the counter or on the phone, in this order: the products chosen
 * with size, add-ons and quantity (`items.N.*`), the free items (`free_items.N.*`), the older one
 * line at the price typed (a gift-card product makes it a gift card of that value), then the gift
 * cards sold with them, each `quantity` cards of `value`. A gift card is untaxed when sold and
 * issued when the order is paid (docs/product.md, Gift cards), because its line's kind says so.
 */
export async function counterLines(
  tx: Tx,
  { businessId, input }: { businessId: string; input: CounterOrderInput },
): Promise<NewItem[]> {
  const chosen = await chosenStaffLines(tx, {
    businessId,
    items: input.items,
    freeItems: input.free_items,
    fields: { items: 'items', freeItems: 'free_items' },
  });
  const typed = await typedLine(tx, { businessId, productId: input.product_id, price: input.price });
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
  return [...chosen, ...typed, ...cards];
}

/** A gift card sold by name must be one of the shop's gift-card products. */
async function findGiftCardProduct(tx: Tx, businessId: string, productId: string, index: number) {
  const field = `gift_cards.${index}.product_id`;
  const product = await findDraftProduct(tx, businessId, productId, field);
  if (product.kind !== 'gift_card') throw fieldError(field, `${product.name} is not a gift card`);
  return product;
}
