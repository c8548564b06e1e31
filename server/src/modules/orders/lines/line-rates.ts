import type { OrderItemOption } from '../../../db/schema';
import { type RateBook, rateOf } from '../../tax';
import type { NewItem } from './order-items.service';

/*
 * The rate a line is priced at (docs/decisions/046), stored on it when it is priced: its class's
 * (none: the shop's default class), 0 for a gift card and in a shop that charges no tax. A draft's
 * lines are rated again when the shop's rates change; a placed order's keep theirs.
 */

/** Each add-on at its own class's rate (a gift card has none). */
export const rateOptions = (
  book: RateBook,
  options: OrderItemOption[],
  giftCard = false,
): OrderItemOption[] =>
  options.map((option) => ({
    ...option,
    tax_class_id: option.tax_class_id ?? null,
    tax_rate: rateOf(book, option.tax_class_id, giftCard).taxRate,
  }));

/** A line with its rate, its class's name and its add-ons' rates, as they are now. */
export function rateItem<T extends Pick<NewItem, 'kind' | 'taxClassId' | 'options'>>(
  book: RateBook,
  item: T,
): T {
  const giftCard = item.kind === 'gift_card';
  return {
    ...item,
    ...rateOf(book, item.taxClassId, giftCard),
    options: rateOptions(book, item.options ?? [], giftCard),
  };
}
