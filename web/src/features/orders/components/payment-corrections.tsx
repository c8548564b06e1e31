import { fromCents, toCents } from '@contract/money';
import type { InternOrder } from '@contract/orders';
import { RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PriceInput } from '../../../components/ui/price-input';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { useShopTimeZone } from '../../../lib/current-business';
import { showErrorToast } from '../../../lib/error-toast';
import { formatMoney, parseMoneyInput } from '../../../lib/format-money';
import { formatMoment, PAYMENT_METHOD_LABELS } from '../../../lib/order-format';
import { useRefundOrder, useRefunds } from '../api/refunds';
import { useUndoPayment } from '../api/undo-payment';

type Mode = 'refund' | 'undo' | null;

/**
 * Owner and manager correct a payment taken in the shop: undo it (recorded by mistake) or give
 * money back, each with a reason. A card payment made online is refunded with the card provider.
 */
export function PaymentCorrections({ order }: { order: InternOrder }) {
  const timeZone = useShopTimeZone();
  const [mode, setMode] = useState<Mode>(null);
  const answer = useRefunds(order.uuid, true).data;
  // Read only a list answer: the panel must never break the order page.
  const refunds = { data: answer && Array.isArray(answer.items) ? answer : undefined };
  const inShop = order.payment_method !== null && order.payment_method !== 'online';
  const paid = order.payment_status === 'done';
  const refunded = refunds.data?.refunded_total ?? 0;
  const money = (value: number) => formatMoney(value, order.currency);

  return (
    <div className="mt-3 space-y-3">
      {(refunds.data?.items.length ?? 0) > 0 && (
        <ul aria-label="Refunds" className="space-y-1.5 text-sm">
          {refunds.data?.items.map((r) => (
            <li key={r.id} className="rounded-lg bg-muted/60 px-3 py-2">
              <span className="font-medium tabular-nums">−{money(r.amount)}</span>{' '}
              <span className="text-muted-foreground">
                {PAYMENT_METHOD_LABELS[r.method]} · {formatMoment(r.created_at, timeZone)}
                {r.by ? ` · ${r.by.name}` : ''}
              </span>
              <span className="block">{r.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {paid && inShop && (
        <div className="flex flex-wrap gap-2">
          {(refunds.data?.refundable ?? 0) > 0 && (
            <Button variant="outline" size="sm" onClick={() => setMode('refund')}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Refund
            </Button>
          )}
          {refunded === 0 && (
            <Button variant="ghost" size="sm" onClick={() => setMode('undo')}>
              <Undo2 className="size-4" aria-hidden="true" />
              Undo payment
            </Button>
          )}
        </div>
      )}
      {mode === 'refund' && (
        <RefundDialog
          order={order}
          refundable={refunds.data?.refundable ?? 0}
          onClose={() => setMode(null)}
        />
      )}
      {mode === 'undo' && <UndoDialog order={order} onClose={() => setMode(null)} />}
    </div>
  );
}

function RefundDialog({
  order,
  refundable,
  onClose,
}: {
  order: InternOrder;
  refundable: number;
  onClose: () => void;
}) {
  const refund = useRefundOrder(order.uuid);
  const [amount, setAmount] = useState(refundable.toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = parseMoneyInput(amount);
    const found: typeof errors = {};
    if (!(value > 0)) found.amount = 'Enter the amount to give back';
    else if (value > refundable + 1e-9) found.amount = `At most ${formatMoney(refundable, order.currency)}`;
    if (!reason.trim()) found.reason = 'Say why the money is given back';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await refund.mutateAsync({ amount: fromCents(toCents(value)), reason: reason.trim() });
      toast.success(`Refunded ${formatMoney(value, order.currency)} on order #${order.number}`);
      onClose();
    } catch (error) {
      if (isApiError(error) && (error.details.amount || error.details.reason)) {
        setErrors({ amount: error.details.amount as string, reason: error.details.reason as string });
      } else showErrorToast(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Refund order #${order.number}`}
      description={`Give back money paid ${order.payment_method ? `by ${PAYMENT_METHOD_LABELS[order.payment_method].toLowerCase()}` : ''}: all of it or a part.`}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field label="Amount" error={errors.amount} hint={`Up to ${formatMoney(refundable, order.currency)}`}>
          {(control) => (
            <PriceInput
              {...control}
              currency={order.currency}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Two stems broken, customer unhappy…"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>
            Refund
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function UndoDialog({ order, onClose }: { order: InternOrder; onClose: () => void }) {
  const undo = useUndoPayment(order.uuid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why the payment is undone');
    try {
      await undo.mutateAsync(reason.trim());
      toast.success(`Order #${order.number} waits for its payment again`);
      onClose();
    } catch (e) {
      if (isApiError(e) && typeof e.details.reason === 'string') setError(e.details.reason);
      else showErrorToast(e);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Undo the payment"
      description="For a payment recorded by mistake: the order waits for its payment again."
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field label="Reason" error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              placeholder="Marked paid on the wrong order…"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={undo.isPending}>
            Undo payment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
