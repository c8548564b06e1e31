import type { CalendarDay } from '@contract/orders';
import { Link } from 'react-router';
import { ShowMore } from '../../../components/ui/show-more';
import { cn } from '../../../lib/cn';
import { SHOP_LOCALE } from '../../../lib/shop-format';
import { useCalendarDayOrders } from '../api/get-calendar-orders';
import { parseDay } from './calendar-dates';
import { CalendarOrderLink, StatusDot } from './calendar-order-link';
import { DayFailed } from './day-failed';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayName = new Intl.DateTimeFormat(SHOP_LOCALE, { weekday: 'short', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat(SHOP_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat(SHOP_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const formatDayLabel = (date: string) => dayLabel.format(parseDay(date));

interface MonthGridProps {
  days: string[];
  month: string;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  /** The days that have orders: their count and first few orders. */
  summary: Map<string, CalendarDay>;
  /** Room for orders inside the cells (desktop); phones show dots and the agenda below. */
  roomy: boolean;
}

export function MonthGrid({ days, month, today, selected, onSelect, summary, roomy }: MonthGridProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
      <div aria-hidden="true" className="grid grid-cols-7 border-b border-border bg-muted/50">
        {WEEKDAYS.map((name) => (
          <span key={name} className="py-2 text-center text-xs font-medium text-muted-foreground">
            {roomy ? name : name.slice(0, 2)}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((date, index) => {
          const items = summary.get(date)?.orders ?? [];
          const count = summary.get(date)?.count ?? 0;
          const outside = !date.startsWith(month);
          const isToday = date === today;
          const active = date === selected;
          const number = (
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-sm tabular-nums',
                isToday && 'bg-primary font-semibold text-primary-foreground',
                !isToday && active && 'ring-2 ring-primary',
              )}
            >
              {Number(date.slice(8))}
            </span>
          );
          const label = `${formatDayLabel(date)}${isToday ? ', today' : ''}: ${count} ${count === 1 ? 'order' : 'orders'}`;
          return (
            <div
              key={date}
              data-date={date}
              data-today={isToday || undefined}
              className={cn(
                'min-w-0 border-border',
                index % 7 !== 6 && 'border-r',
                index < days.length - 7 && 'border-b',
                outside && 'bg-muted/40 text-muted-foreground',
                roomy ? 'min-h-28 p-1.5' : 'min-h-14',
                isToday && 'bg-primary-soft/40',
              )}
            >
              {roomy ? (
                <>
                  <button
                    type="button"
                    onClick={() => onSelect(date)}
                    aria-label={label}
                    aria-pressed={active}
                    className="mb-1 rounded-full"
                  >
                    {number}
                  </button>
                  <div className="space-y-0.5">
                    {items.map((item) => (
                      <CalendarOrderLink key={item.uuid} item={item} compact />
                    ))}
                    {count > items.length && (
                      <button
                        type="button"
                        onClick={() => onSelect(date)}
                        className="px-1.5 text-xs font-medium text-primary hover:underline"
                      >
                        +{count - items.length} more
                      </button>
                    )}
                  </div>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => onSelect(date)}
                  aria-label={label}
                  aria-pressed={active}
                  className={cn('flex size-full flex-col items-center gap-1 py-1.5', active && 'bg-muted')}
                >
                  {number}
                  <span className="flex h-2 items-center gap-0.5">
                    {items.map((item) => (
                      <StatusDot key={item.uuid} status={item.order_status} className="size-1.5" />
                    ))}
                    {count > items.length && <span className="text-[9px] leading-none font-semibold">+</span>}
                  </span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The orders of one day, as a list (the agenda), a page at a time. */
export function DayAgenda({ date, today }: { date: string; today: string }) {
  const day = useCalendarDayOrders(date);
  const { items } = day;
  return (
    <section aria-label={formatDayLabel(date)} data-date={date}>
      <h3 className="flex items-baseline gap-2 text-sm font-semibold">
        <span className={cn(date === today && 'text-primary')}>{formatDayLabel(date)}</span>
        {date === today && <span className="text-xs font-medium text-primary">Today</span>}
      </h3>
      {day.query.isError && !day.query.data ? (
        <DayFailed day={day} />
      ) : !day.query.data ? null : items.length === 0 ? (
        <p className="mt-1.5 text-sm text-muted-foreground">
          No orders.{' '}
          <Link to="/intern/create" className="font-medium text-primary underline-offset-4 hover:underline">
            Create order
          </Link>
        </p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li key={item.uuid}>
              <CalendarOrderLink item={item} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore query={day.query} shown={items.length} count={day.count} className="mt-3" />
    </section>
  );
}

/** Seven days: a list on phones, seven columns from 1024 px; each day asks for its own orders. */
export function WeekColumns({
  days,
  today,
  columns,
}: {
  days: string[];
  today: string;
  /** Seven narrow columns (from 1024 px) rather than a list. */
  columns: boolean;
}) {
  return (
    <div className="grid gap-2.5 lg:grid-cols-7 lg:gap-2">
      {days.map((date) => (
        <WeekDay key={date} date={date} today={today} columns={columns} />
      ))}
    </div>
  );
}

function WeekDay({ date, today, columns }: { date: string; today: string; columns: boolean }) {
  const day = useCalendarDayOrders(date);
  const { items } = day;
  const isToday = date === today;
  return (
    <section
      aria-label={`${formatDayLabel(date)}${isToday ? ', today' : ''}`}
      data-date={date}
      data-today={isToday || undefined}
      className={cn(
        'min-w-0 rounded-2xl border bg-surface p-3 lg:min-h-64',
        isToday ? 'border-primary/60 bg-primary-soft/30' : 'border-border',
      )}
    >
      <h3 className="flex items-baseline gap-2 lg:flex-col lg:gap-0">
        <span
          className={cn('text-xs font-medium uppercase', isToday ? 'text-primary' : 'text-muted-foreground')}
        >
          {dayName.format(parseDay(date))}
        </span>
        <span className={cn('font-semibold', isToday && 'text-primary')}>
          {dayShort.format(parseDay(date))}
        </span>
        {isToday && <span className="text-xs font-medium text-primary lg:hidden">Today</span>}
      </h3>
      {day.query.isError && !day.query.data ? (
        <DayFailed day={day} />
      ) : !day.query.data ? null : items.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No orders</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li key={item.uuid}>
              <CalendarOrderLink item={item} compact={columns} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore query={day.query} shown={items.length} count={day.count} className="mt-2" />
    </section>
  );
}
