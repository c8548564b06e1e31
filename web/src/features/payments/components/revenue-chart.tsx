import type { Revenue } from '@contract/payments';
import { formatMoney } from '../../../lib/format-money';
import { formatDay } from './payment-format';

const BAR = 10;
const HEIGHT = 100;

/** One bar per day of the range; each bar names its day on hover, and a hidden table reads it out. */
export function RevenueChart({ days, currency }: { days: Revenue['by_day']; currency: string | undefined }) {
  const max = Math.max(0, ...days.map((entry) => entry.total));
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4 shadow-card">
      <figcaption className="mb-3 text-sm font-medium text-muted-foreground">Revenue per day</figcaption>
      <svg
        viewBox={`0 0 ${Math.max(1, days.length) * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        aria-hidden="true"
      >
        {days.map((entry, index) => {
          // A day without revenue keeps a sliver, so the axis still shows every day.
          const height = max > 0 ? Math.max(1, (entry.total / max) * HEIGHT) : 1;
          return (
            <rect
              key={entry.date}
              data-date={entry.date}
              x={index * BAR + 1}
              y={HEIGHT - height}
              width={BAR - 2}
              height={height}
              rx={1}
              className={entry.total > 0 ? 'fill-primary' : 'fill-muted'}
            >
              <title>
                {`${formatDay(entry.date)}: ${formatMoney(entry.total, currency)} (${entry.count} ${
                  entry.count === 1 ? 'order' : 'orders'
                })`}
              </title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatDay(days[0]?.date ?? '')}</span>
          <span>{formatDay(days.at(-1)?.date ?? '')}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.date}>
              <th scope="row">{formatDay(entry.date)}</th>
              <td>{formatMoney(entry.total, currency)}</td>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
