import type { DeliveryStop, OutForDeliveryInput } from '@contract/delivery-run';
import { Check, DoorClosed, Truck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { errorToastMessage } from '../../lib/error-toast';
import { Button } from '../ui/button';
import { AttemptDialog } from './attempt-dialog';
import { useBringBack } from './bring-back';
import { DeliveredDialog } from './delivered-dialog';
import { DriverDialog } from './driver-dialog';
import { useMarkAttempted } from './mark-attempted';
import { useMarkDelivered } from './mark-delivered';
import { useSendOut } from './send-out';

/** What the run needs of an order: a stop of the day's list or the order's own page. */
export type RunOrder = Pick<
  DeliveryStop,
  'uuid' | 'number' | 'delivery_status' | 'driver' | 'delivery_note' | 'out_for_delivery_at' | 'delivered_at'
> & { order_status: 'draft' | 'pending' | 'ready' | 'done' };

type Open = 'out' | 'delivered' | 'attempted' | null;

/**
 * docs/product.md, Toasts: at the bottom a step's toast lay over the next stop's buttons, just where
 * the driver's thumb goes next; at the top it lies over the page's header (app/providers.tsx).
 */
export const RUN_TOAST_POSITION = 'top-center';

const refusal = (failure: unknown) =>
  isApiError(failure) && (failure.code === 'CONFLICT' || failure.code === 'VALIDATION_ERROR')
    ? failure.message
    : errorToastMessage(failure);

/**
 * The steps of a ready delivery, as big buttons for a phone: out for delivery (with a driver),
 * delivered (with a photo) or not home (with a note), then out again or back in the shop.
 */
export function DeliveryActions({ order, className }: { order: RunOrder; className?: string }) {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const sendOut = useSendOut(order.uuid);
  const delivered = useMarkDelivered(order.uuid);
  const attempted = useMarkAttempted(order.uuid);
  const back = useBringBack(order.uuid);

  const show = (which: Open) => {
    setError(null);
    setOpen(which);
  };
  const run = async (step: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await step();
      setOpen(null);
      toast.success(done, { position: RUN_TOAST_POSITION });
    } catch (failure) {
      const message = refusal(failure);
      if (open) setError(message);
      else toast.error(message, { position: RUN_TOAST_POSITION });
    }
  };

  if (order.order_status !== 'ready') return null;
  const status = order.delivery_status;
  const away = status === 'out_for_delivery' || status === 'attempted';
  const big = 'h-14 flex-1 basis-40 text-base';

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {status === null || status === 'attempted' ? (
        <Button size="lg" className={big} onClick={() => show('out')}>
          <Truck className="size-5" aria-hidden="true" />
          {status === 'attempted' ? 'Out again' : 'Out for delivery'}
        </Button>
      ) : null}
      {status === 'out_for_delivery' && (
        <>
          <Button size="lg" className={big} onClick={() => show('delivered')}>
            <Check className="size-5" aria-hidden="true" />
            Delivered
          </Button>
          <Button size="lg" variant="outline" className={big} onClick={() => show('attempted')}>
            <DoorClosed className="size-5" aria-hidden="true" />
            Not home
          </Button>
        </>
      )}
      {away && (
        <Button
          variant="ghost"
          size="lg"
          className="h-14"
          loading={back.isPending}
          onClick={() => void run(() => back.mutateAsync(), `#${order.number} is back in the shop`)}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          Back in the shop
        </Button>
      )}
      <DriverDialog
        open={open === 'out'}
        number={order.number}
        pending={sendOut.isPending}
        error={error}
        onClose={() => setOpen(null)}
        onSend={(driver: OutForDeliveryInput) =>
          void run(() => sendOut.mutateAsync(driver), `#${order.number} is out for delivery`)
        }
      />
      <DeliveredDialog
        open={open === 'delivered'}
        number={order.number}
        pending={delivered.isPending}
        progress={delivered.progress}
        error={error}
        onClose={() => setOpen(null)}
        onDeliver={(photo) => void run(() => delivered.mutateAsync(photo), `#${order.number} is delivered`)}
      />
      <AttemptDialog
        open={open === 'attempted'}
        number={order.number}
        pending={attempted.isPending}
        error={error}
        onClose={() => setOpen(null)}
        onSave={(note) => void run(() => attempted.mutateAsync(note), `#${order.number}: not home, noted`)}
      />
    </div>
  );
}
