import type { InternOrder } from '@contract/orders';
import { Calculator, ChevronRight, CircleAlert, Pencil, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TaxRows } from '../../../components/money/tax-lines';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PriceInput } from '../../../components/ui/price-input';
import { errorToastMessage } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { amountText } from '../../../lib/format-money';
import { checkMoney } from '../../../lib/money-field';
import { useUpdatePrices } from '../api/update-prices';
import { SectionCard } from './section-card';

interface PriceCardProps {
  order: InternOrder;
  currency: string | undefined;
  money: (amount: number) => string;
  /** Only owner and manager change prices (docs/decisions/018); florists see them. */
  canChangePrices: boolean;
}

/** The order's prices; staff correct them inline until the order is done. */
export function PriceCard({ order, currency, money, canChangePrices }: PriceCardProps) {
  const [editing, setEditing] = useState(false);
  const canEdit = canChangePrices && order.order_status !== 'done';

  return (
    <SectionCard
      title="Price"
      icon={ReceiptText}
      action={
        canEdit && !editing ? (
          <Button variant="ghost-primary" size="sm" onClick={() => setEditing(true)} aria-label="Edit price">
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        ) : null
      }
    >
      {editing && canEdit ? (
        <PricesForm order={order} currency={currency} onDone={() => setEditing(false)} />
      ) : (
        <dl className="space-y-1.5 text-[15px]">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Flowers</dt>
            <dd className="tabular-nums">{money(order.price)}</dd>
          </div>
          {order.discount_code && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Discount ({order.discount_code})</dt>
              <dd className="tabular-nums">
                {order.discount_total > 0 ? `−${money(order.discount_total)}` : 'Below its minimum'}
              </dd>
            </div>
          )}
          {order.method === 'delivery' && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Delivery</dt>
              <dd className="tabular-nums">
                {order.delivery_price === null ? 'From the zip code' : money(order.delivery_price)}
              </dd>
            </div>
          )}
          <TaxRows order={order} money={money} placement="above-total" />
          <div className="flex justify-between gap-3 border-t border-border pt-1.5 font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{money(order.total)}</dd>
          </div>
          <TaxRows order={order} money={money} placement="below-total" />
          {order.payments.map((payment) => (
            <div key={payment.id} className="flex justify-between gap-3 text-muted-foreground">
              <dt>Gift card ···{payment.code_last4}</dt>
              <dd className="tabular-nums">−{money(payment.amount)}</dd>
            </div>
          ))}
          {order.payments.length > 0 && (
            <div className="flex justify-between gap-3 font-semibold">
              <dt>Amount due</dt>
              <dd className="tabular-nums">{money(order.amount_due)}</dd>
            </div>
          )}
        </dl>
      )}
      <Link
        to={`/intern/orders/${order.uuid}/cost`}
        className="mt-3 flex min-h-11 items-center gap-2 rounded-xl bg-muted/60 px-3 py-2.5 text-sm font-medium hover:bg-muted"
      >
        <Calculator className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="flex-1">Cost and flowers used</span>
        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
      </Link>
    </SectionCard>
  );
}

interface PricesValues {
  price: string;
  delivery_price: string;
}

function PricesForm({
  order,
  currency,
  onDone,
}: {
  order: InternOrder;
  currency: string | undefined;
  onDone: () => void;
}) {
  const update = useUpdatePrices(order.uuid);
  const delivery = order.method === 'delivery';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PricesValues>({
    defaultValues: { price: amountText(order.price), delivery_price: amountText(order.delivery_price) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: PricesValues) => {
    setFailure(null);
    const price = checkMoney(values.price);
    if ('message' in price) {
      form.setError('price', {
        type: 'check',
        message: values.price.trim() ? price.message : 'Enter the price',
      });
      return;
    }
    let deliveryPrice: number | null = null;
    if (delivery && values.delivery_price.trim()) {
      const checked = checkMoney(values.delivery_price);
      if ('message' in checked) {
        form.setError('delivery_price', { type: 'check', message: checked.message });
        return;
      }
      deliveryPrice = checked.amount;
    }
    try {
      await update.mutateAsync({ price: price.amount, delivery_price: deliveryPrice });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['price', 'delivery_price'])) return;
      setFailure(errorToastMessage(error));
      return;
    }
    toast.success('Order updated');
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      <Field label="Flowers" error={errors.price?.message}>
        {(control) => <PriceInput {...control} {...form.register('price')} currency={currency} />}
      </Field>
      {delivery && (
        <Field
          label="Delivery"
          error={errors.delivery_price?.message}
          hint={order.order_status === 'draft' ? 'Leave empty to take it from the zip code.' : undefined}
        >
          {(control) => <PriceInput {...control} {...form.register('delivery_price')} currency={currency} />}
        </Field>
      )}
      {failure && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" size="sm" loading={isSubmitting}>
          Save prices
        </Button>
      </div>
    </form>
  );
}
