import type { CalendarDayOrders } from '../api/get-calendar-orders';

/** A day whose first page did not load: said in its place, with a way to ask again. */
export function DayFailed({ day }: { day: CalendarDayOrders }) {
  return (
    <p role="alert" className="mt-1 text-sm text-danger">
      The orders did not load.{' '}
      <button
        type="button"
        onClick={() => void day.query.refetch()}
        className="font-medium underline-offset-4 hover:underline"
      >
        Try again
      </button>
    </p>
  );
}
