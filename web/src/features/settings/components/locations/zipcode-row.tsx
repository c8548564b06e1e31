import type { DeliveryZipcode } from '@contract/delivery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { PriceInput } from '../../../../components/ui/price-input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { amountText, formatMoney } from '../../../../lib/format-money';
import { useDeleteZipcode } from '../../api/delete-zipcode';
import { useUpdateZipcode } from '../../api/update-zipcode';
import { type PriceFormValues, priceFormSchema } from './zipcode-form';

export function ZipcodeRow({
  zipcode,
  currency,
}: {
  zipcode: DeliveryZipcode;
  currency: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteZipcode();

  if (editing) return <EditPrice zipcode={zipcode} currency={currency} onDone={() => setEditing(false)} />;

  const onDelete = () =>
    remove.mutate(
      { locationId: zipcode.location_id, zipId: zipcode.id },
      { onSuccess: () => toast.success(`${zipcode.zipcode} removed`) },
    );

  return (
    <li className="flex min-h-12 items-center gap-2 py-1.5 pl-1">
      <span className="min-w-0 flex-1 truncate font-medium tracking-wide">{zipcode.zipcode}</span>
      <span className="text-[15px] tabular-nums">{formatMoney(zipcode.delivery_price, currency)}</span>
      <span className="flex">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setEditing(true)}
          aria-label={`Change the price of ${zipcode.zipcode}`}
          title="Change price"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost-danger"
          size="icon"
          onClick={onDelete}
          loading={remove.isPending}
          aria-label={`Remove ${zipcode.zipcode}`}
          title="Remove"
        >
          {!remove.isPending && <Trash2 className="size-4" aria-hidden="true" />}
        </Button>
      </span>
    </li>
  );
}

function EditPrice({
  zipcode,
  currency,
  onDone,
}: {
  zipcode: DeliveryZipcode;
  currency: string | undefined;
  onDone: () => void;
}) {
  const update = useUpdateZipcode();
  const form = useForm<PriceFormValues, unknown, { delivery_price: number }>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: { delivery_price: amountText(zipcode.delivery_price) },
  });
  const error = form.formState.errors.delivery_price?.message;
  const errorId = `price-error-${zipcode.id}`;

  const onSubmit = async ({ delivery_price }: { delivery_price: number }) => {
    try {
      await update.mutateAsync({
        locationId: zipcode.location_id,
        zipId: zipcode.id,
        input: { zipcode: zipcode.zipcode, delivery_price },
      });
    } catch (failure) {
      if (!applyServerFieldErrors(failure, form.setError, ['delivery_price'])) showErrorToast(failure);
      return;
    }
    toast.success(`${zipcode.zipcode}: ${formatMoney(delivery_price, currency)}`);
    onDone();
  };

  return (
    <li className="py-1.5 pl-1">
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        className="flex items-center gap-2"
      >
        <span className="min-w-0 flex-1 truncate font-medium tracking-wide">{zipcode.zipcode}</span>
        <div className="w-28">
          <PriceInput
            {...form.register('delivery_price')}
            currency={currency}
            autoFocus
            aria-label={`Delivery price for ${zipcode.zipcode}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            compact
          />
        </div>
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          loading={form.formState.isSubmitting}
          aria-label="Save price"
        >
          {!form.formState.isSubmitting && <Check className="size-4" aria-hidden="true" />}
        </Button>
        <Button variant="ghost" size="icon" onClick={onDone} aria-label="Cancel">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </form>
      {error && (
        <p id={errorId} className="mt-1 text-right text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
