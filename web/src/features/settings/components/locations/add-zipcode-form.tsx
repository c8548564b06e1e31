import type { ZipcodeInput } from '@contract/delivery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { PriceInput } from '../../../../components/ui/price-input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateZipcode } from '../../api/create-zipcode';
import { type ZipcodeFormValues, zipcodeFormSchema } from './zipcode-form';

/** Adds one zip code after another: the form empties and the zip code field takes focus again. */
export function AddZipcodeForm({
  locationId,
  locationName,
  currency,
}: {
  locationId: string;
  locationName: string;
  currency: string | undefined;
}) {
  const create = useCreateZipcode();
  const form = useForm<ZipcodeFormValues, unknown, ZipcodeInput>({
    resolver: zodResolver(zipcodeFormSchema),
    defaultValues: { zipcode: '', delivery_price: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (input: ZipcodeInput) => {
    try {
      await create.mutateAsync({ locationId, input });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['zipcode', 'delivery_price'])) showErrorToast(error);
      return;
    }
    toast.success(`${input.zipcode} added`);
    // Keeps the price: neighbouring zip codes often cost the same.
    form.reset({ zipcode: '', delivery_price: form.getValues('delivery_price') });
    // After the re-render that follows the reset, when the field is registered again.
    setTimeout(() => form.setFocus('zipcode'));
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={`Add a delivery zip code to ${locationName}`}
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2.5 sm:max-w-lg"
    >
      <Field label="Zip code" error={errors.zipcode?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('zipcode')}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="10115"
          />
        )}
      </Field>
      <Field label="Delivery price" error={errors.delivery_price?.message}>
        {(control) => (
          <PriceInput
            {...control}
            {...form.register('delivery_price')}
            currency={currency}
            placeholder="0.00"
          />
        )}
      </Field>
      {/* Lines up with the inputs under their labels. */}
      <Button type="submit" variant="secondary" loading={isSubmitting} className="mt-[1.625rem]">
        {!isSubmitting && <Plus className="size-4" aria-hidden="true" />}
        Add
      </Button>
    </form>
  );
}
