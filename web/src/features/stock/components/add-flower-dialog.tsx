import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateFlower } from '../api/create-flower';
import {
  ADD_FLOWER_FIELDS,
  type AddFlowerValues,
  addFlowerForm,
  emptyFlower,
  toFlowerInput,
} from './add-flower-form';

interface AddFlowerDialogProps {
  open: boolean;
  onClose: () => void;
  currency: string | undefined;
}

/** A flower the shop keeps, with the stems on hand now (its first count). */
export function AddFlowerDialog({ open, onClose, currency }: AddFlowerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add flower"
      description="Add a flower you keep in stock. Purchases of a new name add it too."
    >
      <AddFlowerForm onClose={onClose} currency={currency} />
    </Dialog>
  );
}

function AddFlowerForm({ onClose, currency }: { onClose: () => void; currency: string | undefined }) {
  const create = useCreateFlower();
  const form = useForm<AddFlowerValues>({
    resolver: zodResolver(addFlowerForm),
    defaultValues: emptyFlower,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: AddFlowerValues) => {
    const input = toFlowerInput(values);
    try {
      await create.mutateAsync(input);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ADD_FLOWER_FIELDS)) return;
      // A flower of that name exists already: say so under the name.
      if (isApiError(error) && error.code === 'CONFLICT') {
        form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showErrorToast(error);
      return;
    }
    toast.success(`${input.name} added`);
    onClose();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} autoComplete="off" placeholder="Rose, red" />
        )}
      </Field>
      <Field label="Cost per stem" error={errors.unit_cost?.message} hint="Up to four decimals: 0.4375">
        {(control) => (
          <PriceInput {...control} {...form.register('unit_cost')} currency={currency} placeholder="0.45" />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Stems on hand" error={errors.quantity?.message} hint="Empty: none yet">
          {(control) => (
            <Input
              {...control}
              {...form.register('quantity')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
            />
          )}
        </Field>
        <Field label="Reorder at" error={errors.reorder_level?.message} hint="Optional">
          {(control) => (
            <Input {...control} {...form.register('reorder_level')} inputMode="numeric" autoComplete="off" />
          )}
        </Field>
      </div>
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Add flower
        </Button>
      </DialogActions>
    </form>
  );
}
