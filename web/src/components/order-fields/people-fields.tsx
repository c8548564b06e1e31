import { useTexts } from '../../i18n/use-texts';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import type { BindField, OrderFieldErrors } from './field-binding';

interface PeopleProps {
  bind: BindField;
  errors: OrderFieldErrors;
  /**
   * The customer filling in their own details: the browser may offer what it knows about them.
   * Staff type someone else's, so it must not.
   */
  ownDetails?: boolean;
}

/** Who ordered: name, e-mail, phone. The customer reads "Your name"; staff read "Customer name". */
export function SenderFields({ bind, errors, ownDetails = false }: PeopleProps) {
  const i18n = useTexts();
  const who = ownDetails
    ? { name: i18n._('Your name'), email: i18n._('E-mail'), phone: i18n._('Phone') }
    : STAFF_LABELS;
  return (
    <>
      <Field label={who.name} error={errors.sender_name}>
        {(control) => (
          <Input {...control} {...bind('sender_name')} autoComplete={ownDetails ? 'name' : 'off'} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={who.email} error={errors.sender_email}>
          {(control) => (
            <Input
              {...control}
              {...bind('sender_email')}
              type="email"
              inputMode="email"
              autoComplete={ownDetails ? 'email' : 'off'}
            />
          )}
        </Field>
        <Field label={who.phone} error={errors.sender_phone} hint={i18n._('Optional')}>
          {(control) => (
            <Input
              {...control}
              {...bind('sender_phone')}
              type="tel"
              inputMode="tel"
              autoComplete={ownDetails ? 'tel' : 'off'}
            />
          )}
        </Field>
      </div>
    </>
  );
}

const STAFF_LABELS = { name: 'Customer name', email: 'Customer e-mail', phone: 'Customer phone' };

/** Who gets the flowers: name and phone, side by side from small tablets on. */
export function RecipientFields({
  bind,
  errors,
  phoneHint,
}: {
  bind: BindField;
  errors: OrderFieldErrors;
  phoneHint?: string;
}) {
  const i18n = useTexts();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={i18n._("Recipient's name")} error={errors.recipient_name}>
        {(control) => <Input {...control} {...bind('recipient_name')} autoComplete="off" />}
      </Field>
      <Field label={i18n._("Recipient's phone")} error={errors.recipient_phone} hint={phoneHint}>
        {(control) => (
          <Input {...control} {...bind('recipient_phone')} type="tel" inputMode="tel" autoComplete="off" />
        )}
      </Field>
    </div>
  );
}
