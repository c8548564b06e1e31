import { OCCASIONS, type Occasion } from '@contract/occasions';
import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { occasionNames } from '../../i18n/occasion-names';
import { saveOrderReminder, useOrderReminder } from '../api/occasion-reminder';
import { BellRing } from '../icons';
import { formatLongDay } from './order-texts';

/**
 * "Remind me next year" on a placed order (docs/decisions/065): one e-mail a week before the same
 * day next year, with the shop's bouquets and a link to send flowers to the same person again.
 * Each change is saved at once; nothing else on the page waits for it.
 */
export function OccasionReminder({ order }: { order: PublicOrder }) {
  const { i18n } = useLingui();
  const reminder = useOrderReminder(order.uuid);
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const switchId = useId();
  const selectId = useId();
  const noteId = useId();
  if (!reminder.data?.available) return null;
  const state = reminder.data;
  const chosen = occasion ?? state.occasion ?? 'birthday';
  const names = occasionNames(i18n);

  const save = async (remind: boolean, next: Occasion) => {
    setSaving(true);
    setFailed(false);
    try {
      await saveOrderReminder(order.uuid, remind ? { remind: true, occasion: next } : { remind: false });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          {/* The label holds the switch, so a thumb anywhere on the row (44 px high) flips it. */}
          <label
            htmlFor={switchId}
            className="flex min-h-11 cursor-pointer items-center justify-between gap-4 text-[15px] font-medium"
          >
            {i18n._('Remind me next year')}
            <Switch
              id={switchId}
              checked={state.active}
              disabled={saving}
              aria-describedby={noteId}
              onChange={(event) => void save(event.target.checked, chosen)}
            />
          </label>
          <p id={noteId} className="text-sm text-muted-foreground">
            {state.active && state.next_mail_on
              ? i18n._('We will e-mail you on {day}, with a link to send flowers to {recipient} again.', {
                  day: formatLongDay(state.next_mail_on),
                  recipient: order.recipient_name ?? i18n._('the recipient'),
                })
              : i18n._('One e-mail a week before the day next year. You can unsubscribe with one click.')}
          </p>
        </div>
      </div>
      <div className="space-y-1.5 sm:pl-8">
        <label htmlFor={selectId} className="text-sm font-medium">
          {i18n._('Occasion')}
        </label>
        <Select
          id={selectId}
          value={chosen}
          disabled={saving}
          onChange={(event) => {
            const next = event.target.value as Occasion;
            setOccasion(next);
            if (state.active) void save(true, next);
          }}
        >
          {OCCASIONS.map((value) => (
            <option key={value} value={value}>
              {names[value]}
            </option>
          ))}
        </Select>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {i18n._('Your choice could not be saved. Please try again.')}
        </p>
      )}
    </Card>
  );
}
