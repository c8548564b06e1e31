import type { PastRecipient } from '@contract/customers';
import { PastRecipientChoices } from '../../../components/customer/past-recipients';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import type { CounterProblems, CounterValues } from './counter-form';

type TextKey =
  | 'recipient_name'
  | 'recipient_phone'
  | 'delivery_address'
  | 'delivery_unit'
  | 'delivery_zipcode'
  | 'delivery_city'
  | 'delivery_price';

interface CounterDeliveryProps {
  values: CounterValues;
  problems: CounterProblems;
  currency: string | undefined;
  onChange: (changes: Partial<Pick<CounterValues, TextKey>>) => void;
  /** The customer picked above, whose earlier recipients are offered. */
  customerId: string | null;
}

/** What the counter fills from a past recipient: all of it, so nothing of the one before is left over. */
const fromRecipient = (recipient: PastRecipient) => ({
  recipient_name: recipient.recipient_name ?? '',
  recipient_phone: recipient.recipient_phone ?? '',
  delivery_address: recipient.delivery_address ?? '',
  delivery_unit: recipient.delivery_unit ?? '',
  delivery_zipcode: recipient.delivery_zipcode ?? '',
  delivery_city: recipient.delivery_city ?? '',
});

/** Who receives a delivery from the counter and where, with the customer's earlier recipients one tap away. */
export function CounterDelivery({ values, problems, currency, onChange, customerId }: CounterDeliveryProps) {
  const text = (key: TextKey, label: string, extra: { hint?: string; type?: string } = {}) => (
    <Field label={label} error={problems[key]} hint={extra.hint}>
      {(control) => (
        <Input
          {...control}
          type={extra.type}
          inputMode={key === 'delivery_zipcode' ? 'numeric' : undefined}
          autoComplete="off"
          value={values[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      <PastRecipientChoices
        customerId={customerId}
        onChoose={(recipient) => onChange(fromRecipient(recipient))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('recipient_name', 'Recipient', { hint: 'Leave empty when it is the customer' })}
        {text('recipient_phone', 'Recipient’s phone', { hint: 'Optional', type: 'tel' })}
        {text('delivery_address', 'Address')}
        {text('delivery_unit', 'Apartment, floor', { hint: 'Optional' })}
        {text('delivery_zipcode', 'Zip code')}
        {text('delivery_city', 'City')}
        <Field label="Delivery price" error={problems.delivery_price} hint="Empty: the zip code’s price.">
          {(control) => (
            <PriceInput
              {...control}
              currency={currency}
              value={values.delivery_price}
              onChange={(event) => onChange({ delivery_price: event.target.value })}
            />
          )}
        </Field>
      </div>
    </>
  );
}
