import type { IssuedGiftCard } from '@contract/gift-cards';
import type { InternOrder } from '@contract/orders';
import { CircleCheck, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { useShopTimeZone } from '../../../lib/current-business';
import { type ShopPaymentMethod, useMarkPaid } from '../api/mark-paid';
import { GiftCardCodes } from './gift-card-codes';
import { PaymentBadge } from './order-badges';
import { formatMoment, PAYMENT_METHOD_LABELS } from './order-format';
import { PaymentCorrections } from './payment-corrections';
import { receiptState } from './use-shown-once-codes';

const SHOP_METHODS: ShopPaymentMethod[] = ['cash', 'card', 'bank_transfer', 'other'];

/** Whether and how the order was paid; records a payment taken in the shop (once). */
export function PaymentPanel({
  order,
  total,
  staff = false,
}: {
  order: InternOrder;
  total: string;
  /** Owner and manager may undo a shop payment and give money back. */
  staff?: boolean;
}) {
  const timeZone = useShopTimeZone();
  const markPaid = useMarkPaid(order.uuid);
  const [method, setMethod] = useState<ShopPaymentMethod>('cash');
  /** Gift cards the payment issued without an address to e-mail them to: their codes, this once. */
  const [codes, setCodes] = useState<IssuedGiftCard[]>([]);
  const navigate = useNavigate();
  const id = useId();

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

  if (order.payment_status === 'done' || order.payment_status === 'refunded') {
    return (
      <>
        {handOver}
        <p className="flex items-start gap-2.5 text-[15px]">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            <span className="font-medium">
              {order.payment_status === 'refunded' ? `Refunded (paid ${total})` : `Paid ${total}`}
            </span>
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
        {staff && <PaymentCorrections order={order} />}
      </>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await markPaid.mutateAsync(method);
      setCodes(answer.issued_gift_cards ?? []);
      toast.success(`Order #${order.number} marked paid`);
    } catch {
      // The global toast says why (e.g. paid in the meantime); the page then shows the payment.
    }
  };

  return (
    <>
      {handOver}
      <form onSubmit={submit} className="space-y-3">
        <div className="flex items-center gap-2">
          <PaymentBadge status={order.payment_status} />
          <span className="text-sm text-muted-foreground">{total} to pay</span>
        </div>
        <div className="flex flex-wrap items-end gap-2">
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
            Mark paid
          </Button>
        </div>
      </form>
    </>
  );
}
