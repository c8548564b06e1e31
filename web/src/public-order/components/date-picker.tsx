import type { DisabledDates } from '@contract/order-time';
import { useLingui } from '@lingui/react';
import { MonthCalendar } from '../../components/ui/month-calendar';
import { i18n } from '../../i18n/customer-i18n';
import { cn } from '../../lib/cn';
import { parseDay } from './order-texts';

/** Whether the shop takes orders for `date`: inside first..last, not a closed weekday, not closed or full. */
export function isOpenDay(closed: DisabledDates, date: string): boolean {
  if (date < closed.first_date || date > closed.last_date) return false;
  if (closed.weekdays.includes(parseDay(date).getUTCDay())) return false;
  return !closed.dates.includes(date);
}

interface DatePickerProps {
  closed: DisabledDates;
  value: string | null;
  onChange: (date: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A month calendar where only the days the shop can deliver or prepare on can be picked. */
export function DatePicker({ closed, value, onChange, invalid, describedBy }: DatePickerProps) {
  useLingui();
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('rounded-2xl border bg-surface p-3 sm:p-4', invalid ? 'border-danger' : 'border-border')}
    >
      <legend className="sr-only">{i18n._('Date')}</legend>
      <MonthCalendar
        first={closed.first_date}
        last={closed.last_date}
        value={value}
        onChange={onChange}
        isClosed={(date) => !isOpenDay(closed, date)}
        closedNote=", not available"
        today={closed.first_date}
      />
    </fieldset>
  );
}
