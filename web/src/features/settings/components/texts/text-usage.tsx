import type { TextSettingsAnswer } from '@contract/texts';
import type { I18n } from '@lingui/core';
import { CircleAlert } from 'lucide-react';
import { Card } from '../../../../components/ui/card';

/** Whether texts can go out at all, and this month's count against the cap. */
export function TextUsage({ i18n, saved }: { i18n: I18n; saved: TextSettingsAnswer }) {
  if (!saved.configured) {
    return (
      <Card role="status" className="mt-5 flex gap-3 border-warning/40 p-4 text-sm">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <p>
          {i18n._(
            'Texts are not set up on this server: nothing is sent until whoever runs it adds the SMS provider’s settings (see the README, “Texts”). You can choose your notices now.',
          )}
        </p>
      </Card>
    );
  }
  return (
    <Card role="status" className="mt-5 flex gap-3 p-4 text-sm">
      {saved.cap_reached && (
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      )}
      <p>
        {i18n._('{sent} of {cap} texts sent this month.', {
          sent: saved.sent_this_month,
          cap: saved.monthly_cap,
        })}
        {saved.cap_reached &&
          ` ${i18n._('The monthly limit is reached: no texts go out until next month, or raise the limit.')}`}
      </p>
    </Card>
  );
}
