import type { Customer } from '@contract/customers';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CustomerNote } from '../../../components/customer/customer-note';
import { Card } from '../../../components/ui/card';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { formatDate } from './customer-format';

/** Who the customer is and how they order: contact links and their totals. */
export function CustomerDetails({
  customer,
  currency,
  actions,
}: {
  customer: Customer;
  currency: string | undefined;
  /** Beside the name: what staff can do with the record. */
  actions?: ReactNode;
}) {
  const timeZone = useShopTimeZone();
  const facts = [
    { label: 'Orders', value: String(customer.order_count) },
    { label: 'Spent', value: formatMoney(customer.total_spent, currency) },
    { label: 'First order', value: formatDate(customer.first_order_date, timeZone) },
    { label: 'Last order', value: formatDate(customer.last_order_date, timeZone) },
  ];
  const link = 'inline-flex items-center gap-1.5 text-sm text-primary hover:underline';
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold tracking-tight">{customer.name}</h2>
        {actions}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5">
        {customer.email && (
          <a href={`mailto:${customer.email}`} className={link}>
            <Mail className="size-4" aria-hidden="true" />
            {customer.email}
          </a>
        )}
        {customer.phone && (
          <a href={`tel:${customer.phone.replace(/\s/g, '')}`} className={link}>
            <Phone className="size-4" aria-hidden="true" />
            {customer.phone}
          </a>
        )}
        {!customer.email && !customer.phone && (
          <p className="text-sm text-muted-foreground">No e-mail or phone given</p>
        )}
      </div>
      <CustomerNote note={customer.note} className="mt-4" />
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd className="mt-0.5 font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
