import type { TaxMode, TaxSettings } from '@contract/tax';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { ToggleRow } from '../toggle-row';
import { parseRate } from './use-tax-settings-form';

// biome-ignore lint/suspicious/noExplicitAny: the third type parameter (submit output) does not matter here.
type TaxForm = UseFormReturn<TaxSettings, unknown, any>;

const MODES: { value: TaxMode; label: string; hint: string }[] = [
  { value: 'none', label: 'No tax', hint: 'Totals are what you enter' },
  { value: 'vat', label: 'VAT', hint: 'Usually included in prices' },
  { value: 'sales_tax', label: 'Sales tax', hint: 'Usually added at checkout' },
];

function RateInput({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  hint?: string;
  value: number | null;
  onChange: (value: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          <div className="w-28">
            <Input
              {...control}
              inputMode="decimal"
              className="text-right tabular-nums"
              defaultValue={value === null || Number.isNaN(value) ? '' : String(value)}
              onChange={(event) => onChange(parseRate(event.target.value))}
              onBlur={onBlur}
            />
          </div>
          <span className="text-sm text-muted-foreground">%</span>
        </div>
      )}
    </Field>
  );
}

/** The shop's tax: which kind, whether prices include it, the rates of flowers and delivery. */
export function TaxFields({ form }: { form: TaxForm }) {
  const [mode, deliveryTaxed, deliveryRate] = useWatch({
    control: form.control,
    name: ['mode', 'delivery_taxed', 'delivery_rate'],
  });
  const { errors } = form.formState;
  const chooseMode = (next: TaxMode) => {
    form.setValue('mode', next, { shouldDirty: true });
    // Each kind of tax has its usual way; the switch below can still change it.
    if (next !== 'none') form.setValue('prices_include_tax', next === 'vat', { shouldDirty: true });
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Tax on orders</legend>
        <div className="grid gap-2.5 sm:grid-cols-3">
          {MODES.map((choice) => {
            const checked = mode === choice.value;
            return (
              <label
                key={choice.value}
                className={cn(
                  'flex cursor-pointer flex-col gap-0.5 rounded-2xl border p-3.5 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                  checked ? 'border-primary bg-primary-soft/60' : 'border-input bg-surface hover:bg-muted/60',
                )}
              >
                <input
                  type="radio"
                  name="mode"
                  value={choice.value}
                  checked={checked}
                  onChange={() => chooseMode(choice.value)}
                  className="sr-only"
                />
                <span className="font-medium">{choice.label}</span>
                <span className="text-xs text-muted-foreground">{choice.hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {mode !== 'none' && (
        <div className="divide-y divide-border">
          <div className="pb-4">
            <Controller
              control={form.control}
              name="rate"
              render={({ field, fieldState }) => (
                <RateInput
                  label="Rate"
                  hint="The default rate: what products without a rate of their own are taxed at."
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <ToggleRow
            label="Prices include tax"
            description="On: the prices you enter are what customers pay, and the tax is part of them. Off: the tax is added on top."
            {...form.register('prices_include_tax')}
          />
          <ToggleRow
            label="Tax on delivery"
            description="Delivery is taxed as a line of its own."
            {...form.register('delivery_taxed')}
          >
            {deliveryTaxed && (
              <div className="mt-1 border-t border-border pl-0 sm:pl-4">
                <ToggleRow
                  label="Delivery has a rate of its own"
                  description="Off: delivery is taxed at the rate of the order’s main item."
                  checked={deliveryRate !== null}
                  onChange={(event) =>
                    form.setValue('delivery_rate', event.target.checked ? form.getValues('rate') : null, {
                      shouldDirty: true,
                    })
                  }
                />
                {deliveryRate !== null && (
                  <Controller
                    control={form.control}
                    name="delivery_rate"
                    render={({ field, fieldState }) => (
                      <RateInput
                        label="Delivery rate"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </div>
            )}
          </ToggleRow>
          {errors.delivery_rate?.message && deliveryRate === null && (
            <p className="py-2 text-sm text-danger">{errors.delivery_rate.message}</p>
          )}
        </div>
      )}
    </div>
  );
}
