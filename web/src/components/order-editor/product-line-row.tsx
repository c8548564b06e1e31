import { fromCents } from '@contract/cents';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format-money';
import { Button } from '../ui/button';
import { Select } from '../ui/input';
import type { EditorProduct, LineErrors, ProductLine } from './editor-lines';
import { QuantityField } from './quantity-field';

/**
 * One product line: its size chosen right here (a product with sizes sells none until one is),
 * add-ons as toggles, how many, its amount, and a way to remove it.
 */
export function ProductLineRow({
  line,
  product,
  path,
  errors,
  totalCents,
  currency,
  focusSize,
  onSizeDone,
  onChange,
  onRemove,
}: {
  line: ProductLine;
  /** Undefined: the product is no longer on sale (the line stays so staff can see and remove it). */
  product: EditorProduct | undefined;
  /** `items.0`: where the server names this line's problems. */
  path: string;
  errors: LineErrors;
  totalCents: number | null;
  currency: string | undefined;
  /** Just added with sizes to choose from: the size takes the focus. */
  focusSize?: boolean;
  /** Enter on the size: back to finding the next product. */
  onSizeDone?: () => void;
  onChange: (line: ProductLine) => void;
  onRemove: () => void;
}) {
  const name = product?.name ?? 'A product no longer on sale';
  const sizeError = errors[`${path}.variant_id`];
  const lineError = errors[path] ?? errors[`${path}.product_id`] ?? errors[`${path}.option_ids`];
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...line,
      option_ids: on ? [...line.option_ids, id] : line.option_ids.filter((other) => other !== id),
    });

  return (
    <li aria-label={name} className="space-y-2.5 rounded-xl border border-border p-3">
      {/* On a phone the name has its own row and the quantity, price and remove sit under it. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-0 basis-full font-medium sm:basis-0 sm:flex-1">{name}</span>
        <div className="ml-auto flex items-center gap-3">
          <QuantityField
            name={name}
            value={line.quantity}
            onChange={(quantity) => onChange({ ...line, quantity })}
          />
          <span className="w-20 text-right tabular-nums">
            {totalCents === null ? '—' : formatMoney(fromCents(totalCents), currency)}
          </span>
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {product && product.variants.length > 0 && (
        <div>
          <Select
            autoFocus={focusSize}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onSizeDone?.();
            }}
            aria-label={`Size of ${name}`}
            aria-invalid={sizeError ? true : undefined}
            controlSize="compact"
            value={line.variant_id ?? ''}
            onChange={(event) => {
              const { variant_id: _old, ...rest } = line;
              onChange(event.target.value ? { ...rest, variant_id: event.target.value } : rest);
            }}
          >
            <option value="">Choose a size</option>
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name} · {formatMoney(variant.price, currency)}
              </option>
            ))}
          </Select>
          {sizeError && <p className="mt-1 text-sm text-danger">{sizeError}</p>}
        </div>
      )}
      {product && product.options.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Add-ons for {name}</legend>
          {product.options.map((option) => {
            const on = line.option_ids.includes(option.id);
            return (
              <label
                key={option.id}
                className={cn(
                  'inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors md:h-9 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  on
                    ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                    : 'border-input hover:bg-muted',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                {option.name} +{formatMoney(option.price, currency)}
              </label>
            );
          })}
        </fieldset>
      )}
      {lineError && <p className="text-sm text-danger">{lineError}</p>}
    </li>
  );
}
