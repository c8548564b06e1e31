import type { Payment } from '@contract/payments';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { formatPaidAt, METHOD_LABELS, STATUS_LABELS } from './payment-format';

interface PaymentListProps {
  items: Payment[];
  currency: string | undefined;
  timeZone: string | undefined;
}

const orderPath = (payment: Payment) => `/intern/orders/${payment.order_uuid}`;
/** An order has one payment row and a row per refund, each on its own moment. */
const rowKey = (payment: Payment) => `${payment.kind}-${payment.order_uuid}-${payment.paid_at}`;
/** Money that went back: a refund, or a payment undone (its reversal). */
const isRefund = (payment: Payment) => payment.kind === 'refund' || payment.kind === 'reversal';
/** The method, and what gift cards paid of it when they paid a part (docs/decisions/044). */
const methodLabel = (payment: Payment) => {
  const method = payment.payment_method ? METHOD_LABELS[payment.payment_method] : '—';
  const cardPart = payment.gift_card_amount > 0 && payment.payment_method !== 'gift_card';
  return cardPart ? `${method} + gift card ${payment.gift_card_amount.toFixed(2)}` : method;
};

/** Cards on phones; from 768 px a table. Each payment links to its order. */
export function PaymentList(props: PaymentListProps) {
  return useIsDesktop() ? <PaymentTable {...props} /> : <PaymentCards {...props} />;
}

function StatusBadge({ payment }: { payment: Payment }) {
  if (isRefund(payment)) {
    return (
      <span
        title={payment.reason ?? undefined}
        className="rounded-full bg-danger-soft px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-danger"
      >
        {payment.kind === 'reversal' ? 'Undone' : 'Refund'}
      </span>
    );
  }
  const tone =
    payment.status === 'done'
      ? 'bg-primary-soft text-primary-soft-foreground'
      : payment.status === 'failed'
        ? 'bg-danger-soft text-danger'
        : 'bg-muted text-muted-foreground';
  return (
    <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap ${tone}`}>
      {STATUS_LABELS[payment.status]}
    </span>
  );
}

function PaymentCards({ items, currency, timeZone }: PaymentListProps) {
  return (
    <ul className="space-y-2.5">
      {items.map((payment) => (
        <li key={rowKey(payment)}>
          <Link
            to={orderPath(payment)}
            className="block rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span className="flex items-baseline gap-2">
              <span className="font-semibold tabular-nums">#{payment.number}</span>
              <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
                {payment.sender_name ?? ''}
              </span>
              <span className={`font-semibold tabular-nums ${isRefund(payment) ? 'text-danger' : ''}`}>
                {formatMoney(payment.amount, currency)}
              </span>
            </span>
            <span className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <span className="min-w-0 flex-1 truncate">
                {formatPaidAt(payment.paid_at, timeZone)} · {methodLabel(payment)}
              </span>
              <StatusBadge payment={payment} />
            </span>
            {payment.tax_total > 0 && (
              <span className="mt-1 block text-right text-xs text-muted-foreground tabular-nums">
                net {formatMoney(payment.net_total, currency)} · tax{' '}
                {formatMoney(payment.tax_total, currency)}
              </span>
            )}
            {payment.discount_total > 0 && (
              <span className="mt-1 block text-right text-xs text-muted-foreground tabular-nums">
                discount {payment.discount_code} −{formatMoney(payment.discount_total, currency)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PaymentTable({ items, currency, timeZone }: PaymentListProps) {
  const head = 'px-4 py-2.5 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              Order
            </th>
            <th scope="col" className={head}>
              Paid at
            </th>
            <th scope="col" className={head}>
              Method
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${head} text-right`}>
              Net
            </th>
            <th scope="col" className={`${head} text-right`}>
              Tax
            </th>
            <th scope="col" className={`${head} text-right`}>
              Discount
            </th>
            <th scope="col" className={head}>
              Customer
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((payment) => (
            <tr key={rowKey(payment)} className="transition-colors hover:bg-muted/60">
              <td className="px-4 py-3 font-semibold tabular-nums">
                <Link to={orderPath(payment)} className="hover:text-primary hover:underline">
                  #{payment.number}
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                {formatPaidAt(payment.paid_at, timeZone)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{methodLabel(payment)}</td>
              <td className="px-4 py-3">
                <StatusBadge payment={payment} />
              </td>
              <td
                className={`px-4 py-3 text-right font-semibold tabular-nums ${isRefund(payment) ? 'text-danger' : ''}`}
              >
                {formatMoney(payment.amount, currency)}
              </td>
              <td className="px-4 py-3 text-right text-muted-foreground tabular-nums">
                {formatMoney(payment.net_total, currency)}
              </td>
              <td className="px-4 py-3 text-right text-muted-foreground tabular-nums">
                {formatMoney(payment.tax_total, currency)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                {payment.discount_total > 0 ? (
                  <>
                    <span className="mr-1.5 text-xs">{payment.discount_code}</span>−
                    {formatMoney(payment.discount_total, currency)}
                  </>
                ) : (
                  <span className="text-muted-foreground/70">—</span>
                )}
              </td>
              <td className="max-w-56 truncate px-4 py-3 text-muted-foreground">
                {payment.sender_name ?? <span className="text-muted-foreground/70">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
