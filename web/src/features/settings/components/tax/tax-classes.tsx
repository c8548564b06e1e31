import type { TaxClass } from '@contract/tax';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DeleteButton } from '../../../../components/ui/delete-button';
import { Dialog, DialogActions } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useTaxClasses } from '../../../../lib/tax-classes';
import { useDeleteTaxClass, useSaveTaxClass } from '../../api/tax-classes';
import { ToggleRow } from '../toggle-row';
import { formatRate } from './tax-summary';
import { parseRate } from './use-tax-settings-form';

/*
 * The shop's named rates (docs/decisions/046): flowers at a reduced rate, a vase or chocolates at
 * the standard one. Products, sizes and add-ons choose one; the default is for the rest.
 */

type Editing = null | 'new' | TaxClass;

export function TaxClasses() {
  const classes = useTaxClasses();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const items = classes.data?.items ?? [];

  return (
    <section aria-labelledby="tax-rates-title" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tax-rates-title" className="font-display text-lg font-semibold tracking-tight">
            Tax rates
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Give products, sizes and add-ons a rate of their own, e.g. flowers at a reduced rate and vases at
            the standard one. Everything else is taxed at the default.
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Add rate
        </Button>
      </div>
      {classes.isError ? (
        <p className="mt-4 text-sm text-danger">The tax rates could not be loaded.</p>
      ) : (
        <ul className="mt-4 space-y-2.5" aria-label="Tax rates">
          {items.map((taxClass) => (
            <li key={taxClass.id}>
              <ClassRow taxClass={taxClass} onEdit={() => setEditing(taxClass)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing && editing !== 'new' ? `Edit ${editing.name}` : 'New tax rate'}
      >
        {editing !== null && (
          <TaxClassForm
            key={editing === 'new' ? 'new' : editing.id}
            {...(editing !== 'new' && { taxClass: editing })}
            onDone={close}
          />
        )}
      </Dialog>
    </section>
  );
}

/** "Used by 2 products and 1 add-on" — what keeps a rate from being removed. */
function usage({ products, sizes, add_ons }: TaxClass['used_by']) {
  const parts = [
    [products, 'product'],
    [sizes, 'size'],
    [add_ons, 'add-on'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'Not used yet' : `Used by ${parts.join(', ')}`;
}

function ClassRow({ taxClass, onEdit }: { taxClass: TaxClass; onEdit: () => void }) {
  const remove = useDeleteTaxClass();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{taxClass.name}</span>
          <span className="tabular-nums text-muted-foreground">{formatRate(taxClass.rate)}</span>
          {taxClass.is_default && <Badge tone="green">Default</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">{usage(taxClass.used_by)}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center sm:gap-1">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${taxClass.name}`}>
          Edit
        </Button>
        {!taxClass.is_default && (
          <DeleteButton
            label="Remove"
            title={`Remove ${taxClass.name}?`}
            onDelete={() => remove.mutateAsync(taxClass.id)}
            pending={remove.isPending}
            onDeleted={() => toast.success('Tax rate removed')}
          >
            Orders keep the rate they were priced at; drafts are taxed at the default.
          </DeleteButton>
        )}
      </div>
    </Card>
  );
}

type Values = { name: string; rate: string; is_default: boolean };

/** Add a rate or change one; the server checks every rule and names the field it refuses. */
function TaxClassForm({ taxClass, onDone }: { taxClass?: TaxClass; onDone: () => void }) {
  const save = useSaveTaxClass();
  const form = useForm<Values>({
    defaultValues: {
      name: taxClass?.name ?? '',
      rate: taxClass ? String(taxClass.rate) : '',
      is_default: taxClass?.is_default ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const rate = parseRate(values.rate);
    if (Number.isNaN(rate)) {
      form.setError('rate', { message: 'Enter a rate in percent' });
      return;
    }
    const wasDefault = taxClass?.is_default ?? false;
    const input = {
      name: values.name,
      rate,
      // A default stops being one only when another becomes it.
      ...(values.is_default && !wasDefault && { is_default: true as const }),
    };
    try {
      await save.mutateAsync({ ...(taxClass && { id: taxClass.id }), input });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'rate'])) showErrorToast(error);
      return;
    }
    toast.success(taxClass ? 'Tax rate saved' : 'Tax rate added');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Name" error={errors.name?.message} hint="As staff see it, e.g. “Reduced” or “Standard”.">
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
      </Field>
      <Field label="Rate in percent" error={errors.rate?.message}>
        {(control) => (
          <div className="w-28">
            <Input
              {...control}
              {...form.register('rate')}
              inputMode="decimal"
              className="text-right tabular-nums"
            />
          </div>
        )}
      </Field>
      {!taxClass?.is_default && (
        <ToggleRow
          label="Default rate"
          description="Products, sizes and add-ons without a rate of their own are taxed at it."
          {...form.register('is_default')}
        />
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {taxClass ? 'Save' : 'Add rate'}
        </Button>
      </DialogActions>
    </form>
  );
}
