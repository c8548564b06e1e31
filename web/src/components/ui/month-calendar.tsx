import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** Calendar arithmetic on YYYY-MM-DD strings in UTC, so no time zone ever shifts a day. */
const parse = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);

function addDays(date: string, count: number): string {
  const day = parse(date);
  day.setUTCDate(day.getUTCDate() + count);
  return iso(day);
}

function addMonths(month: string, count: number): string {
  const date = parse(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return monthOf(iso(date));
}

/** A month's days in whole weeks, Monday first, with blanks before the 1st. */
function monthCells(month: string): { key: string; date: string | null }[] {
  const first = parse(`${month}-01`);
  const cells: { key: string; date: string | null }[] = Array.from(
    { length: (first.getUTCDay() + 6) % 7 },
    (_, index) => ({ key: `blank-${index}`, date: null }),
  );
  for (const day = new Date(first); monthOf(iso(day)) === month; day.setUTCDate(day.getUTCDate() + 1)) {
    cells.push({ key: iso(day), date: iso(day) });
  }
  return cells;
}

/** Monday to Sunday, short, in the language: Mo Tu … or Mo Di … (1 January 2024 was a Monday). */
const weekdayHeads = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + day))).slice(0, 2),
  );
};
/** Days moved by each key: a day sideways, a week up or down. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface MonthCalendarProps {
  /** The first and last dates that can be chosen; the months outside them cannot be shown. */
  first: string;
  last: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Days inside first..last that are closed: struck through. */
  isClosed: (date: string) => boolean;
  /** The back office picks closed days too (to look at or open them); customers cannot. */
  closedPickable?: boolean;
  /** Said after a closed day's date: ", closed" or ", not available". */
  closedNote?: string;
  /** The day ringed as the start: today, or the first day a customer can order for. */
  today?: string;
  /** Say ", today" after the ringed day's date. */
  announceToday?: boolean;
}

/**
 * A month of days to pick from, one button per day. The arrow keys move a day or a week (into the next
 * or previous month when needed), skipping days that cannot be picked.
 */
export function MonthCalendar({
  first,
  last,
  value,
  onChange,
  isClosed,
  closedPickable = false,
  closedNote = ', closed',
  today,
  announceToday = false,
}: MonthCalendarProps) {
  const i18n = useTexts();
  const start = value && value >= first && value <= last ? value : first;
  const [month, setMonth] = useState(monthOf(start));
  const [seen, setSeen] = useState(value);
  // Picking a date in another way (reset to today) turns to its month.
  if (value !== seen) {
    setSeen(value);
    if (value) setMonth(monthOf(value));
  }
  const titleId = useId();
  const grid = useRef<HTMLFieldSetElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusNext}"]`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const canPick = (date: string) => date >= first && date <= last && (closedPickable || !isClosed(date));

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.date;
    if (!step || !from) return;
    event.preventDefault();
    let target = addDays(from, step);
    while (target >= first && target <= last && !canPick(target)) target = addDays(target, step);
    if (target < first || target > last) return;
    setMonth(monthOf(target));
    setFocusNext(target);
  };

  const title = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parse(`${month}-01`));
  const longDate = new Intl.DateTimeFormat(i18n.locale, {
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
          aria-label={i18n._('Previous month')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <p id={titleId} aria-live="polite" className="font-semibold">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= monthOf(last)}
          aria-label={i18n._('Next month')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {/* The days of the month shown, named by it; the arrow keys move the focus between them. */}
      <fieldset
        ref={grid}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="mt-2 grid min-w-0 grid-cols-7 gap-1 text-center"
      >
        {weekdayHeads(i18n.locale).map((head) => (
          <span key={head} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {head}
          </span>
        ))}
        {monthCells(month).map(({ key, date }) => {
          if (!date) return <span key={key} />;
          const outside = date < first || date > last;
          const closed = !outside && isClosed(date);
          const selected = date === value;
          const isToday = date === today;
          const note = outside ? ', not available' : closed ? closedNote : '';
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              disabled={!canPick(date)}
              onClick={() => onChange(date)}
              aria-pressed={selected}
              aria-label={`${longDate.format(parse(date))}${note}${isToday && announceToday ? ', today' : ''}`}
              className={cn(
                'mx-auto flex size-11 md:size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                outside && 'cursor-not-allowed text-muted-foreground/45',
                !outside && !selected && 'font-medium hover:bg-primary-soft',
                closed && !selected && 'text-muted-foreground line-through decoration-rose/80',
                closed && !closedPickable && 'cursor-not-allowed',
                selected && 'bg-primary font-semibold text-primary-foreground',
                isToday && !selected && 'ring-1 ring-primary/50',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
