import type { DiscountCode, DiscountCodeInput, DiscountKind } from '@contract/discount-codes';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ChoiceButtons } from '../../../../components/ui/choice-buttons';
import { DialogActions } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { PriceInput } from '../../../../components/ui/price-input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useSaveDiscountCode } from '../../api/discount-codes';
import { ToggleRow } from '../toggle-row';

/** The form's values: what the fields hold, as text; empty means "no limit". */
type Values = {
  code: string;
  kind: DiscountKind;
  value: string;
  min_order: string;
  starts_on: string;
  ends_on: string;
  max_uses: string;
  once_per_customer: boolean;
  is_active: boolean;
};

const FIELDS = ['code', 'kind', 'value', 'min_order', 'starts_on', 'ends_on', 'max_uses'] as const;
const kinds = [
  { key: 'percent', label: 'Percent off' },
  { key: 'fixed', label: 'Amount off' },
] as const;

const text = (value: number | string | null) => (value === null ? '' : String(value));
/** A decimal as typed, with a comma or a point; empty is null. */
const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

function valuesOf(code: DiscountCode | undefined): Values {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: text(code?.value ?? null),
    min_order: text(code?.min_order ?? null),
    starts_on: code?.starts_on ?? '',
    ends_on: code?.ends_on ?? '',
    max_uses: text(code?.max_uses ?? null),
    once_per_customer: code?.once_per_customer ?? false,
    is_active: code?.is_active ?? true,
  };
}

const toInput = (v: Values): DiscountCodeInput => ({
  code: v.code,
  kind: v.kind,
  value: number(v.value) ?? Number.NaN,
  min_order: number(v.min_order),
  starts_on: v.starts_on || null,
  ends_on: v.ends_on || null,
  max_uses: number(v.max_uses),
  once_per_customer: v.once_per_customer,
  is_active: v.is_active,
});

/** Make a code or change one: the server checks every rule and names the field it refuses. */
export function DiscountCodeForm({
  code,
  currency,
  onDone,
}: {
  code?: DiscountCode;
  currency: string | undefined;
  onDone: () => void;
}) {
  const save = useSaveDiscountCode();
  const form = useForm<Values>({ defaultValues: valuesOf(code) });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.code.trim()) {
      form.setError('code', { message: 'Enter a code' });
      return;
    }
    if (number(values.value) === null) {
      form.setError('value', { message: 'Enter how much the code takes off' });
      return;
    }
    try {
      await save.mutateAsync({ ...(code && { id: code.id }), input: toInput(values) });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    toast.success(code ? 'Discount code saved' : 'Discount code created');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        label="Code"
        error={errors.code?.message}
        hint="Customers type it on their order page; any case works."
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="uppercase"
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <ChoiceButtons
            legend="Kind"
            items={kinds}
            value={field.value}
            onChange={field.onChange}
            className="grid grid-cols-2"
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={kind === 'percent' ? 'Percent off' : 'Amount off'} error={errors.value?.message}>
          {(control) =>
            kind === 'percent' ? (
              <Input {...control} {...form.register('value')} inputMode="numeric" autoComplete="off" />
            ) : (
              <PriceInput {...control} {...form.register('value')} currency={currency} />
            )
          }
        </Field>
        <Field
          label="Minimum order (optional)"
          error={errors.min_order?.message}
          hint="Of the flowers, before delivery."
        >
          {(control) => <PriceInput {...control} {...form.register('min_order')} currency={currency} />}
        </Field>
        <Field label="First day (optional)" error={errors.starts_on?.message}>
          {(control) => <Input {...control} {...form.register('starts_on')} type="date" />}
        </Field>
        <Field label="Last day (optional)" error={errors.ends_on?.message}>
          {(control) => <Input {...control} {...form.register('ends_on')} type="date" />}
        </Field>
        <Field label="Number of uses (optional)" error={errors.max_uses?.message} hint="Empty: no limit.">
          {(control) => (
            <Input {...control} {...form.register('max_uses')} inputMode="numeric" autoComplete="off" />
          )}
        </Field>
      </div>
      <div className="divide-y divide-border">
        <ToggleRow
          label="Once per customer"
          description="By the e-mail address the customer gives."
          {...form.register('once_per_customer')}
        />
        <ToggleRow
          label="Active"
          description="Switched off, customers cannot apply it."
          {...form.register('is_active')}
        />
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {code ? 'Save' : 'Create code'}
        </Button>
      </DialogActions>
    </form>
  );
}
