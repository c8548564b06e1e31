import type { CustomerReminder } from '@contract/reminders';
import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OCCASION_LABELS } from '../../../lib/occasions';
import { useCustomerReminders, useStopReminder } from '../api/customer-reminders';

/** "12 March": the day a reminder remembers, without the year it began in. */
const dayOf = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const STOPPED_BY: Record<NonNullable<CustomerReminder['stopped_by']>, string> = {
  customer: 'Off: switched off by the customer',
  unsubscribe: 'Off: unsubscribed from the e-mail',
  staff: 'Off: switched off by staff',
};

/**
 * The customer's occasion reminders (docs/decisions/065): which day each remembers, from which
 * order, and whether it is on. Staff can switch one off when a customer asks by phone or in the
 * shop; switching one on is the customer's own choice, on their order's page.
 */
export function CustomerReminders({ customerId }: { customerId: string }) {
  const reminders = useCustomerReminders(customerId);
  const stop = useStopReminder(customerId);
  const items = reminders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="customer-reminders-heading">
      <h3 id="customer-reminders-heading" className="mb-3 font-display text-lg font-semibold">
        Occasion reminders
      </h3>
      <Card className="divide-y divide-border">
        {items.map((reminder) => (
          <div key={reminder.id} className="flex flex-wrap items-center gap-3 p-4">
            <BellRing className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {OCCASION_LABELS[reminder.occasion]}, {dayOf(reminder.occasion_date)}
              </p>
              <p className="text-sm text-muted-foreground">
                From order #{reminder.order_number}
                {reminder.last_mailed_year !== null && ` · last e-mailed for ${reminder.last_mailed_year}`}
              </p>
            </div>
            {reminder.active ? (
              <>
                <Badge tone="green">On</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={stop.isPending}
                  aria-label={`Switch off the ${OCCASION_LABELS[reminder.occasion].toLowerCase()} reminder from order #${reminder.order_number}`}
                  onClick={() =>
                    stop.mutate(reminder.id, { onSuccess: () => toast.success('Reminder switched off') })
                  }
                >
                  Switch off
                </Button>
              </>
            ) : (
              <Badge tone="neutral">{reminder.stopped_by ? STOPPED_BY[reminder.stopped_by] : 'Off'}</Badge>
            )}
          </div>
        ))}
      </Card>
    </section>
  );
}
