import { addDays, GIFT_MESSAGE_MAX, GIFT_SEND_MAX_DAYS } from '@contract/gift-card-orders';
import { useLingui } from '@lingui/react';
import type { BindField, OrderFieldErrors } from '../../components/order-fields/field-binding';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

interface GiftRecipientFieldsProps {
  bind: BindField;
  errors: OrderFieldErrors;
  messageLength: number;
  /** The shop's today: the earliest send day (the server checks against it too). */
  today: string;
}

/**
 * An order of gift cards alone (docs/decisions/053) goes by e-mail: to whom, with what words and on
 * which day, all optional. Without an address the card comes to the buyer.
 */
export function GiftRecipientFields({ bind, errors, messageLength, today }: GiftRecipientFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Field
        label={i18n._('Recipient’s e-mail')}
        error={errors.gift_recipient_email}
        hint={i18n._('Optional. Without it, the gift card comes to you.')}
      >
        {(control) => (
          <Input
            {...control}
            {...bind('gift_recipient_email')}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={i18n._('Message for the recipient')}
        error={errors.gift_message}
        hint={`${messageLength}/${GIFT_MESSAGE_MAX}`}
      >
        {(control) => <Textarea {...control} {...bind('gift_message')} rows={3} />}
      </Field>
      <Field
        label={i18n._('Send on')}
        error={errors.gift_send_on}
        hint={i18n._('Optional. Without a day, it is sent as soon as the order is paid.')}
      >
        {(control) => (
          <Input
            {...control}
            {...bind('gift_send_on')}
            type="date"
            min={today}
            max={addDays(today, GIFT_SEND_MAX_DAYS)}
          />
        )}
      </Field>
    </>
  );
}
