import type { Customer } from '@contract/customers';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { formatDate, formatOrderCount } from './customer-format';
import { customerOrdersPath } from './customer-params';

interface CustomerListProps {
  items: Customer[];
  currency: string | undefined;
}

/** Cards on phones; from 768 px a table. Each customer links to their orders. */
export function CustomerList({ items, currency }: CustomerListProps) {
  return useIsDesktop() ? (
    <CustomerTable items={items} currency={currency} />
  ) : (
    <ul className="space-y-2.5">
      {items.map((customer) => (
        <li key={customer.id}>
          <CustomerCard customer={customer} currency={currency} />
        </li>
      ))}
    </ul>
  );
}

const NotGiven = () => <span className="text-muted-foreground/70">—</span>;

function CustomerCard({ customer, currency }: { customer: Customer; currency: string | undefined }) {
  const timeZone = useShopTimeZone();
  return (
    // The link is the name (a screen reader hears just that); its ::after stretches over the card so
    // the whole card takes the tap, and the card draws the focus ring.
    <div className="relative block rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2">
      <span className="flex items-baseline gap-2">
        <Link
          to={customerOrdersPath(customer.id)}
          className="min-w-0 flex-1 truncate font-semibold outline-none after:absolute after:inset-0 after:content-['']"
        >
          {customer.name}
        </Link>
        <span className="font-semibold tabular-nums">{formatMoney(customer.total_spent, currency)}</span>
      </span>
      {customer.email && (
        <span className="mt-1 flex items-center gap-1.5 truncate text-sm text-muted-foreground">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          {customer.email}
        </span>
      )}
      {customer.phone && (
        <span className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-muted-foreground">
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          {customer.phone}
        </span>
      )}
      <span className="mt-2 block text-sm text-muted-foreground">
        {formatOrderCount(customer.order_count)} · last {formatDate(customer.last_order_date, timeZone)}
      </span>
    </div>
  );
}

function CustomerTable({ items, currency }: CustomerListProps) {
  const timeZone = useShopTimeZone();
  const head = 'px-4 py-2.5 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              Name
            </th>
            <th scope="col" className={head}>
              E-mail
            </th>
            <th scope="col" className={head}>
              Phone
            </th>
            <th scope="col" className={`${head} text-right`}>
              Orders
            </th>
            <th scope="col" className={`${head} text-right`}>
              Spent
            </th>
            <th scope="col" className={head}>
              Last order
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((customer) => (
            <tr key={customer.id} className="transition-colors hover:bg-muted/60">
              <td className="px-4 py-3 font-medium">
                <Link to={customerOrdersPath(customer.id)} className="hover:text-primary hover:underline">
                  {customer.name}
                </Link>
              </td>
              <td className="max-w-56 truncate px-4 py-3 text-muted-foreground">
                {customer.email ?? <NotGiven />}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                {customer.phone ?? <NotGiven />}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{customer.order_count}</td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">
                {formatMoney(customer.total_spent, currency)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                {formatDate(customer.last_order_date, timeZone)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
