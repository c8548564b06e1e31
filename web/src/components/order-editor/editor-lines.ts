import type { FreeItemInput } from '@contract/counter';
import type { OrderLineInput } from '@contract/product-lines';
import { checkMoney } from '../../lib/money-field';

/*
 * The order editor's lines as staff build them, and the request they make. A line is a product as
 * the storefront's cart chooses it (size, add-ons, quantity) or a free item staff name and price.
 */

/** A price of the shop's products, with the rate it is taxed at (percent; left out: the default). */
export type EditorPriced = { id: string; name: string; price: number; tax_rate?: number };

/** A product as the editor offers it: its sizes (one must be chosen when there are any) and add-ons. */
export type EditorProduct = EditorPriced & {
  kind: 'flowers' | 'gift_card';
  variants: EditorPriced[];
  options: EditorPriced[];
};

export type ProductLine = {
  kind: 'product';
  key: string;
  product_id: string;
  /** Left out until staff choose a size (a product without sizes never has one). */
  variant_id?: string;
  option_ids: string[];
  quantity: number;
};

export type FreeLine = {
  kind: 'free';
  key: string;
  name: string;
  /** As typed ("12,50"). */
  price: string;
  /** One of the shop's classes; null: the default rate. */
  tax_class_id: string | null;
  quantity: number;
};

export type EditorLine = ProductLine | FreeLine;

/** Problems by the server's names: `items.0.variant_id`, `free_items.1.price`. */
export type LineErrors = Record<string, string | undefined>;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 50;

export const clampQuantity = (quantity: number) =>
  Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number.isFinite(quantity) ? Math.floor(quantity) : 1));

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `line-${nextKey}`;
};

export const newProductLine = (product_id: string): ProductLine => ({
  kind: 'product',
  key: newKey(),
  product_id,
  option_ids: [],
  quantity: 1,
});

export const newFreeLine = (): FreeLine => ({
  kind: 'free',
  key: newKey(),
  name: '',
  price: '',
  tax_class_id: null,
  quantity: 1,
});

/** Where a line's problems are named: its place among the request's items or free items. */
export function linePaths(lines: EditorLine[]): Map<string, string> {
  const paths = new Map<string, string>();
  let items = 0;
  let free = 0;
  for (const line of lines) {
    paths.set(line.key, line.kind === 'product' ? `items.${items++}` : `free_items.${free++}`);
  }
  return paths;
}

const amountOf = (text: string) => {
  const checked = checkMoney(text);
  return 'amount' in checked ? checked.amount : null;
};

/** The request's `items` and `free_items` for the editor's lines, in their order. */
export function editorRequest(lines: EditorLine[]): {
  items: OrderLineInput[];
  free_items: FreeItemInput[];
} {
  const items: OrderLineInput[] = [];
  const free_items: FreeItemInput[] = [];
  for (const line of lines) {
    if (line.kind === 'product') {
      items.push({
        product_id: line.product_id,
        ...(line.variant_id && { variant_id: line.variant_id }),
        option_ids: line.option_ids,
        quantity: line.quantity,
      });
    } else {
      free_items.push({
        name: line.name.trim(),
        price: amountOf(line.price) ?? 0,
        tax_class_id: line.tax_class_id,
        quantity: line.quantity,
      });
    }
  }
  return { items, free_items };
}

/** What the browser can check before sending: a size where one is needed, a free item's name and price. */
export function editorProblems(lines: EditorLine[], products: EditorProduct[] | undefined): LineErrors {
  const problems: LineErrors = {};
  const paths = linePaths(lines);
  for (const line of lines) {
    const path = paths.get(line.key) as string;
    if (line.kind === 'product') {
      const product = products?.find((p) => p.id === line.product_id);
      if (product && product.variants.length > 0 && !line.variant_id) {
        problems[`${path}.variant_id`] = 'Choose a size';
      }
    } else {
      if (!line.name.trim()) problems[`${path}.name`] = 'Name the item';
      const checked = checkMoney(line.price);
      if ('message' in checked)
        problems[`${path}.price`] = line.price.trim() ? checked.message : 'Enter the price';
    }
  }
  return problems;
}

/** Problems of anything but the lines (another field's, or the form's). */
export const withoutLineProblems = (problems: LineErrors): LineErrors =>
  Object.fromEntries(
    Object.entries(problems).filter(([key]) => !key.startsWith('items.') && !key.startsWith('free_items.')),
  );
