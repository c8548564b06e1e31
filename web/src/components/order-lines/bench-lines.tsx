import type { OrderItem } from '@contract/product-lines';

/*
 * An order's lines as the bench reads them, the same on every screen and paper (the day view, the
 * day sheet, the work ticket, the delivery list, the order and its cost): "2 × Rose bouquet —
 * Deluxe, + Glass vase". A cart shown as its first product alone had the wrong thing made.
 */

export type BenchItem = Pick<OrderItem, 'id' | 'quantity' | 'product_name' | 'variant_name' | 'options'>;

/** What an order without a product (a price typed at the counter) asks the florist for. */
export const FLORISTS_CHOICE = 'Florist’s choice';

/** "2 × Rose bouquet": how many of what. */
export const benchHead = (item: BenchItem) => `${item.quantity} × ${item.product_name ?? FLORISTS_CHOICE}`;

/** "+ Glass vase", one per add-on: the plus says it goes with the flowers. */
export const benchAddOns = (item: BenchItem) => item.options.map((option) => `+ ${option.name}`);

/** "Deluxe, + Glass vase": the size and the add-ons, or '' when the line has neither. */
export const benchDetails = (item: BenchItem) =>
  [item.variant_name, ...benchAddOns(item)].filter(Boolean).join(', ');

/** "2 × Rose bouquet — Deluxe, + Glass vase": one line as plain text. */
export const benchLine = (item: BenchItem) =>
  [benchHead(item), benchDetails(item)].filter(Boolean).join(' — ');

/**
 * Every line of an order, one under another, quantity and product in bold and the size and add-ons
 * beside them in the same colour (in grey small print a vase was missed). An order without lines
 * is the florist's choice.
 */
export function BenchLines({
  items,
  className,
  label = 'To make',
}: {
  items: BenchItem[];
  className?: string;
  /** What the lines are, for screen readers. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.length === 0 ? (
        <li className="italic">{FLORISTS_CHOICE}</li>
      ) : (
        items.map((item) => (
          <li key={item.id} className="break-words">
            <span className="font-semibold tabular-nums">{benchHead(item)}</span>
            {benchDetails(item) && ` — ${benchDetails(item)}`}
          </li>
        ))
      )}
    </ul>
  );
}
