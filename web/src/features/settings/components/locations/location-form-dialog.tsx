import { type Location, type LocationInput, locationInput } from '@contract/delivery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogActions } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateLocation } from '../../api/create-location';
import { useUpdateLocation } from '../../api/update-location';

const FIELDS = ['name', 'address', 'city', 'zipcode', 'phone'] as const;

type LocationFormValues = z.input<typeof locationInput>;

const blank: LocationFormValues = { name: '', address: '', city: '', zipcode: '', phone: '' };

interface LocationFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The location being edited; a new one when absent. */
  location?: Location | null;
  /** A first location suggests the shop's own details. */
  suggestion?: Partial<LocationFormValues>;
}

export function LocationFormDialog({ open, onClose, location, suggestion }: LocationFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={location ? 'Edit location' : 'Add a location'}
      description="Customers collect pickup orders here; its zip codes say where it delivers."
    >
      {/* Mounted per opening, so the fields start from the location being edited. */}
      {open && <LocationForm location={location ?? null} suggestion={suggestion} onDone={onClose} />}
    </Dialog>
  );
}

function LocationForm({
  location,
  suggestion,
  onDone,
}: {
  location: Location | null;
  suggestion?: Partial<LocationFormValues>;
  onDone: () => void;
}) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useForm<LocationFormValues, unknown, LocationInput>({
    resolver: zodResolver(locationInput),
    defaultValues: location
      ? {
          name: location.name,
          address: location.address,
          city: location.city,
          zipcode: location.zipcode,
          phone: location.phone,
        }
      : { ...blank, ...suggestion },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (input: LocationInput) => {
    try {
      if (location) await update.mutateAsync({ id: location.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    toast.success(location ? 'Location saved' : `${input.name} added`);
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Name" error={errors.name?.message} hint="What customers see, e.g. your shop's name.">
        {(control) => <Input {...control} {...form.register('name')} autoFocus placeholder="Main shop" />}
      </Field>
      <Field label="Street address" error={errors.address?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('address')}
            autoComplete="address-line1"
            placeholder="Blumenstraße 12"
          />
        )}
      </Field>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
        <Field label="City" error={errors.city?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('city')}
              autoComplete="address-level2"
              placeholder="Berlin"
            />
          )}
        </Field>
        <Field label="Zip code" error={errors.zipcode?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('zipcode')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              placeholder="10115"
            />
          )}
        </Field>
      </div>
      <Field
        label="Phone"
        error={errors.phone?.message}
        hint="Optional. Shown to customers who pick up here."
      >
        {(control) => (
          <Input {...control} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </Field>
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {location ? 'Save location' : 'Add location'}
        </Button>
      </DialogActions>
    </form>
  );
}
