import type { Customer } from '@contract/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateCustomer } from '../api/update-customer';
import { MergeDialog } from './merge-dialog';

// The browser checks what it can say at once; the server checks the rest (one of e-mail or phone).
const editForm = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'Use at most 254 characters')
    .refine(
      (text) => !text || z.email().safeParse(text).success,
      'Enter an e-mail address like ada@example.com',
    ),
  phone: z.string().trim().max(40, 'Use at most 40 characters'),
  note: z.string().trim().max(1000, 'Use at most 1000 characters'),
});
type EditValues = z.infer<typeof editForm>;
const FIELDS = ['name', 'email', 'phone', 'note'] as const;

interface EditCustomerDialogProps {
  customer: Customer;
  open: boolean;
  onClose: () => void;
}

/** Owners and managers correct a customer and note something about them; what they write is what the record says. */
export function EditCustomerDialog({ customer, open, onClose }: EditCustomerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Edit ${customer.name}`} className="sm:max-w-lg">
      <EditCustomerForm customer={customer} onClose={onClose} />
    </Dialog>
  );
}

function EditCustomerForm({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const update = useUpdateCustomer(customer.id);
  const form = useForm<EditValues>({
    resolver: zodResolver(editForm),
    defaultValues: {
      name: customer.name,
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      note: customer.note ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  /** Another record that has the e-mail or phone typed (409): staff may merge it into this one. */
  const [conflict, setConflict] = useState<{ id: string; message: string } | null>(null);
  const [merging, setMerging] = useState<string | null>(null);

  const onSubmit = async (values: EditValues) => {
    setFailure(null);
    setConflict(null);
    try {
      await update.mutateAsync({
        name: values.name,
        email: values.email || null,
        phone: values.phone || null,
        note: values.note || null,
      });
    } catch (error) {
      const other = isApiError(error) && error.code === 'CONFLICT' ? error.details.customer_id : undefined;
      if (typeof other === 'string') {
        setConflict({ id: other, message: (error as Error).message });
        return;
      }
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFailure(errorToastMessage(error));
      return;
    }
    toast.success('Customer saved');
    onClose();
  };
  const save = form.handleSubmit(onSubmit);

  return (
    <>
      <form noValidate onSubmit={save} className="space-y-4">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="E-mail" error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                inputMode="email"
                autoComplete="off"
              />
            )}
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            {(control) => (
              <Input {...control} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="off" />
            )}
          </Field>
        </div>
        <Field label="Note" error={errors.note?.message} hint="Shown on every order of theirs.">
          {(control) => (
            <Textarea {...control} {...form.register('note')} rows={3} placeholder="No lilies — allergic" />
          )}
        </Field>
        {failure && (
          <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{failure}</span>
          </p>
        )}
        {conflict && (
          <div
            role="alert"
            className="space-y-2.5 rounded-xl border border-warning/50 bg-warning-soft p-3.5 text-sm"
          >
            <p className="text-foreground">{conflict.message}.</p>
            <Button variant="outline" size="sm" onClick={() => setMerging(conflict.id)}>
              Merge them
            </Button>
          </div>
        )}
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
      <MergeDialog
        customer={customer}
        otherId={merging}
        onClose={() => setMerging(null)}
        onMerged={() => {
          setMerging(null);
          setConflict(null);
          // The e-mail or phone that was taken is free now: save what staff wrote.
          void save();
        }}
      />
    </>
  );
}
