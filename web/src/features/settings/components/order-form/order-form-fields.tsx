import type { OrderFormSettings } from '@contract/order-form';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { ToggleRow } from '../toggle-row';
import { CutoffInput } from './cutoff-input';
import { LeadTimeInput } from './lead-time-input';

// The form's output type is the partial input schema; the fields only need its values.
// biome-ignore lint/suspicious/noExplicitAny: the third type parameter (submit output) does not matter here.
type SettingsForm = UseFormReturn<OrderFormSettings, unknown, any>;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</h3>
      <div className="divide-y divide-border">{children}</div>
    </section>
  );
}

/** Every order-form setting, grouped the way a florist thinks about them. */
export function OrderFormFields({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  const [cardMessage, daysAhead] = useWatch({
    control: form.control,
    name: ['card_message_enabled', 'days_ahead'],
  });

  return (
    <div className="space-y-8">
      <Group title="Delivery and pickup">
        <ToggleRow
          label="Delivery"
          description="Customers can have flowers delivered to a zip code you serve."
          {...form.register('delivery_enabled', { deps: ['pickup_enabled'] })}
        />
        <ToggleRow
          label="Pickup"
          description="Customers can collect their order at one of your locations."
          {...form.register('pickup_enabled', { deps: ['delivery_enabled'] })}
        >
          {errors.pickup_enabled?.message && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errors.pickup_enabled.message}
            </p>
          )}
        </ToggleRow>
        {errors.delivery_enabled?.message && (
          <p className="pb-3 text-sm text-danger">{errors.delivery_enabled.message}</p>
        )}
      </Group>

      <Group title="When customers can order">
        <div className="py-4">
          <Controller
            control={form.control}
            name="lead_time_minutes"
            render={({ field, fieldState }) => (
              <LeadTimeInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="same_day_cutoff"
          render={({ field, fieldState }) => (
            <CutoffInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="py-4">
          <Field
            label="Days ahead"
            error={errors.days_ahead?.message}
            hint={
              Number.isFinite(daysAhead) && daysAhead >= 0
                ? daysAhead === 0
                  ? 'Customers can only order for today.'
                  : `Customers can order for today and up to ${daysAhead} ${daysAhead === 1 ? 'day' : 'days'} ahead.`
                : 'How far ahead customers can order; 0 means today only.'
            }
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <div className="w-24">
                  <Input
                    {...control}
                    {...form.register('days_ahead', { valueAsNumber: true })}
                    inputMode="numeric"
                    className="text-right tabular-nums"
                  />
                </div>
                <span className="text-sm text-muted-foreground">days</span>
              </div>
            )}
          </Field>
        </div>
      </Group>

      <Group title="What the order form asks">
        <ToggleRow
          label="Recipient's phone is required"
          description="Your driver can call the recipient if nobody opens the door."
          {...form.register('require_recipient_phone')}
        />
        <ToggleRow
          label="Card message"
          description="Customers can add a message for the card that goes with the flowers."
          {...form.register('card_message_enabled')}
        >
          {cardMessage && (
            <div className="mt-3">
              <Field label="Longest card message" error={errors.card_message_max_length?.message}>
                {(control) => (
                  <div className="flex items-center gap-2">
                    <div className="w-24">
                      <Input
                        {...control}
                        {...form.register('card_message_max_length', { valueAsNumber: true })}
                        inputMode="numeric"
                        className="text-right tabular-nums"
                      />
                    </div>
                    <span className="text-sm text-muted-foreground">characters</span>
                  </div>
                )}
              </Field>
            </div>
          )}
        </ToggleRow>
      </Group>

      <Group title="Payment">
        <ToggleRow
          label="Pay in the shop"
          description="Customers can choose to pay when they collect, instead of by card online."
          {...form.register('allow_pay_in_shop')}
        />
      </Group>

      <Group title="E-mails to customers">
        <ToggleRow
          label="Order received"
          description="When the customer sends the order, with its link to follow it."
          {...form.register('notify_order_received')}
        />
        <ToggleRow
          label="Ready or on its way"
          description="When the order is ready for pickup, or out for delivery."
          {...form.register('notify_order_ready')}
        />
        <ToggleRow
          label="Delivered or collected"
          description="When the order is done, with the photo of the bouquet if you took one."
          {...form.register('notify_order_done')}
        />
      </Group>

      <Group title="Unfinished storefront orders">
        <div>
          <p className="pt-3 text-sm text-muted-foreground">
            A customer who picks a bouquet on your storefront and never completes the order leaves a cart.
            Carts are not orders: they stay out of your order lists, which say how many are open, and take an
            order number only once they are placed.
          </p>
          <div className="grid gap-4 py-4 sm:grid-cols-2">
            <NumberSetting
              form={form}
              name="draft_delete_days"
              label="Remove after"
              unit="days"
              error={errors.draft_delete_days?.message}
            />
          </div>
        </div>
      </Group>
    </div>
  );
}

function NumberSetting({
  form,
  name,
  label,
  unit,
  error,
}: {
  form: SettingsForm;
  name: 'draft_delete_days';
  label: string;
  unit: string;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <div className="w-24">
            <Input
              {...control}
              {...form.register(name, { valueAsNumber: true })}
              inputMode="numeric"
              className="text-right tabular-nums"
            />
          </div>
          <span className="text-sm text-muted-foreground">{unit}</span>
        </div>
      )}
    </Field>
  );
}
