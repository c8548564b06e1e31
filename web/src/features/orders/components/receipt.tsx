import type { IssuedGiftCard } from '@contract/gift-cards';
import type { InternOrder } from '@contract/orders';
import { lineDetails } from '@contract/product-lines';
import { formatMoney } from '../../../lib/format-money';
import { formatDay, formatMoment, formatSlot, PAYMENT_METHOD_LABELS } from './order-format';

/** A till receipt of an order: what was sold, for how much, and how it was paid. */
export function Receipt({
  order,
  refunded = 0,
  timeZone,
  giftCardCodes = [],
}: {
  order: InternOrder;
  /** Money given back so far (owner and manager can read it). */
  refunded?: number;
  /** The shop's, for the time on the receipt. */
  timeZone?: string;
  /** Codes of gift cards just sold that could not be e-mailed: printed this once. */
  giftCardCodes?: IssuedGiftCard[];
}) {
  const money = (amount: number | string) => formatMoney(Number(amount), order.currency);
  const taxed = order.tax_total > 0;
  const paid = order.payment_status === 'done' || order.payment_status === 'refunded';
  return (
    <article
      aria-label={`Receipt for order #${order.number}`}
      className="font-mono text-[13px] leading-relaxed"
    >
      <header className="text-center">
        <p className="font-display text-lg font-semibold">{order.business.name}</p>
        <p>{order.business.phone}</p>
        <p>{order.business.email}</p>
      </header>
      <Rule />
      <p className="flex justify-between">
        <span>Receipt</span>
        <span className="tabular-nums">#{order.number}</span>
      </p>
      <p className="flex justify-between">
        <span>Date</span>
        <span>{formatMoment(order.paid_at ?? order.submitted_at ?? order.created_at, timeZone)}</span>
      </p>
      {order.sender_name && (
        <p className="flex justify-between gap-3">
          <span>Customer</span>
          <span className="truncate">{order.sender_name}</span>
        </p>
      )}
      <Rule />
      {order.items.length > 0 ? (
        order.items.map((item) => (
          <div key={item.id}>
            <Line
              label={`${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.product_name ?? 'Flowers'}`}
              value={money(item.total)}
            />
            {lineDetails(item) && <p className="pl-3 opacity-80">{lineDetails(item)}</p>}
          </div>
        ))
      ) : (
        <Line label={order.product_name ?? 'Flowers'} value={money(order.price)} />
      )}
      {order.discount_total > 0 && (
        <Line
          label={`Discount (${order.discount_code ?? 'code'})`}
          value={`−${money(order.discount_total)}`}
        />
      )}
      {order.method === 'delivery' && order.delivery_price !== null && (
        <Line label="Delivery" value={money(order.delivery_price)} />
      )}
      <Rule />
      {taxed && (
        <>
          <Line label="Net" value={money(order.net_total)} />
          {order.tax_lines.map((line) => (
            <Line
              key={line.rate}
              label={`${order.tax_mode === 'sales_tax' ? 'Sales tax' : 'VAT'} ${line.rate} % on ${money(line.base)}`}
              value={money(line.amount)}
            />
          ))}
        </>
      )}
      <p className="flex justify-between text-base font-bold">
        <span>Total</span>
        <span className="tabular-nums">{money(order.total)}</span>
      </p>
      {order.payments.map((payment) => (
        <Line
          key={payment.id}
          label={`Gift card …${payment.code_last4}`}
          value={`−${money(payment.amount)}`}
        />
      ))}
      {order.payments.length > 0 && <Line label="To pay" value={money(order.amount_due)} />}
      <p className="mt-1">
        {paid
          ? `Paid${order.payment_method ? ` · ${PAYMENT_METHOD_LABELS[order.payment_method]}` : ''}`
          : 'Not paid yet'}
      </p>
      {refunded > 0 ? (
        <Line label="Refunded" value={`−${money(refunded)}`} />
      ) : (
        order.payment_status === 'refunded' && <p>Refunded</p>
      )}
      {order.method === 'delivery' && (
        <>
          <Rule />
          <p>Delivery to {order.recipient_name}</p>
          <p>
            {[order.delivery_address, order.delivery_unit].filter(Boolean).join(', ')}
            {order.delivery_zipcode && `, ${order.delivery_zipcode} ${order.delivery_city ?? ''}`}
          </p>
          {order.delivery_date && (
            <p>
              {formatDay(order.delivery_date, 'long')}
              {order.time_slot && `, ${formatSlot(order.time_slot)}`}
            </p>
          )}
        </>
      )}
      {giftCardCodes.length > 0 && (
        <>
          <Rule />
          {giftCardCodes.map((card) => (
            <div key={card.id} className="py-0.5">
              <Line label="Gift card" value={money(card.value)} />
              <p className="text-center text-base font-bold tracking-wider break-all">{card.code}</p>
              <p className="text-center">Valid until {formatDay(card.expires_on, 'long')}</p>
            </div>
          ))}
        </>
      )}
      {order.card_message && (
        <>
          <Rule />
          <p className="whitespace-pre-line italic">“{order.card_message}”</p>
        </>
      )}
      <Rule />
      <p className="text-center">Thank you!</p>
    </article>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between gap-3">
      <span className="min-w-0 break-words">{label}</span>
      <span className="shrink-0 tabular-nums">{value}</span>
    </p>
  );
}

const Rule = () => <hr className="my-2 border-dashed border-current opacity-40" />;
