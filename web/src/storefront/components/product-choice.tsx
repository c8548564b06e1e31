import { useLingui } from '@lingui/react';
import { formatMoney } from '../../lib/format-money';
import { type CartLine, type CartProduct, MAX_LINE_QUANTITY } from '../cart/cart';
import { MinusIcon, PlusIcon } from '../ui/icons';

/** The first size that can still be sold: what the view starts with. */
export function firstChoice(product: CartProduct): CartLine {
  const variants = product.variants ?? [];
  const open = variants.find((variant) => variant.current_quantity !== 0) ?? variants[0];
  return { product_id: product.id, variant_id: open?.id ?? null, option_ids: [], quantity: 1 };
}

const soldOut = (item: { current_quantity: number | null }) => item.current_quantity === 0;

/**
 * The customer's choice of one product: its size (when it has sizes), its add-ons and how many.
 * Native radios and checkboxes, so keyboards, screen readers and phones know them already.
 */
export function ProductChoice({
  product,
  currency,
  choice,
  onChange,
}: {
  product: CartProduct;
  currency: string;
  choice: CartLine;
  onChange: (choice: CartLine) => void;
}) {
  const { i18n } = useLingui();
  const variants = product.variants ?? [];
  const options = product.options ?? [];
  const money = (amount: number) => formatMoney(amount, currency, i18n.locale);
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...choice,
      option_ids: on ? [...choice.option_ids, id].sort() : choice.option_ids.filter((other) => other !== id),
    });

  return (
    <div className="mt-5 space-y-5">
      {variants.length > 0 && (
        <fieldset>
          <legend className="font-medium">{i18n._('Size')}</legend>
          <div className="mt-2 grid gap-2">
            {variants.map((variant) => (
              <label
                key={variant.id}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input px-3.5 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-55"
              >
                <input
                  type="radio"
                  name={`size-${product.id}`}
                  className="size-4 accent-primary"
                  checked={choice.variant_id === variant.id}
                  disabled={soldOut(variant)}
                  onChange={() => onChange({ ...choice, variant_id: variant.id })}
                />
                <span className="flex-1">{variant.name}</span>
                <span className="text-sm text-muted-foreground">
                  {soldOut(variant) ? i18n._('Sold out') : money(variant.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {options.length > 0 && (
        <fieldset>
          <legend className="font-medium">{i18n._('Add something')}</legend>
          <div className="mt-2 grid gap-2">
            {options.map((option) => (
              <label
                key={option.id}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input px-3.5 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-55"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={choice.option_ids.includes(option.id)}
                  disabled={soldOut(option)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span className="flex-1">{option.name}</span>
                <span className="text-sm text-muted-foreground">
                  {soldOut(option) ? i18n._('Sold out') : `+ ${money(option.price)}`}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="flex items-center gap-3">
        <legend className="sr-only">{i18n._('How many')}</legend>
        <span aria-hidden="true" className="font-medium">
          {i18n._('How many')}
        </span>
        <button
          type="button"
          aria-label={i18n._('One less')}
          disabled={choice.quantity <= 1}
          onClick={() => onChange({ ...choice, quantity: choice.quantity - 1 })}
          className="ml-auto flex size-11 items-center justify-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
        >
          <MinusIcon className="size-4" />
        </button>
        <output aria-live="polite" className="w-8 text-center font-medium tabular-nums">
          {choice.quantity}
        </output>
        <button
          type="button"
          aria-label={i18n._('One more')}
          disabled={choice.quantity >= MAX_LINE_QUANTITY}
          onClick={() => onChange({ ...choice, quantity: choice.quantity + 1 })}
          className="flex size-11 items-center justify-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
        >
          <PlusIcon className="size-4" />
        </button>
      </fieldset>
    </div>
  );
}
