import { fromCents, moneyColumn, toCents } from '@contract/money';
import type { OrderLinesParsed } from '@contract/order-line-edits';
import type { Tx } from '../../../db/client';
import type { ItemRow } from '../../../db/order-lines';
import { AppError, fieldError } from '../../../lib/errors';
import { checkTaxClass, getTaxSettings, readTaxClasses } from '../../tax';
import { chosenItems } from './chosen-lines.service';
import { rateItem } from './line-rates';
import type { NewItem } from './order-items.service';
import { freeLine } from './staff-lines';

/*
 * The new lines of an order whose lines staff change (docs/decisions/054): kept lines as they were
 * sold at their new quantity, new product lines chosen and priced now as the storefront's cart is,
 * new free lines as staff name and price them. New lines are rated at the shop's rates of now.
 */

/** A line as it will be written: a kept one has its id, a new one gets its place after the others. */
export type EditedLine = NewItem & { id?: string; position: number };

const unitTimes = (unitPrice: string, quantity: number) =>
  moneyColumn(fromCents(toCents(Number(unitPrice)) * quantity));

/**
 * The order's lines after the change. `cardsFixed`: the order is paid or has issued gift cards,
 * so its gift-card lines stay exactly as they are (their cards exist, and a card is told apart
 * by its line's place) and no new one is added (docs/product.md, Gift cards).
 */
export async function editedLines(
  tx: Tx,
  {
    businessId,
    before,
    input,
    cardsFixed,
  }: { businessId: string; before: ItemRow[]; input: OrderLinesParsed; cardsFixed: boolean },
): Promise<EditedLine[]> {
  const byId = new Map(before.map((row) => [row.id, row]));
  const kept = input.kept.map((line, index): EditedLine => {
    const row = byId.get(line.id);
    if (!row) throw fieldError(`kept.${index}.id`, 'This line is not on the order');
    return { ...row, quantity: line.quantity, total: unitTimes(row.unitPrice, line.quantity) };
  });
  if (cardsFixed) {
    for (const row of before.filter((line) => line.kind === 'gift_card')) {
      const after = kept.find((line) => line.id === row.id);
      if (after?.quantity !== row.quantity) throw cardsIssued(row.productName ?? 'Gift card');
    }
  }
  for (const [index, item] of input.free_items.entries()) {
    if (item.tax_class_id)
      await checkTaxClass(tx, {
        businessId,
        taxClassId: item.tax_class_id,
        field: `free_items.${index}.tax_class_id`,
      });
  }
  const chosen = await chosenItems(tx, businessId, input.items, 'items');
  if (cardsFixed && chosen.some((item) => item.kind === 'gift_card')) {
    throw new AppError('CONFLICT', 'This order is paid: sell a new gift card on an order of its own.', {
      items: 'A paid order takes no new gift card',
    });
  }
  const added = [...chosen, ...input.free_items.map(freeLine)];
  if (added.length === 0) return kept;
  const book = {
    tax: await getTaxSettings(tx, { businessId }),
    classes: await readTaxClasses(tx, { businessId }),
  };
  // After every place the order had, so that no new line takes a removed line's place.
  const next = before.reduce((max, row) => Math.max(max, row.position + 1), 0);
  return [
    ...kept,
    ...added.map((item, index): EditedLine => ({ ...rateItem(book, item), position: next + index })),
  ];
}

const cardsIssued = (name: string) =>
  new AppError(
    'CONFLICT',
    `The gift cards of "${name}" are issued: the line cannot be changed or removed. Refund the order to void them.`,
    { kept: 'Gift-card lines of a paid order stay as they are' },
  );
