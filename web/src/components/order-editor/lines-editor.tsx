import { toCents } from '@contract/cents';
import type { TaxRates } from '@contract/tax';
import { PencilLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../ui/button';
import {
  type EditorLine,
  type EditorProduct,
  type LineErrors,
  linePaths,
  newFreeLine,
  newProductLine,
} from './editor-lines';
import { type DiscountRule, editorTotal, priceEditorLine } from './editor-pricing';
import { FreeLineRow } from './free-line-row';
import { LinesTotal } from './lines-total';
import { ProductLineRow } from './product-line-row';
import { ProductSearch } from './product-search';

export type LinesEditorProps = {
  value: EditorLine[];
  onChange: (lines: EditorLine[]) => void;
  /** The shop's products on sale with their sizes and add-ons (useEditorChoices). */
  products: EditorProduct[] | undefined;
  /** How the shop charges tax and its rates; null or undefined: prices are totalled as entered. */
  tax: TaxRates | null | undefined;
  currency: string | undefined;
  /** Problems by the server's names (`items.0.variant_id`, `free_items.1.price`). */
  errors?: LineErrors;
  /** A discount already known (decimal money), taken off the goods in the total. */
  discount?: number;
  /** A discount code's rule (checked by the server), worked out on the goods as they change. */
  discountRule?: DiscountRule | undefined;
  /** A delivery price already known (decimal money), added to the total. */
  delivery?: number;
  /** Gift cards sold with the order (decimal money each), counted in the total. */
  giftCards?: number[];
  /** Focus the product search when the editor opens (the counter's walk-in starts typing at once). */
  autoFocus?: boolean;
};

/**
 * The order's lines as staff enter them, keyboard first: type a product and Enter adds it (a product
 * with sizes then asks for its size, Enter returns to the search), add-ons are toggles, quantities
 * take ArrowUp and ArrowDown; a free item is named and priced by hand. The live total follows the
 * one pricing rule. Controlled: the page keeps the lines and turns them into its request
 * (editorRequest).
 */
export function LinesEditor({
  value,
  onChange,
  products,
  tax,
  currency,
  errors = {},
  discount,
  discountRule,
  delivery,
  giftCards,
  autoFocus,
}: LinesEditorProps) {
  const searchRef = useRef<HTMLDivElement>(null);
  /** The line just added: its size or its name takes the focus when it appears. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const paths = linePaths(value);
  const priced = editorTotal({
    lines: value,
    products,
    tax,
    discount,
    discountRule,
    delivery,
    giftCards,
  });

  const replace = (line: EditorLine) => onChange(value.map((l) => (l.key === line.key ? line : l)));
  const add = (line: EditorLine) => {
    onChange([...value, line]);
    return line.key;
  };
  const addProduct = (product: EditorProduct) => {
    const key = add(newProductLine(product.id));
    setFocusKey(product.variants.length > 0 ? key : null);
  };
  const backToSearch = () => searchRef.current?.querySelector('input')?.focus();

  let freeIndex = 0;
  return (
    <div className="space-y-3">
      <div ref={searchRef}>
        <ProductSearch
          products={products ?? []}
          currency={currency}
          autoFocus={autoFocus}
          onPick={addProduct}
        />
      </div>
      {value.length > 0 && (
        <ul aria-label="Lines" className="space-y-2">
          {value.map((line) => {
            const path = paths.get(line.key) as string;
            const totalCents = priceEditorLine(line, products, tax).total_cents;
            const remove = () => onChange(value.filter((l) => l.key !== line.key));
            if (line.kind === 'product') {
              return (
                <ProductLineRow
                  key={line.key}
                  line={line}
                  product={products?.find((p) => p.id === line.product_id)}
                  path={path}
                  errors={errors}
                  totalCents={totalCents}
                  currency={currency}
                  focusSize={focusKey === line.key}
                  onSizeDone={backToSearch}
                  onChange={replace}
                  onRemove={remove}
                />
              );
            }
            freeIndex += 1;
            return (
              <FreeLineRow
                key={line.key}
                line={line}
                index={freeIndex}
                path={path}
                errors={errors}
                tax={tax}
                totalCents={totalCents}
                currency={currency}
                focus={focusKey === line.key}
                onChange={replace}
                onRemove={remove}
              />
            );
          })}
        </ul>
      )}
      {errors.items && <p className="text-sm text-danger">{errors.items}</p>}
      <Button variant="outline" size="sm" onClick={() => setFocusKey(add(newFreeLine()))}>
        <PencilLine className="size-4" aria-hidden="true" />
        Free item
      </Button>
      {(value.length > 0 || (giftCards?.length ?? 0) > 0) && (
        <LinesTotal
          priced={priced}
          goodsCents={priced.goods_cents}
          giftCardCents={(giftCards ?? []).reduce((sum, value) => sum + toCents(value), 0)}
          deliveryCents={toCents(delivery ?? 0)}
          tax={tax?.settings}
          currency={currency}
        />
      )}
    </div>
  );
}
