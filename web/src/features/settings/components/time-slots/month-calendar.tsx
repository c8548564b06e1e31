import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { SHOP_LOCALE } from '../../../../lib/shop-format';

/** Calendar arithmetic on YYYY-MM-DD strings in UTC, so no time zone ever shifts a day. */
const parse = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);

function addMonths(month: string, count: number): string {
  const date = parse(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return monthOf(iso(date));
}

/** The days shown for a month: whole weeks, Monday first, with blanks before the 1st. */
function monthCells(month: string): { key: string; date: string | null }[] {
  const first = parse(`${month}-01`);
  const blanks = (first.getUTCDay() + 6) % 7;
  const cells = Array.from({ length: blanks }, (_, index) => ({ key: `blank-${index}`, date: null }));
  const days: { key: string; date: string | null }[] = [...cells];
  for (const day = new Date(first); monthOf(iso(day)) === month; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push({ key: iso(day), date: iso(day) });
  }
  return days;
}

const WEEKDAY_HEADS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

interface MonthCalendarProps {
  /** The first and last dates that can be chosen. */
  first: string;
  last: string;
  selected: string;
  onSelect: (date: string) => void;
  isClosed: (date: string) => boolean;
  today: string;
}

/** A month of days to pick from; closed days are struck through, days outside first..last cannot be picked. */
export function MonthCalendar({ first, last, selected, onSelect, isClosed, today }: MonthCalendarProps) {
  const [month, setMonth] = useState(monthOf(selected));
  const [seen, setSeen] = useState(selected);
  // Picking a date in another way (reset to today) turns to its month.
  if (selected !== seen) {
    setSeen(selected);
    setMonth(monthOf(selected));
  }

  const title = new Intl.DateTimeFormat(SHOP_LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parse(`${month}-01`));
  const longDate = new Intl.DateTimeFormat(SHOP_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <div>
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= monthOf(first)}
          aria-label="Previous month"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="text-sm font-semibold">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= monthOf(last)}
          aria-label="Next month"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1 text-center">
        {WEEKDAY_HEADS.map((head) => (
          <span key={head} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {head}
          </span>
        ))}
        {monthCells(month).map(({ key, date }) => {
          if (!date) return <span key={key} />;
          const outside = date < first || date > last;
          const closed = !outside && isClosed(date);
          const active = date === selected;
          return (
            <button
              key={date}
              type="button"
              disabled={outside}
              data-date={date}
              onClick={() => onSelect(date)}
              aria-pressed={active}
              aria-label={`${longDate.format(parse(date))}${closed ? ', closed' : ''}${date === today ? ', today' : ''}`}
              className={cn(
                'relative mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                outside && 'cursor-default text-muted-foreground/40',
                !outside && !active && 'hover:bg-muted',
                closed && !active && 'text-muted-foreground line-through decoration-rose/80',
                active && 'bg-primary font-semibold text-primary-foreground',
                date === today && !active && 'ring-1 ring-primary/60',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
    </div>
  );
}
