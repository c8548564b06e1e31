import { isGiftCardsOnly } from '@contract/gift-card-orders';
import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/customer-i18n';
import { cn } from '../../lib/cn';
import { Check } from '../icons';
import { giftCardProgress, type Progress, type Step } from './gift-card-steps';

/** The order's way in the customer's words: received, being prepared, on its way or ready, done. */
export function customerSteps(
  order: Pick<PublicOrder, 'method'> & Partial<Pick<PublicOrder, 'order_status' | 'delivery_status'>>,
): Step[] {
  const delivery = order.method === 'delivery';
  return [
    { title: i18n._('Order received'), text: i18n._('The shop has your order.') },
    { title: i18n._('Being prepared'), text: i18n._('Your florist is making your bouquet.') },
    delivery
      ? deliveryStep(order)
      : { title: i18n._('Ready for pickup'), text: i18n._('Your flowers are waiting for you at the shop.') },
    delivery
      ? { title: i18n._('Delivered'), text: i18n._('The flowers have been delivered.') }
      : { title: i18n._('Collected'), text: i18n._('The flowers have been collected.') },
  ];
}

/** A made delivery is "on its way" only once it left the shop with a driver. */
function deliveryStep(order: Partial<Pick<PublicOrder, 'order_status' | 'delivery_status'>>): Step {
  if (order.order_status === 'ready' && !order.delivery_status) {
    return {
      title: i18n._('Ready to go out'),
      text: i18n._('Your bouquet is made and leaves the shop soon.'),
    };
  }
  if (order.delivery_status === 'attempted') {
    return {
      title: i18n._('Out for delivery'),
      text: i18n._('Nobody was there to take the flowers; the shop will try again.'),
    };
  }
  return { title: i18n._('Out for delivery'), text: i18n._('Your flowers are on their way.') };
}

/** How many steps are behind the order, and which one it is at now (-1: not sent yet). */
export function currentStep(status: PublicOrder['order_status']): number {
  switch (status) {
    case 'draft':
      return -1;
    case 'pending':
      return 1;
    case 'ready':
      return 2;
    case 'done':
      return 3;
  }
}

/**
 * Where the order is: flowers are made, then delivered or collected; gift cards alone are paid and
 * sent. `timeZone` is the shop's (a card's send day starts on its clock).
 */
export function orderProgress(order: PublicOrder, timeZone: string | undefined, now = new Date()): Progress {
  if (isGiftCardsOnly(order.items)) return giftCardProgress(order, timeZone, now);
  return {
    steps: customerSteps(order),
    current: currentStep(order.order_status),
    finished: order.order_status === 'done',
  };
}

export function StatusTimeline({ order, timeZone }: { order: PublicOrder; timeZone: string | undefined }) {
  // Drawn again when the language changes.
  useLingui();
  const { steps, current, finished } = orderProgress(order, timeZone);
  return (
    <ol aria-label={i18n._('Order status')} className="space-y-0">
      {steps.map((step, index) => {
        const done = index < current || (finished && index === current);
        const now = index === current && !finished;
        return (
          <li
            key={step.title}
            aria-current={index === current ? 'step' : undefined}
            className="relative flex gap-3.5 pb-5 last:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5 rounded-full',
                  index < current ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                now && 'border-primary bg-surface text-primary',
                !done && !now && 'border-border bg-surface text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              {now && (
                <span className="absolute inset-0 animate-ping rounded-full border-2 border-primary/40 motion-reduce:hidden" />
              )}
            </span>
            <span className="pt-1">
              <span className={cn('block font-semibold', !done && !now && 'text-muted-foreground')}>
                {step.title}
                <span className="sr-only">{done ? i18n._(' (done)') : now ? i18n._(' (now)') : ''}</span>
              </span>
              {index === current && <span className="block text-sm text-muted-foreground">{step.text}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
