import type { DisabledDates } from '@contract/order-time';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { SHOP_LOCALE } from '../../lib/shop-format';
import { parseDay } from './order-texts';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);

function addMonths(month: string, count: number): string {
  const date = parseDay(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return monthOf(iso(date));
}

/** A month's days in whole weeks, Monday first, with blanks before the 1st. */
function monthCells(month: string): { key: string; date: string | null }[] {
  const first = parseDay(`${month}-01`);
  const cells = Array.from({ length: (first.getUTCDay() + 6) % 7 }, (_, index) => ({
    key: `blank-${index}`,
    date: null as string | null,
  }));
  for (const day = new Date(first); monthOf(iso(day)) === month; day.setUTCDate(day.getUTCDate() + 1)) {
    cells.push({ key: iso(day), date: iso(day) });
  }
  return cells;
}

/** Whether the shop takes orders for `date`: inside first..last, not a closed weekday, not closed or full. */
export function isOpenDay(closed: DisabledDates, date: string): boolean {
  if (date < closed.first_date || date > closed.last_date) return false;
  if (closed.weekdays.includes(parseDay(date).getUTCDay())) return false;
  return !closed.dates.includes(date);
}

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const monthTitle = new Intl.DateTimeFormat(SHOP_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat(SHOP_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

interface DatePickerProps {
  closed: DisabledDates;
  value: string | null;
  onChange: (date: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A month calendar where only the days the shop can deliver or prepare on can be picked. */
export function DatePicker({ closed, value, onChange, invalid, describedBy }: DatePickerProps) {
  const firstMonth = monthOf(closed.first_date);
  const lastMonth = monthOf(closed.last_date);
  const [month, setMonth] = useState(() => {
    const start =
      value && value >= closed.first_date && value <= closed.last_date ? value : closed.first_date;
    return monthOf(start);
  });

  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('rounded-2xl border bg-surface p-3 sm:p-4', invalid ? 'border-danger' : 'border-border')}
    >
      <legend className="sr-only">Date</legend>
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label="Previous month"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="font-semibold">
          {monthTitle.format(parseDay(`${month}-01`))}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label="Next month"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-7 gap-y-1 text-center">
        {WEEKDAYS.map((name) => (
          <span key={name} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {name}
          </span>
        ))}
        {monthCells(month).map(({ key, date }) => {
          if (!date) return <span key={key} />;
          const open = isOpenDay(closed, date);
          const selected = date === value;
          const today = date === closed.first_date;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              disabled={!open}
              onClick={() => onChange(date)}
              aria-pressed={selected}
              aria-label={`${dayLabel.format(parseDay(date))}${open ? '' : ', not available'}`}
              className={cn(
                'mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                open && !selected && 'font-medium hover:bg-primary-soft',
                !open && 'cursor-not-allowed text-muted-foreground/45',
                !open && date >= closed.first_date && date <= closed.last_date && 'line-through',
                selected && 'bg-primary font-semibold text-primary-foreground',
                today && !selected && 'ring-1 ring-primary/50',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
