import { fromCents } from '@contract/cents';
import type { TaxRates } from '@contract/tax';
import { X } from 'lucide-react';
import { formatMoney } from '../../lib/format-money';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/input';
import { PriceInput } from '../ui/price-input';
import type { FreeLine, LineErrors } from './editor-lines';
import { QuantityField } from './quantity-field';

const rateText = (rate: number) => `${rate.toLocaleString('en', { maximumFractionDigits: 3 })} %`;

/** An item staff name and price themselves, taxed at one of the shop's rates (the default unless chosen). */
export function FreeLineRow({
  line,
  index,
  path,
  errors,
  tax,
  totalCents,
  currency,
  focus,
  onChange,
  onRemove,
}: {
  line: FreeLine;
  /** Its place among the free items, 1 first: what it is called until it has a name. */
  index: number;
  /** `free_items.0`: where the server names this line's problems. */
  path: string;
  errors: LineErrors;
  tax: TaxRates | null | undefined;
  totalCents: number | null;
  currency: string | undefined;
  /** Just added: its name takes the focus. */
  focus?: boolean;
  onChange: (line: FreeLine) => void;
  onRemove: () => void;
}) {
  const title = line.name.trim() || `Free item ${index}`;
  const classes = tax && tax.settings.mode !== 'none' ? tax.classes : [];
  const set = (patch: Partial<FreeLine>) => onChange({ ...line, ...patch });

  return (
    <li aria-label={title} className="space-y-2.5 rounded-xl border border-border p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem] sm:items-start">
        <Field label="Item" error={errors[`${path}.name`]}>
          {(control) => (
            <Input
              {...control}
              autoFocus={focus}
              maxLength={120}
              placeholder="Wedding bouquet"
              value={line.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          )}
        </Field>
        <Field label="Price each" error={errors[`${path}.price`]}>
          {(control) => (
            <PriceInput
              {...control}
              currency={currency}
              placeholder="40.00"
              value={line.price}
              onChange={(event) => set({ price: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {classes.length > 0 && (
          <Field label="Tax rate" error={errors[`${path}.tax_class_id`]} className="min-w-40 flex-1">
            {(control) => (
              <Select
                {...control}
                controlSize="compact"
                value={line.tax_class_id ?? ''}
                onChange={(event) => set({ tax_class_id: event.target.value || null })}
              >
                <option value="">Default rate · {rateText(tax?.settings.rate ?? 0)}</option>
                {classes
                  .filter((c) => !c.is_default)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} · {rateText(c.rate)}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
        )}
        <div className="ml-auto flex items-center gap-3">
          <QuantityField name={title} value={line.quantity} onChange={(quantity) => set({ quantity })} />
          <span className="w-20 text-right tabular-nums">
            {totalCents === null ? '—' : formatMoney(fromCents(totalCents), currency)}
          </span>
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${title}`} onClick={onRemove}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
