import type { ReminderRecipient } from '@contract/reminders';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { occasionNames } from '../../i18n/occasion-names';
import { rememberedRecipient, rememberRecipient, reminderTokenIn } from '../../lib/reminder-recipient';
import { askReminderRecipient } from '../api';

/**
 * A visit from a reminder mail's link (`?reminder=…`): the token is taken out of the address at
 * once (it must not linger in the history, a bookmark or a shared link), the recipient it names is
 * kept for the order page, and a line says whom this order is for.
 */
export function ReminderBanner({ shopUrl }: { shopUrl: string }) {
  const { i18n } = useLingui();
  const [recipient, setRecipient] = useState<ReminderRecipient | null>(() => rememberedRecipient(shopUrl));

  useEffect(() => {
    const token = reminderTokenIn(window.location.search);
    if (!token) return;
    const params = new URLSearchParams(window.location.search);
    params.delete('reminder');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    askReminderRecipient(shopUrl, token)
      .then((found) => {
        rememberRecipient(shopUrl, found);
        setRecipient(found);
      })
      // An old or unsubscribed link: the shop works as always, only nothing is filled in.
      .catch(() => {});
  }, [shopUrl]);

  if (!recipient?.recipient_name) return null;
  return (
    <p role="status" className="mb-5 rounded-xl bg-accent/60 px-4 py-3 text-[15px]">
      {i18n._('Flowers for {recipient} ({occasion}): we fill in their details when you order.', {
        recipient: recipient.recipient_name,
        occasion: occasionNames(i18n)[recipient.occasion],
      })}
    </p>
  );
}
