import type { IssuedGiftCard } from '@contract/gift-cards';
import type { InternOrder } from '@contract/orders';
import { CircleCheck, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GiftCardCodes } from '../../../components/gift-card-codes/gift-card-codes';
import { receiptState } from '../../../components/gift-card-codes/use-shown-once-codes';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoment, PAYMENT_METHOD_LABELS } from '../../../lib/order-format';
import { type ShopPaymentMethod, useMarkPaid } from '../api/mark-paid';
import { PaymentBadge } from './order-badges';
import { PaymentCorrections } from './payment-corrections';

const SHOP_METHODS: ShopPaymentMethod[] = ['cash', 'card', 'bank_transfer', 'other'];

/**
 * Whether and how the order was paid, and what of it was given back; records a payment taken in
 * the shop: the whole order, or the difference when its price was raised after it was paid.
 */
export function PaymentPanel({
  order,
  money,
  staff = false,
}: {
  order: InternOrder;
  /** The shop's money format. */
  money: (amount: number) => string;
  /** Owner and manager may undo a shop payment and give money back. */
  staff?: boolean;
}) {
  const timeZone = useShopTimeZone();
  /** Gift cards the payment issued without an address to e-mail them to: their codes, this once. */
  const [codes, setCodes] = useState<IssuedGiftCard[]>([]);
  const navigate = useNavigate();
  // Shown until the page is left, whether or not the order has been read again as paid yet.
  const handOver = (
    <GiftCardCodes cards={codes} currency={order.currency}>
      <Button
        size="sm"
        onClick={() => navigate(`/intern/orders/${order.uuid}/receipt`, { state: receiptState(codes) })}
      >
        <Printer className="size-4" aria-hidden="true" />
        Print receipt with the code
      </Button>
    </GiftCardCodes>
  );
  if (order.payment_status !== 'done' && order.payment_status !== 'refunded') {
    return (
      <div className="space-y-3">
        {handOver}
        <div className="flex items-center gap-2">
          <PaymentBadge status={order.payment_status} />
          <span className="text-sm text-muted-foreground">{money(order.amount_due)} to pay</span>
        </div>
        <TakePayment order={order} label="Mark paid" onIssued={setCodes} />
      </div>
    );
  }
  const refunded = order.refunded_total > 0;
  const headline =
    order.payment_status === 'refunded'
      ? `Refunded (paid ${money(order.received_total)})`
      : `Paid ${money(order.received_total > 0 ? order.received_total : order.total)}`;
  return (
    <>
      {handOver}
      <p className="flex items-start gap-2.5 text-[15px]">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="font-medium">{headline}</span>
          <span className="block text-sm text-muted-foreground">
            {[
              order.payment_method && PAYMENT_METHOD_LABELS[order.payment_method],
              order.paid_at && formatMoment(order.paid_at, timeZone),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      </p>
      {refunded && (
        <dl aria-label="Money of this order" className="mt-2 grid grid-cols-3 gap-2 text-sm">
          {[
            ['Received', order.received_total],
            ['Refunded', order.refunded_total],
            ['Kept', order.received_total - order.refunded_total],
          ].map(([label, amount]) => (
            <div key={label as string} className="rounded-lg bg-muted/60 px-2.5 py-1.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{money(amount as number)}</dd>
            </div>
          ))}
        </dl>
      )}
      {order.payment_status === 'done' && order.amount_due > 0 && (
        <div className="mt-3 space-y-2 rounded-xl border border-warning/40 p-3">
          <p className="text-sm font-medium">
            {money(order.amount_due)} more is due: the price was raised after it was paid.
          </p>
          <TakePayment order={order} label={`Take ${money(order.amount_due)}`} onIssued={setCodes} />
        </div>
      )}
      {order.owed_back > 0 && (
        <p className="mt-3 rounded-xl border border-warning/40 p-3 text-sm font-medium">
          {money(order.owed_back)} is owed back: the price was lowered after it was paid.
          {staff ? ' Refund it below.' : ' An owner or manager can refund it.'}
        </p>
      )}
      {staff && <PaymentCorrections order={order} />}
    </>
  );
}

/** How the money was taken, and the button that records it. */
function TakePayment({
  order,
  label,
  onIssued,
}: {
  order: InternOrder;
  label: string;
  onIssued: (cards: IssuedGiftCard[]) => void;
}) {
  const markPaid = useMarkPaid(order.uuid);
  const [method, setMethod] = useState<ShopPaymentMethod>('cash');
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await markPaid.mutateAsync(method);
      onIssued(answer.issued_gift_cards ?? []);
      toast.success(`Order #${order.number} marked paid`);
    } catch {
      // The global toast says why (e.g. paid in the meantime); the page then shows the payment.
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          Paid with
        </label>
        <Select
          id={id}
          value={method}
          onChange={(event) => setMethod(event.target.value as ShopPaymentMethod)}
        >
          {SHOP_METHODS.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" loading={markPaid.isPending}>
        {label}
      </Button>
    </form>
  );
}
