import type { OrderItem } from '@contract/product-lines';

/** One line of an order as every order answer carries it: one Peony bouquet unless told otherwise. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'line-1',
    product_id: null,
    product_name: 'Peony bouquet',
    variant_id: null,
    variant_name: null,
    options: [],
    quantity: 1,
    unit_price: 45,
    total: 45,
    kind: 'flowers',
    tax_rate: 0,
    tax_class: null,
    ...overrides,
  };
}

/** One line naming the product, as every one-line order has; none when the product is left out. */
export const linesNaming = (number: number, productName: string | null | undefined): OrderItem[] =>
  productName === null
    ? []
    : [orderItem({ id: `line-${number}`, product_name: productName ?? 'Peony bouquet' })];

/** The cart the bench must make in full: 2 × Rose bouquet — Deluxe, + Glass vase, and 1 tulip bunch. */
export const cartItems = (): OrderItem[] => [
  orderItem({
    id: 'line-rose',
    product_name: 'Rose bouquet',
    variant_name: 'Deluxe',
    options: [{ option_id: 'o1', name: 'Glass vase', price: 12.5, tax_rate: 0 }],
    quantity: 2,
  }),
  orderItem({ id: 'line-tulip', product_name: 'Tulip bunch' }),
];
