import { type OrderSubmitField, orderSubmitFields } from '@contract/order-fields';
import type { InternOrder } from '@contract/orders';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddressFields } from '../../../components/order-fields/address-fields';
import type { OrderFieldErrors } from '../../../components/order-fields/field-binding';
import { RecipientFields, SenderFields } from '../../../components/order-fields/people-fields';
import { TimeSlotField } from '../../../components/order-fields/time-slot-field';
import { WishesFields } from '../../../components/order-fields/wishes-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { errorToastMessage } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCorrectOrder } from '../api/correct-order';
import { useDisabledDates } from '../api/get-disabled-dates';
import { useOrderOptions } from '../api/get-order-options';
import { useTimeslots } from '../api/get-timeslots';

const DETAIL_FIELDS = orderSubmitFields;
type DetailField = OrderSubmitField;
type DetailValues = Record<DetailField, string>;

const DELIVERY_ONLY: DetailField[] = [
  'delivery_address',
  'delivery_unit',
  'delivery_city',
  'delivery_zipcode',
];

const valuesOf = (order: InternOrder): DetailValues =>
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, order[field] ?? ''])) as DetailValues;

/** The fields of this order's method, trimmed. */
function correction(values: DetailValues, delivery: boolean): Partial<DetailValues> {
  const fields = DETAIL_FIELDS.filter((field) =>
    delivery ? field !== 'location_id' : !DELIVERY_ONLY.includes(field),
  );
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()]));
}

interface EditDetailsDialogProps {
  order: InternOrder;
  open: boolean;
  onClose: () => void;
}

/** Staff correct what the customer filled in: a dialog on desktop, the whole screen on phones. */
export function EditDetailsDialog({ order, open, onClose }: EditDetailsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Edit order #${order.number}`}
      description="The customer sees the changes on their link."
      className="h-dvh max-h-dvh rounded-none sm:h-auto sm:max-h-[92dvh] sm:max-w-xl sm:rounded-3xl"
    >
      <DetailsForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function DetailsForm({ order, onClose }: { order: InternOrder; onClose: () => void }) {
  const delivery = order.method === 'delivery';
  const correct = useCorrectOrder(order.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DetailValues>({ defaultValues: valuesOf(order) });
  const { errors, isSubmitting } = form.formState;
  const date = form.watch('delivery_date');
  const closed = useDisabledDates(order.uuid, order.method);
  const slots = useTimeslots(order.uuid, order.method, date || null);
  const options = useOrderOptions(order.uuid, !delivery);
  // The order's own time is kept even when its day is now full: it is not checked again.
  const sameDay = date === order.delivery_date && order.time_slot;
  const slotList =
    sameDay && order.time_slot && !slots.data?.includes(order.time_slot)
      ? [order.time_slot, ...(slots.data ?? [])].sort()
      : (slots.data ?? []);

  const onSubmit = async (values: DetailValues) => {
    setFailure(null);
    try {
      await correct.mutateAsync(correction(values, delivery));
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, DETAIL_FIELDS)) return;
      setFailure(errorToastMessage(error));
      return;
    }
    toast.success('Order updated');
    onClose();
  };

  const bind = (field: DetailField) => form.register(field);
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  ) as OrderFieldErrors;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Customer
        </legend>
        <SenderFields bind={bind} errors={messages} />
        <RecipientFields bind={bind} errors={messages} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {delivery ? 'Delivery' : 'Pickup'}
        </legend>
        {delivery ? (
          <AddressFields bind={bind} errors={messages} />
        ) : (
          <Field label="Pickup location" error={errors.location_id?.message}>
            {(control) => (
              <Select {...control} {...form.register('location_id')}>
                <option value="">Choose a location</option>
                {(options.data?.pickup_locations ?? []).map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
                {order.location_id &&
                  !options.data?.pickup_locations.some((location) => location.id === order.location_id) && (
                    <option value={order.location_id}>The chosen shop location</option>
                  )}
              </Select>
            )}
          </Field>
        )}
        <Field
          label="Date"
          error={errors.delivery_date?.message}
          hint={closed.isError ? 'Could not load the days the shop is open.' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('delivery_date', {
                // The windows of another day are other windows.
                onChange: (event) => {
                  if (event.target.value !== date) form.setValue('time_slot', '');
                },
              })}
              type="date"
              min={closed.data?.first_date}
              max={closed.data?.last_date}
            />
          )}
        </Field>
        <Controller
          control={form.control}
          name="time_slot"
          render={({ field }) => (
            <TimeSlotField
              date={date}
              heading="Time"
              slots={slots}
              list={slotList}
              value={field.value}
              onChange={field.onChange}
              error={errors.time_slot?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Card and wishes
        </legend>
        <WishesFields bind={bind} errors={messages} />
      </fieldset>

      {failure && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
      </DialogActions>
    </form>
  );
}
