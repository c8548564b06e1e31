import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { CalendarDays, Mail } from '../icons';
import { formatLongDay } from './order-texts';

/**
 * Where an order of gift cards alone goes instead of a delivery or a pickup (docs/decisions/053):
 * to whose e-mail, on which day, with what words.
 */
export function GiftCardSending({ order }: { order: PublicOrder }) {
  const { i18n } = useLingui();
  return (
    <section aria-label={i18n._('Your gift card')} className="space-y-4">
      <div className="flex gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 text-[15px]">
          <h3 className="text-sm text-muted-foreground">{i18n._('E-mailed to')}</h3>
          <p className="font-medium break-words">
            {order.gift_recipient_email ?? i18n._('You ({email})', { email: order.sender_email ?? '' })}
          </p>
          {order.gift_recipient_email && <p>{i18n._('You get a copy at the same time.')}</p>}
        </div>
      </div>
      <div className="flex gap-3">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 text-[15px]">
          <h3 className="text-sm text-muted-foreground">{i18n._('Sent on')}</h3>
          <p className="font-medium">
            {order.gift_send_on ? formatLongDay(order.gift_send_on) : i18n._('As soon as the order is paid')}
          </p>
        </div>
      </div>
      {order.gift_message && (
        <blockquote className="rounded-xl bg-accent/50 px-4 py-3 font-display text-[17px] leading-relaxed whitespace-pre-line italic">
          {order.gift_message}
        </blockquote>
      )}
    </section>
  );
}
