import type { OrderOptions, PublicOrder } from '@contract/orders';
import { CircleAlert, CreditCard } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton, SkeletonRegion } from '../../components/ui/skeleton';
import { SlotChips } from '../../components/ui/slot-chips';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-client';
import { errorToastMessage } from '../../lib/error-message';
import { serverFieldMessages } from '../../lib/form-errors';
import { useDisabledDates } from '../api/get-disabled-dates';
import { useTimeslots } from '../api/get-timeslots';
import { startCheckout } from '../api/start-checkout';
import { submitAndKeep } from '../api/submit-order';
import { navigate } from '../navigation';
import { type AddressSuggestion, AddressSuggestionList } from './address-suggestions';
import {
  CUSTOMER_FIELDS,
  type CustomerValues,
  formRules,
  initialValues,
  submission,
} from './customer-form-schema';
import { DatePicker } from './date-picker';
import { FormSection } from './form-section';
import { OrderSummary } from './order-summary';
import { formatLongDay, normaliseZipcode } from './order-texts';
import { PaymentNote } from './payment-note';
import { PickupLocations } from './pickup-locations';
import { useCustomerForm } from './use-customer-form';

interface CustomerFormProps {
  order: PublicOrder;
  options: OrderOptions;
}

/** The customer completes (or corrects) the order: who, where, when, the card, then sends it. */
export function CustomerForm({ order, options }: CustomerFormProps) {
  const rules = useMemo(() => formRules(order, options), [order, options]);
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The first answers stay the form's start, whatever the order becomes while it is open.
  const [initial] = useState(() => initialValues(order, options));
  const form = useCustomerForm(initial, rules);
  const { errors, values } = form;
  const delivery = order.method === 'delivery';
  const date = values.delivery_date;
  const zipcode = values.delivery_zipcode;
  const cardMessage = values.card_message;
  const address = values.delivery_address;
  const served = options.delivery_zipcodes.find((item) => item.zipcode === normaliseZipcode(zipcode));

  const onSubmit = async (values: CustomerValues) => {
    setFailure(null);
    try {
      await submitAndKeep(order.uuid, submission(values, rules));
    } catch (error) {
      const messages = serverFieldMessages(error, CUSTOMER_FIELDS);
      if (Object.keys(messages).length > 0) {
        form.showServerErrors(messages);
        return;
      }
      setFailure(isApiError(error) && error.message ? error.message : errorToastMessage(error));
      return;
    }
    if (options.card_payments && order.order_status === 'draft') {
      // Straight on to paying; if the card provider cannot be reached, the details page offers it again.
      try {
        window.location.assign((await startCheckout(order.uuid)).url);
        return;
      } catch {
        // Falls through to the order's page, which shows the card button and any reason.
      }
    }
    navigate(`/order/${order.uuid}/details`);
  };

  const onZipcode = (value: string) => {
    const match = options.delivery_zipcodes.find((item) => item.zipcode === normaliseZipcode(value));
    if (match && !form.getValue('delivery_city')) form.setValue('delivery_city', match.city);
  };

  const onSuggestion = (item: AddressSuggestion) => {
    if (item.address) form.setValue('delivery_address', item.address);
    form.setValue('delivery_city', item.city);
    form.setValue('delivery_zipcode', item.zipcode);
  };

  const zipHint =
    zipcode.trim().length >= 2 && options.delivery_zipcodes.length > 0
      ? served
        ? 'The shop delivers here.'
        : 'Not among the zip codes the shop delivers to.'
      : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
      <aside className="mb-5 lg:sticky lg:top-6 lg:order-2 lg:mb-0">
        <OrderSummary order={order} estimatedDelivery={served?.delivery_price ?? null} />
      </aside>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4 lg:order-1">
        <FormSection step={1} title="About you" description="So the shop can reach you about this order.">
          <Field label="Your name" error={errors.sender_name}>
            {(control) => <Input {...control} {...form.field('sender_name')} autoComplete="name" />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="E-mail" error={errors.sender_email}>
              {(control) => (
                <Input
                  {...control}
                  {...form.field('sender_email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                />
              )}
            </Field>
            <Field label="Phone" error={errors.sender_phone} hint="Optional">
              {(control) => (
                <Input
                  {...control}
                  {...form.field('sender_phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                />
              )}
            </Field>
          </div>
        </FormSection>

        <FormSection
          step={2}
          title={delivery ? 'Who gets the flowers' : 'Who collects the flowers'}
          description={delivery ? 'Where should the flowers go?' : 'Choose where to collect them.'}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Recipient's name" error={errors.recipient_name}>
              {(control) => <Input {...control} {...form.field('recipient_name')} autoComplete="off" />}
            </Field>
            <Field
              label="Recipient's phone"
              error={errors.recipient_phone}
              hint={rules.requireRecipientPhone ? 'In case the courier needs them.' : 'Optional'}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.field('recipient_phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                />
              )}
            </Field>
          </div>
          {delivery ? (
            <>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <Field label="Street address" error={errors.delivery_address}>
                  {(control) => (
                    <AddressSuggestionList uuid={order.uuid} value={address} onChoose={onSuggestion}>
                      {({ onBlur, ...combobox }) => (
                        <Input
                          {...control}
                          {...combobox}
                          {...form.field('delivery_address', { onBlur })}
                          autoComplete="shipping address-line1"
                        />
                      )}
                    </AddressSuggestionList>
                  )}
                </Field>
                <Field label="Apartment, floor" error={errors.delivery_unit} hint="Optional">
                  {(control) => (
                    <Input
                      {...control}
                      {...form.field('delivery_unit')}
                      autoComplete="shipping address-line2"
                    />
                  )}
                </Field>
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] gap-3 sm:gap-4">
                <Field label="Zip code" error={errors.delivery_zipcode} hint={zipHint}>
                  {(control) => (
                    <Input
                      {...control}
                      {...form.field('delivery_zipcode', { onChange: onZipcode })}
                      list={options.delivery_zipcodes.length > 0 ? `${id}-zipcodes` : undefined}
                      autoComplete="shipping postal-code"
                      autoCapitalize="characters"
                    />
                  )}
                </Field>
                <Field label="City" error={errors.delivery_city}>
                  {(control) => (
                    <Input
                      {...control}
                      {...form.field('delivery_city')}
                      autoComplete="shipping address-level2"
                    />
                  )}
                </Field>
              </div>
              {options.delivery_zipcodes.length > 0 && (
                <datalist id={`${id}-zipcodes`}>
                  {options.delivery_zipcodes.map((item) => (
                    <option key={item.zipcode} value={item.zipcode} label={item.city} />
                  ))}
                </datalist>
              )}
            </>
          ) : (
            <PickupLocations
              locations={options.pickup_locations}
              value={values.location_id}
              onChange={(next) => form.setValue('location_id', next)}
              name="location_id"
              error={errors.location_id}
            />
          )}
        </FormSection>

        <FormSection
          step={3}
          title={delivery ? 'When to deliver' : 'When to collect'}
          description="Days the shop is closed or fully booked cannot be chosen."
        >
          <WhenFields
            uuid={order.uuid}
            method={order.method}
            form={form}
            date={date}
            dateError={errors.delivery_date}
            slotError={errors.time_slot}
          />
        </FormSection>

        <FormSection step={4} title={rules.cardMessageEnabled ? 'Card and wishes' : 'Wishes'}>
          {rules.cardMessageEnabled && (
            <Field
              label="Card message"
              error={errors.card_message}
              aside={
                <span
                  aria-live="polite"
                  className={
                    cardMessage.length > rules.cardMessageMaxLength
                      ? 'text-sm font-medium text-danger tabular-nums'
                      : 'text-sm text-muted-foreground tabular-nums'
                  }
                >
                  {cardMessage.length} / {rules.cardMessageMaxLength}
                </span>
              }
              hint="Optional. Written on a card with the flowers."
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...form.field('card_message')}
                  rows={4}
                  placeholder="Happy birthday! With love…"
                  className="font-display text-[17px]"
                />
              )}
            </Field>
          )}
          <Field
            label="Special instructions"
            error={errors.special_instructions}
            hint={delivery ? 'Optional. E.g. ring twice, leave with the neighbour.' : 'Optional.'}
          >
            {(control) => <Textarea {...control} {...form.field('special_instructions')} rows={2} />}
          </Field>
        </FormSection>

        <Card className="p-4 sm:p-6">
          {options.card_payments && order.payment_status !== 'done' ? (
            <p className="flex items-start gap-2.5 text-[15px]">
              <CreditCard className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-medium">Pay by card</span>
                <span className="block text-sm text-muted-foreground">
                  After sending, you pay on the card provider’s secure page and come back here.
                </span>
              </span>
            </p>
          ) : (
            <PaymentNote order={order} allowPayInShop={options.order_form.allow_pay_in_shop} />
          )}
        </Card>

        {failure && (
          <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{failure}</span>
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {order.order_status === 'draft'
            ? options.card_payments
              ? 'Send order and pay'
              : 'Send order'
            : 'Save changes'}
        </Button>
      </form>
    </div>
  );
}

interface WhenFieldsProps {
  uuid: string;
  method: PublicOrder['method'];
  form: ReturnType<typeof useCustomerForm>;
  date: string;
  dateError?: string;
  slotError?: string;
}

/** The date picker with closed days disabled, then the chosen day's open windows. */
function WhenFields({ uuid, method, form, date, dateError, slotError }: WhenFieldsProps) {
  const id = useId();
  const closed = useDisabledDates(uuid, method);
  const slots = useTimeslots(uuid, method, date || null);

  if (closed.isPending) {
    return (
      <SkeletonRegion label="Loading the days the shop is open">
        <Skeleton className="h-[21rem] w-full rounded-2xl" />
      </SkeletonRegion>
    );
  }
  if (closed.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger"
      >
        <span>Could not load the days the shop is open.</span>
        <Button variant="ghost" size="sm" onClick={() => void closed.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      <div>
        <DatePicker
          closed={closed.data}
          value={date || null}
          onChange={(next) => {
            form.setValue('delivery_date', next);
            // The windows of another day are other windows.
            if (next !== date) form.setValue('time_slot', '');
          }}
          invalid={Boolean(dateError)}
          describedBy={dateError ? `${id}-date-error` : undefined}
        />
        {dateError && (
          <p id={`${id}-date-error`} className="mt-1.5 text-sm text-danger">
            {dateError}
          </p>
        )}
      </div>
      <div>
        <p className="mb-2 text-sm font-medium">{date ? `Times on ${formatLongDay(date)}` : 'Time'}</p>
        {!date ? (
          <p className="text-sm text-muted-foreground">Choose a date to see the times.</p>
        ) : slots.isPending ? (
          <div role="status" className="flex py-2 text-muted-foreground">
            <Spinner className="size-4" />
            <span className="sr-only">Loading the times</span>
          </div>
        ) : slots.isError ? (
          <p role="alert" className="text-sm text-danger">
            Could not load the times for this day.{' '}
            <button type="button" className="font-medium underline" onClick={() => void slots.refetch()}>
              Try again
            </button>
          </p>
        ) : slots.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No times left on this day. Please choose another date.
          </p>
        ) : (
          <SlotChips
            slots={slots.data}
            value={form.values.time_slot}
            onChange={(next) => form.setValue('time_slot', next)}
            name="time_slot"
            invalid={Boolean(slotError)}
            describedBy={slotError ? `${id}-slot-error` : undefined}
          />
        )}
        {slotError && (
          <p id={`${id}-slot-error`} className="mt-1.5 text-sm text-danger">
            {slotError}
          </p>
        )}
      </div>
    </>
  );
}
