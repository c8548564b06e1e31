import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { FetchError } from '../../../components/ui/fetch-error';
import { PeriodStepper } from '../../../components/ui/period-stepper';
import { Spinner } from '../../../components/ui/spinner';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { SHOP_LOCALE } from '../../../lib/shop-format';
import { useIsDesktop, useMediaQuery, WIDE_LIST_QUERY } from '../../../lib/use-media-query';
import { useCalendarDays } from '../api/get-calendar-orders';
import {
  addDays,
  addMonths,
  isDay,
  monthRange,
  parseDay,
  todayIn,
  weekRange,
} from '../components/calendar-dates';
import { DayAgenda, MonthGrid, WeekColumns } from '../components/calendar-views';

type CalendarView = 'month' | 'week';

const monthTitle = new Intl.DateTimeFormat(SHOP_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat(SHOP_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayTitleYear = new Intl.DateTimeFormat(SHOP_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const CALENDAR_VIEWS = [
  { key: 'month', label: 'Month' },
  { key: 'week', label: 'Week' },
] as const;

export function CalendarPage() {
  return (
    <StaffOnly title="Calendar">
      <OrdersCalendar />
    </StaffOnly>
  );
}

/** Orders by delivery or pickup day: a month on desktop, a week on phones (either can be chosen). */
function OrdersCalendar() {
  const isDesktop = useIsDesktop();
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const { data: business } = useQuery(quietBusinessQuery);
  const today = todayIn(business?.time_zone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: CalendarView = asked === 'month' || asked === 'week' ? asked : isDesktop ? 'month' : 'week';
  const dateParam = params.get('date');
  const anchor = isDay(dateParam) ? dateParam : today;
  const range = view === 'month' ? monthRange(anchor) : weekRange(anchor);
  const month = anchor.slice(0, 7);
  const [picked, setPicked] = useState<string | null>(null);
  const selected =
    picked && range.days.includes(picked) ? picked : today.startsWith(month) ? today : `${month}-01`;
  // The range's count and first orders per day (docs/decisions/034); the chosen day's list (month)
  // or each day's (week) comes a page at a time, so a busy day never sends thousands of orders
  // (docs/decisions/068).
  const shown = useCalendarDays(range.start, range.end);
  const fetching = useIsFetching({ queryKey: ordersKeys.calendars }) > 0;
  const summary = useMemo(
    () => new Map((shown.data?.days ?? []).map((day) => [day.date, day])),
    [shown.data],
  );
  const empty = shown.data?.days.length === 0;

  const go = (next: { view?: CalendarView; date?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? anchor;
    const search: Record<string, string> = {};
    if (asked || next.view) search.view = nextView;
    if (nextDate !== today) search.date = nextDate;
    setParams(search, { replace: true });
  };
  const step = (direction: 1 | -1) =>
    go({ date: view === 'month' ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) });

  const title =
    view === 'month'
      ? monthTitle.format(parseDay(`${month}-01`))
      : `${dayTitle.format(parseDay(range.start))} – ${dayTitleYear.format(parseDay(range.end))}`;
  const unit = view === 'month' ? 'month' : 'week';

  return (
    <div className="mx-auto max-w-6xl">
      {/* Phones: the title on its own line, the controls under it; one row from 640 px. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-3">
        <h2
          aria-live="polite"
          className="min-w-0 basis-full font-display text-xl font-semibold tracking-tight sm:order-2 sm:flex-1 sm:basis-auto"
        >
          {title}
        </h2>
        <PeriodStepper unit={unit} onStep={step} className="sm:order-1" />
        <div className="ml-auto flex items-center gap-2 sm:order-3">
          {fetching && <Spinner className="size-4 text-muted-foreground" />}
          <Button variant="ghost" size="sm" onClick={() => go({ date: today })}>
            Today
          </Button>
          <ChoiceButtons
            legend="Calendar view"
            items={CALENDAR_VIEWS}
            value={view}
            onChange={(option) => go({ view: option })}
            className="grid grid-cols-2"
            compact
          />
        </div>
      </div>

      <div className="mt-5">
        {shown.isError && !shown.data ? (
          <FetchError
            title="Failed to fetch orders"
            onRetry={() => void shown.refetch()}
            retrying={shown.isFetching}
          />
        ) : view === 'month' ? (
          <>
            <MonthGrid
              days={range.days}
              month={month}
              today={today}
              selected={selected}
              onSelect={setPicked}
              summary={summary}
              roomy={wide}
            />
            <div className="mt-5">
              <DayAgenda date={selected} today={today} />
            </div>
          </>
        ) : (
          <WeekColumns days={range.days} today={today} columns={wide} />
        )}
        {empty && (
          <p className="mt-4 text-center text-sm text-muted-foreground">
            No orders this {unit}. Orders appear here once customers choose their day.
          </p>
        )}
      </div>
    </div>
  );
}
