import { isGiftCardsOnly } from '@contract/gift-card-orders';
import type { OrderOptions, PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { AddressFields } from '../../components/order-fields/address-fields';
import { RecipientFields, SenderFields } from '../../components/order-fields/people-fields';
import { WishesFields } from '../../components/order-fields/wishes-fields';
import { WithdrawalNote } from '../../components/shop-legal/withdrawal-note';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { activeLanguage, serverWords } from '../../i18n/customer-i18n';
import { isApiError } from '../../lib/api-error';
import { errorToastMessage } from '../../lib/error-message';
import { serverFieldMessages } from '../../lib/form-errors';
import { forgetRecipient } from '../../lib/reminder-recipient';
import { startCheckout } from '../api/start-checkout';
import { submitAndKeep } from '../api/submit-order';
import { CircleAlert, CreditCard } from '../icons';
import { navigate } from '../navigation';
import { type AddressSuggestion, AddressSuggestionList } from './address-suggestions';
import {
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerValues,
  formRules,
  initialValues,
  shopToday,
  submission,
  withRememberedRecipient,
} from './customer-form-schema';
import { DiscountCodeField } from './discount-code-field';
import { FormSection } from './form-section';
import { GiftCardField } from './gift-card-field';
import { GiftRecipientFields } from './gift-recipient-fields';
import { OrderSummary } from './order-summary';
import { normaliseZipcode } from './order-texts';
import { PaymentNote } from './payment-note';
import { PickupLocations } from './pickup-locations';
import { useCustomerForm } from './use-customer-form';
import { WhenFields } from './when-fields';

interface CustomerFormProps {
  order: PublicOrder;
  options: OrderOptions;
}

/** The customer completes (or corrects) the order: who, where, when, the card, then sends it. */
export function CustomerForm({ order, options }: CustomerFormProps) {
  const { i18n } = useLingui();
  const rules = useMemo(() => formRules(order, options), [order, options]);
  const [failure, setFailure] = useState<string | null>(null);
  // The first answers stay the form's start, whatever the order becomes while it is open.
  const [initial] = useState(() => withRememberedRecipient(initialValues(order, options), order));
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
    let sent: PublicOrder;
    try {
      sent = await submitAndKeep(order.uuid, { ...submission(values, rules), language: activeLanguage() });
    } catch (error) {
      const messages = serverFieldMessages(error, CUSTOMER_FIELDS);
      if (Object.keys(messages).length > 0) {
        form.showServerErrors(messages);
        return;
      }
      setFailure(
        serverWords(
          isApiError(error) && error.message ? error.message : errorToastMessage(error),
          i18n._('Your order could not be sent. Please try again.'),
        ),
      );
      return;
    }
    // The reminder's recipient served this order: a later cart in this tab starts blank.
    forgetRecipient(order.business.url);
    // Paid in full by gift card: nothing left to pay by card.
    if (options.card_payments && order.order_status === 'draft' && sent.amount_due > 0) {
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

  // The zip code also fills in the city the shop knows for it.
  const bind = (name: CustomerField) =>
    form.field(name, name === 'delivery_zipcode' ? { onChange: onZipcode } : undefined);

  const onSuggestion = (item: AddressSuggestion) => {
    if (item.address) form.setValue('delivery_address', item.address);
    form.setValue('delivery_city', item.city);
    form.setValue('delivery_zipcode', item.zipcode);
  };

  const zipHint =
    zipcode.trim().length >= 2 && options.delivery_zipcodes.length > 0
      ? served
        ? i18n._('The shop delivers here.')
        : i18n._('Not among the zip codes the shop delivers to.')
      : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
      <aside className="mb-5 space-y-3 lg:sticky lg:top-6 lg:order-2 lg:mb-0">
        <OrderSummary
          order={order}
          // Gift cards alone are e-mailed: no delivery to estimate (docs/decisions/053).
          estimatedDelivery={rules.giftCardsOnly ? null : (served?.delivery_price ?? null)}
        />
        {/* A gift card never pays for gift cards, and codes take nothing off them (docs/decisions/046). */}
        {!rules.giftCardsOnly && (
          <>
            <Card className="mt-4 p-4 sm:p-5">
              <GiftCardField order={order} />
            </Card>
            <DiscountCodeField order={order} />
          </>
        )}
      </aside>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4 lg:order-1">
        <FormSection
          step={1}
          title={i18n._('About you')}
          description={i18n._('So the shop can reach you about this order.')}
        >
          <SenderFields bind={bind} errors={errors} ownDetails />
        </FormSection>

        {rules.giftCardsOnly ? (
          <FormSection
            step={2}
            title={i18n._('Who gets the gift card')}
            description={i18n._('We can e-mail it to them on a day you choose, with a copy to you.')}
          >
            <GiftRecipientFields
              bind={bind}
              errors={errors}
              messageLength={values.gift_message.length}
              today={shopToday(rules)}
            />
          </FormSection>
        ) : (
          <>
            <FormSection
              step={2}
              title={delivery ? i18n._('Who gets the flowers') : i18n._('Who collects the flowers')}
              description={
                delivery ? i18n._('Where should the flowers go?') : i18n._('Choose where to collect them.')
              }
            >
              <RecipientFields
                bind={bind}
                errors={errors}
                phoneHint={
                  rules.requireRecipientPhone ? i18n._('In case the courier needs them.') : i18n._('Optional')
                }
              />
              {delivery ? (
                <AddressFields
                  bind={bind}
                  errors={errors}
                  ownAddress
                  zipHint={zipHint}
                  zipcodes={options.delivery_zipcodes}
                  renderStreet={(control) => (
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
                />
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
              title={delivery ? i18n._('When to deliver') : i18n._('When to collect')}
              description={i18n._('Days the shop is closed or fully booked cannot be chosen.')}
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

            <FormSection
              step={4}
              title={rules.cardMessageEnabled ? i18n._('Card and wishes') : i18n._('Wishes')}
            >
              <WishesFields
                bind={bind}
                errors={errors}
                cardMessage={rules.cardMessageEnabled}
                cardCount={{ length: cardMessage.length, max: rules.cardMessageMaxLength }}
                cardHint={i18n._('Optional. Written on a card with the flowers.')}
                cardStyle="card"
                instructionsHint={
                  delivery
                    ? i18n._('Optional. E.g. ring twice, leave with the neighbour.')
                    : i18n._('Optional.')
                }
              />
            </FormSection>
          </>
        )}

        <Card className="p-4 sm:p-6">
          {options.card_payments && order.payment_status !== 'done' ? (
            <p className="flex items-start gap-2.5 text-[15px]">
              <CreditCard className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-medium">{i18n._('Pay by card')}</span>
                <span className="block text-sm text-muted-foreground">
                  {i18n._('After sending, you pay on the card provider’s secure page and come back here.')}
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
              ? i18n._('Send order and pay')
              : i18n._('Send order')
            : i18n._('Save changes')}
        </Button>
        {!isGiftCardsOnly(order.items) && <WithdrawalNote className="text-center" />}
      </form>
    </div>
  );
}
