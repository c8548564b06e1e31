import { saleInput } from '@contract/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Plus } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useStockChoices } from '../api/get-stock-choices';
import { useRecordSale } from '../api/record-sale';

/** The form's text; the contract's sale rules read the quantity as the server reads form data. */
interface AddFlowersValues {
  flower_id: string;
  quantity: string;
}

const addFlowersForm = z.object({
  flower_id: z.string().min(1, 'Choose a flower'),
  quantity: saleInput.shape.quantity,
});
type AddFlowersInput = z.infer<typeof addFlowersForm>;

const resolver = zodResolver(addFlowersForm) as unknown as Resolver<
  AddFlowersValues,
  unknown,
  AddFlowersInput
>;

/** Stems taken from stock for this order: they count towards its cost. */
export function AddFlowersForm({ uuid }: { uuid: string }) {
  const choices = useStockChoices();
  const sale = useRecordSale(uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddFlowersValues, unknown, AddFlowersInput>({
    resolver,
    defaultValues: { flower_id: '', quantity: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  if (choices.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the flowers in stock…
      </p>
    );
  }
  if (choices.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load the flowers in stock.{' '}
        <button type="button" className="font-medium underline" onClick={() => void choices.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (choices.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Your stock has no flowers yet.{' '}
        <Link to="/intern/stock" className="font-medium text-primary underline-offset-2 hover:underline">
          Record a purchase
        </Link>{' '}
        first, then add what this order used.
      </p>
    );
  }

  const onSubmit = async (input: AddFlowersInput) => {
    setFailure(null);
    try {
      await sale.mutateAsync({ flowerId: input.flower_id, quantity: input.quantity });
    } catch (error) {
      // Not enough stems (409): the server's sentence names the flower and what is left.
      if (isApiError(error) && error.code === 'CONFLICT') {
        setFailure(error.message);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['quantity'])) return;
      setFailure(errorToastMessage(error));
      return;
    }
    const name = choices.data.find((choice) => choice.id === input.flower_id)?.name ?? 'the flower';
    toast.success(`${input.quantity} ${input.quantity === 1 ? 'stem' : 'stems'} of ${name} added`);
    form.reset({ flower_id: '', quantity: '' });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto] sm:items-start">
        <Field label="Flower" error={errors.flower_id?.message}>
          {(control) => (
            <Select {...control} {...form.register('flower_id', { onChange: () => setFailure(null) })}>
              <option value="">Choose a flower</option>
              {choices.data.map((choice) => (
                <option key={choice.id} value={choice.id} disabled={choice.quantity <= 0}>
                  {choice.name} · {choice.quantity} on hand
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Stems" error={errors.quantity?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('quantity', { onChange: () => setFailure(null) })}
              inputMode="numeric"
              autoComplete="off"
              placeholder="12"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" className="sm:mt-6.5" loading={isSubmitting}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {failure && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
    </form>
  );
}
