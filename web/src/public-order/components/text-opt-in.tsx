import type { PublicOrder } from '@contract/orders';
import type { TextOptInInput } from '@contract/texts';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { i18n } from '../../i18n/customer-i18n';
import { saveTextOptIn, useTextOptIn } from '../api/text-opt-in';
import { MessageSquareText } from '../icons';

/**
 * The customer asks for texts about a placed order: for themselves, and for the recipient when
 * the flowers are on their way (docs/decisions/066). Shown only when the shop sends texts.
 */
export function TextOptIn({ order }: { order: PublicOrder }) {
  useLingui();
  const placed = order.order_status === 'pending' || order.order_status === 'ready';
  const texts = useTextOptIn(order.uuid, placed);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!placed || !texts.data?.offered) return null;
  const answer = texts.data;

  const choose = async (change: Partial<TextOptInInput>) => {
    setSaving(true);
    setError(null);
    try {
      await saveTextOptIn(order.uuid, { customer: answer.customer, recipient: answer.recipient, ...change });
    } catch {
      setError(i18n._('That did not work. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-semibold">
        <MessageSquareText className="size-4 text-primary" aria-hidden="true" />
        {i18n._('Texts about this order')}
      </h2>
      <div className="mt-2 divide-y divide-border">
        <OptInRow
          label={i18n._('Text me about my order')}
          description={
            answer.customer_phone
              ? i18n._('To the phone number on the order. Reply STOP at any time.')
              : i18n._('Add your phone number to the order to get texts.')
          }
          checked={answer.customer}
          disabled={saving || !answer.customer_phone}
          onChange={(on) => void choose({ customer: on })}
        />
        {answer.recipient_offered && (
          <OptInRow
            label={i18n._('Text the recipient when the flowers are on their way')}
            description={
              answer.recipient_phone
                ? i18n._('With the time window. We do not say who sent them unless your card does.')
                : i18n._('Add the recipient’s phone number to the order to text them.')
            }
            checked={answer.recipient}
            disabled={saving || !answer.recipient_phone}
            onChange={(on) => void choose({ recipient: on })}
          />
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}

function OptInRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="py-3">
      {/* The label holds the switch, so a thumb anywhere on the row (44 px high) flips it. */}
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center justify-between gap-4 text-[15px] font-medium"
      >
        {label}
        <Switch
          id={id}
          aria-describedby={`${id}-description`}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <span id={`${id}-description`} className="block text-sm text-muted-foreground">
        {description}
      </span>
    </div>
  );
}
