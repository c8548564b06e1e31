import type { PastRecipient } from '@contract/customers';
import { History } from 'lucide-react';
import { usePastRecipients } from './get-past-recipients';

export const recipientAddress = (recipient: PastRecipient) =>
  [
    [recipient.delivery_address, recipient.delivery_unit].filter(Boolean).join(', '),
    [recipient.delivery_zipcode, recipient.delivery_city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The people and addresses a picked customer sent flowers to before, each one click to fill in.
 * Nothing while they load or when there are none: staff type the recipient as before.
 */
export function PastRecipientChoices({
  customerId,
  onChoose,
}: {
  customerId: string | null;
  onChoose: (recipient: PastRecipient) => void;
}) {
  const recipients = usePastRecipients(customerId);
  const items = customerId ? (recipients.data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        Sent to before
      </legend>
      <div className="flex flex-wrap gap-2">
        {items.map((recipient) => (
          <button
            key={`${recipient.recipient_name}|${recipient.delivery_address}|${recipient.last_sent}`}
            type="button"
            onClick={() => onChoose(recipient)}
            className="min-h-11 max-w-full rounded-xl border border-border bg-surface px-3 py-1.5 text-left text-sm transition-colors hover:border-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="block font-medium">{recipient.recipient_name || 'No name given'}</span>
            <span className="block truncate text-muted-foreground">
              {recipientAddress(recipient) || recipient.recipient_phone || 'No address given'}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
