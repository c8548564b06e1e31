import type { Analytics } from '@contract/analytics';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import { CUSTOM_ORDER } from './analytics-format';

const head = 'px-3 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:px-4';
const cell = 'px-3 py-2.5 sm:px-4';

/** A ranked table of up to five rows; says so plainly when nothing was paid. */
function TopTable({
  title,
  nameHeader,
  countHeader,
  rows,
  currency,
}: {
  title: string;
  nameHeader: string;
  /** What the count counts: items sold, or orders. */
  countHeader: string;
  rows: { key: string; name: ReactNode; count: number; revenue: number }[];
  currency: string;
}) {
  return (
    <section className="min-w-0 overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
      <h2 className="border-b border-border px-4 py-3 text-sm font-medium text-muted-foreground">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">No paid orders in this period.</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className={`${head} text-left`}>
                {nameHeader}
              </th>
              <th scope="col" className={`${head} w-16 text-right sm:w-20`}>
                {countHeader}
              </th>
              <th scope="col" className={`${head} w-24 text-right sm:w-28`}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {row.name}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{row.count}</td>
                <td className={`${cell} text-right font-medium tabular-nums`}>
                  {formatMoney(row.revenue, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function TopProducts({ items, currency }: { items: Analytics['top_products']; currency: string }) {
  return (
    <TopTable
      title="Top products"
      nameHeader="Product"
      countHeader="Sold"
      currency={currency}
      rows={items.map((item) => ({
        key: item.product_id ?? 'custom',
        name: item.product_id ? (
          <span className="block truncate">{item.name ?? 'Unnamed product'}</span>
        ) : (
          <span className="block truncate text-muted-foreground italic">{CUSTOM_ORDER}</span>
        ),
        count: item.count,
        revenue: item.revenue,
      }))}
    />
  );
}

export function TopCustomers({ items, currency }: { items: Analytics['top_customers']; currency: string }) {
  return (
    <TopTable
      title="Top customers"
      nameHeader="Customer"
      countHeader="Orders"
      currency={currency}
      rows={items.map((item) => ({
        key: item.customer_id,
        name: (
          <>
            <Link
              to={`/intern/customers/orders?id=${encodeURIComponent(item.customer_id)}`}
              className="block truncate font-medium hover:underline"
            >
              {item.name}
            </Link>
            {item.email && <span className="block truncate text-xs text-muted-foreground">{item.email}</span>}
          </>
        ),
        count: item.count,
        revenue: item.revenue,
      }))}
    />
  );
}
