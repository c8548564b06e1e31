import type { DisabledDates, WindowType } from '@contract/order-time';
import { CircleAlert, Clock, Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { MonthCalendar } from '../../../../components/ui/month-calendar';
import { Spinner } from '../../../../components/ui/spinner';
import { useOrderFormSettings } from '../../api/get-order-form-settings';
import { type OrderTimePreview, useOrderTimePreview } from '../../api/get-order-time-preview';
import { formatDate, weekdayName } from './weekly-form';

interface SlotPreviewProps {
  windowType: WindowType;
  today: string;
  /** The editor has changes the preview does not know about yet. */
  unsaved: boolean;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const isClosedOn = (disabled: DisabledDates, date: string) =>
  disabled.weekdays.includes(weekdayOf(date)) || disabled.dates.includes(date);

/** The first date after `from` that is not closed, within the dates customers may choose. */
function nextOpenDate(disabled: DisabledDates, from: string): string | null {
  const day = new Date(`${from}T00:00:00Z`);
  for (let step = 0; step < 400; step++) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (date > disabled.last_date) return null;
    if (date >= disabled.first_date && !isClosedOn(disabled, date)) return date;
  }
  return null;
}

function closedReason(preview: OrderTimePreview, date: string, windowType: WindowType): string | null {
  const { disabled } = preview;
  const noun = windowType === 'delivery' ? 'delivery' : 'pickup';
  if (date < disabled.first_date) return 'This date has passed.';
  if (date > disabled.last_date)
    return `Customers can order up to ${formatDate(disabled.last_date)} (Days ahead in the order form).`;
  const weekday = weekdayOf(date);
  if (disabled.weekdays.includes(weekday)) return `No ${noun} windows on ${weekdayName(weekday)}s.`;
  if (disabled.dates.includes(date))
    return date === disabled.first_date
      ? 'No time slots left today: the lead time or same-day cut-off has passed, or every window is booked.'
      : 'Closed on this date, or every window is fully booked.';
  return null;
}

/**
 * What a customer would be offered right now, from the server's slot engine: closed dates in the
 * calendar, and the time slots of the chosen date after lead time, cut-off and capacity.
 */
export function SlotPreview({ windowType, today, unsaved }: SlotPreviewProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const preview = useOrderTimePreview(windowType, date);
  const settings = useOrderFormSettings();
  const noun = windowType === 'delivery' ? 'delivery' : 'pickup';
  const switchedOff =
    settings.data &&
    (windowType === 'delivery' ? !settings.data.delivery_enabled : !settings.data.pickup_enabled);

  const data = preview.data;
  const reason = data ? closedReason(data, date, windowType) : null;
  const current = data && !preview.isPlaceholderData;

  // Until a date is picked, a today with nothing left to offer gives way to the next open day.
  if (picked === null && current && (reason || data.slots.length === 0)) {
    const next = nextOpenDate(data.disabled, date);
    if (next) setPicked(next);
  }

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="slot-preview-title">
        <h2 id="slot-preview-title" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Eye className="size-5 text-muted-foreground" aria-hidden="true" />
          What customers see
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The {noun} times a customer ordering right now is offered, with lead time, cut-off and bookings
          applied.
        </p>

        {unsaved && (
          <p className="mt-3 flex gap-2 rounded-xl bg-accent/70 px-3 py-2.5 text-sm text-accent-foreground">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Save your changes to see them here.
          </p>
        )}
        {switchedOff && (
          <p className="mt-3 flex gap-2 rounded-xl bg-muted px-3 py-2.5 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              {windowType === 'delivery' ? 'Delivery' : 'Pickup'} is switched off, so customers are not
              offered it at all.{' '}
              <Link to="/intern/settings/order-form" className="font-medium text-primary underline">
                Order form settings
              </Link>
            </span>
          </p>
        )}

        {preview.isPending ? (
          <div className="flex h-64 items-center justify-center text-muted-foreground">
            <Spinner />
            <span className="sr-only">Loading the preview</span>
          </div>
        ) : preview.isError && !data ? (
          <p className="mt-4 text-sm text-danger">The preview could not be loaded. Try again in a moment.</p>
        ) : data ? (
          <>
            <div className="mt-4">
              <MonthCalendar
                first={data.disabled.first_date}
                last={data.disabled.last_date}
                value={date}
                today={today}
                announceToday
                onChange={setPicked}
                isClosed={(day) => isClosedOn(data.disabled, day)}
                closedPickable
              />
            </div>
            <div className="mt-4 border-t border-border pt-4" aria-live="polite" aria-busy={!current}>
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                <span>{formatDate(date, { weekday: 'long', month: 'long' })}</span>
                {!current && <Spinner className="size-4 text-muted-foreground" />}
              </h3>
              {current &&
                (reason ? (
                  <p className="mt-2 text-sm text-muted-foreground">{reason}</p>
                ) : data.slots.length === 0 ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    {date === data.disabled.first_date
                      ? 'No time slots left today: the lead time or the same-day cut-off has passed.'
                      : 'No time slots left on this date.'}
                  </p>
                ) : (
                  <ul aria-label={`${noun} time slots`} className="mt-2.5 flex flex-wrap gap-2">
                    {data.slots.map((slot) => (
                      <li
                        key={slot}
                        className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary-soft-foreground tabular-nums"
                      >
                        {slot}
                      </li>
                    ))}
                  </ul>
                ))}
            </div>
          </>
        ) : null}
      </section>
    </Card>
  );
}
