import type { Analytics } from '@contract/analytics';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompactMoney, formatMoney } from '../../../lib/format-money';
import { formatCount, formatDay, formatShortDay } from './analytics-format';

type Day = Analytics['by_day'][number];

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/**
 * Revenue (bars, left axis) and orders placed (line, right axis) per day. The chart is for the eye;
 * a hidden table says the same to screen readers.
 */
export function TrendChart({ days, currency }: { days: Day[]; currency: string }) {
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4 shadow-card">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">Revenue and orders per day</span>
        <span className="flex gap-3 text-xs text-muted-foreground" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-primary" /> Revenue
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded-full bg-rose" /> Orders placed
          </span>
        </span>
      </figcaption>
      <div className="h-56 sm:h-72" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={days}
            accessibilityLayer={false}
            margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="date"
              tickFormatter={formatShortDay}
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: 'var(--border)' }}
              minTickGap={24}
            />
            <YAxis
              yAxisId="revenue"
              tickFormatter={(value: number) => formatCompactMoney(value, currency)}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={52}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={28}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              content={(props) => <DayTooltip {...props} currency={currency} />}
            />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={32}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              type="linear"
              stroke="var(--rose)"
              strokeWidth={2}
              dot={days.length <= 31 ? { r: 2.5, fill: 'var(--rose)', strokeWidth: 0 } : false}
              activeDot={{ r: 4 }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Revenue and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders placed</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{formatMoney(day.revenue, currency)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

interface DayTooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
  currency: string;
}

function DayTooltip({ active, payload, currency }: DayTooltipProps) {
  const day = payload?.[0]?.payload as Day | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-xl border border-border bg-surface-raised px-3 py-2 text-sm shadow-pop">
      <p className="font-medium">{formatDay(day.date)}</p>
      <p className="text-muted-foreground">
        {formatMoney(day.revenue, currency)} paid · {formatCount(day.orders, 'order', 'orders')} placed
      </p>
    </div>
  );
}
