import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format-money';

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  /** Paid revenue of these orders, when the breakdown has it. */
  revenue?: number;
  /** Drawn greyed out: a part that is not what it counts (orders not paid yet). */
  muted?: boolean;
}

const ROW_HEIGHT = 36;

/** Orders split one way (method, status, …): a bar per part, and a hidden table that reads it out. */
export function BreakdownChart({
  title,
  rows,
  currency,
}: {
  title: string;
  rows: BreakdownRow[];
  currency: string;
}) {
  const withRevenue = rows.some((row) => row.revenue !== undefined);
  return (
    <figure className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-card">
      <figcaption className="mb-2 text-sm font-medium text-muted-foreground">{title}</figcaption>
      <div aria-hidden="true" style={{ height: Math.max(1, rows.length) * ROW_HEIGHT + 8 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 4, right: 32, bottom: 4, left: 0 }}
            barCategoryGap={8}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={104}
              tick={{ fill: 'var(--foreground)', fontSize: 13 }}
              tickLine={false}
              axisLine={false}
            />
            <Bar dataKey="count" radius={[0, 4, 4, 0]} minPointSize={2} isAnimationActive={false}>
              {/* Theme colours (web/src/styles/index.css), so the bars follow light and dark mode. */}
              {rows.map((row) => (
                <Cell key={row.key} fill={row.muted ? 'var(--muted-foreground)' : 'var(--primary)'} />
              ))}
              <LabelList dataKey="count" position="right" fill="var(--foreground)" fontSize={13} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {withRevenue && (
        <ul
          className="mt-2 space-y-0.5 border-t border-border pt-2 text-xs text-muted-foreground"
          aria-hidden="true"
        >
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-2">
              <span className="truncate">{row.label}</span>
              <span className="tabular-nums">{formatMoney(row.revenue ?? 0, currency)} paid</span>
            </li>
          ))}
        </ul>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Orders</th>
            {withRevenue && <th scope="col">Paid revenue</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
              {withRevenue && <td>{formatMoney(row.revenue ?? 0, currency)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
