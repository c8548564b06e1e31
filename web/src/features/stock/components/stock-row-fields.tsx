import type { Flower } from '@contract/stock';
import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { parseMoneyInput } from '../../../lib/format-money';
import { NEW_FLOWER, type StockEntryType, type StockFormValues } from './stock-form';

interface StockRowFieldsProps {
  form: UseFormReturn<StockFormValues>;
  index: number;
  type: StockEntryType;
  flowers: Flower[];
  currency: string | undefined;
  /** Not given for the only row. */
  onRemove?: () => void;
}

/** One flower of a purchase or a waste: which flower (or a new one), how many stems, at what cost. */
export function StockRowFields({ form, index, type, flowers, currency, onRemove }: StockRowFieldsProps) {
  const errors = form.formState.errors.rows?.[index];
  const flowerId = form.watch(`rows.${index}.flower_id`);
  const registration = form.register(`rows.${index}.flower_id`);
  const purchase = type === 'purchase';
  // Only stems on hand can be wasted.
  const choices = purchase ? flowers : flowers.filter((flower) => flower.quantity > 0);

  // Choosing a flower fills in what its stems cost, unless someone already typed another cost.
  const choose = (id: string) => {
    if (!purchase) return;
    const previous = flowers.find((flower) => flower.id === form.getValues(`rows.${index}.flower_id`));
    const chosen = flowers.find((flower) => flower.id === id);
    const cost = form.getValues(`rows.${index}.unit_cost`).trim();
    const untouched = cost === '' || (previous !== undefined && parseMoneyInput(cost) === previous.unit_cost);
    form.setValue(`rows.${index}.unit_cost`, chosen && untouched ? String(chosen.unit_cost) : cost);
  };

  return (
    <fieldset className="rounded-2xl border border-border p-3.5">
      <legend className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Row {index + 1}
      </legend>
      <div className="flex items-start gap-2">
        <Field label="Flower" error={errors?.flower_id?.message} className="min-w-0 flex-1">
          {(control) => (
            <Select
              {...control}
              {...registration}
              onChange={(event) => {
                choose(event.target.value);
                return registration.onChange(event);
              }}
            >
              <option value="">Choose a flower</option>
              {choices.map((flower) => (
                <option key={flower.id} value={flower.id}>
                  {flower.name} ({flower.quantity} on hand)
                </option>
              ))}
              {purchase && <option value={NEW_FLOWER}>New flower…</option>}
            </Select>
          )}
        </Field>
        {onRemove && (
          <Button
            variant="ghost-danger"
            size="icon"
            className="mt-7"
            onClick={onRemove}
            aria-label={`Remove row ${index + 1}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {flowerId === NEW_FLOWER && (
        <Field label="New flower name" error={errors?.name?.message} className="mt-3">
          {(control) => (
            <Input
              {...control}
              {...form.register(`rows.${index}.name`)}
              autoComplete="off"
              placeholder="Ranunculus, white"
            />
          )}
        </Field>
      )}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Field label="Stems" error={errors?.quantity?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register(`rows.${index}.quantity`)}
              inputMode="numeric"
              autoComplete="off"
              placeholder="25"
            />
          )}
        </Field>
        {purchase && (
          <Field label="Cost per stem" error={errors?.unit_cost?.message}>
            {(control) => (
              <PriceInput
                {...control}
                {...form.register(`rows.${index}.unit_cost`)}
                currency={currency}
                placeholder="0.45"
              />
            )}
          </Field>
        )}
      </div>
    </fieldset>
  );
}
