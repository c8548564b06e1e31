import { isGiftCardsOnly } from '@contract/gift-card-orders';
import type { OrderOptions, PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ShopLegalLinks } from '../../components/shop-legal/shop-legal-links';
import { WithdrawalNote } from '../../components/shop-legal/withdrawal-note';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { i18n } from '../../i18n/customer-i18n';
import { orderLabel } from '../../lib/order-number';
import { useOrderOptions } from '../api/get-order-options';
import { usePublicOrder } from '../api/get-public-order';
import { GiftCardSending } from '../components/gift-card-sending';
import { OccasionReminder } from '../components/occasion-reminder';
import { OrderDocuments } from '../components/order-documents';
import { OrderLoadError } from '../components/order-not-found';
import { OrderPageSkeleton } from '../components/order-page-skeleton';
import { OrderSummary } from '../components/order-summary';
import { formatLongDay, formatSlot } from '../components/order-texts';
import { PaymentNote } from '../components/payment-note';
import { PaymentReturn } from '../components/payment-return';
import { ShopHeader } from '../components/shop-header';
import { orderProgress, StatusTimeline } from '../components/status-timeline';
import { TextOptIn } from '../components/text-opt-in';
import { useDocumentTitle } from '../components/use-document-title';
import { CalendarDays, MapPin, PencilLine } from '../icons';
import { Link } from '../navigation';

/** /order/{uuid}/details: where the order is, what and when, and the photo of the bouquet once made. */
export function PublicOrderDetailsPage({ uuid, search }: { uuid: string; search: URLSearchParams }) {
  useLingui();
  const order = usePublicOrder(uuid);
  const options = useOrderOptions(uuid);
  useDocumentTitle(
    order.data
      ? i18n._('Order {number} · {shop}', {
          number: orderLabel(order.data.number),
          shop: order.data.business.name,
        })
      : null,
  );

  if (order.isPending) return <OrderPageSkeleton />;
  if (order.isError) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  return <OrderDetails order={order.data} options={options.data} returned={search.get('payment')} />;
}

function headline(order: PublicOrder, timeZone: string | undefined): string {
  if (order.order_status === 'draft') return i18n._('Your order is not complete yet');
  const { steps, current } = orderProgress(order, timeZone);
  return steps[current]?.title ?? i18n._('Your order');
}

function Block({ title, icon: Icon, children }: { title: string; icon: typeof MapPin; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 text-[15px]">
        <h3 className="text-sm text-muted-foreground">{title}</h3>
        {children}
      </div>
    </div>
  );
}

function OrderDetails({
  order,
  options,
  returned,
}: {
  order: PublicOrder;
  options: OrderOptions | undefined;
  /** `payment` of the address the card provider sent the customer back to. */
  returned: string | null;
}) {
  const draft = order.order_status === 'draft';
  // Gift cards alone go by e-mail: no delivery or pickup to show (docs/decisions/053).
  const giftCardsOnly = isGiftCardsOnly(order.items);
  const location = options?.pickup_locations.find((item) => item.id === order.location_id);

  return (
    <div className="w-full">
      <ShopHeader order={order} subtitle={headline(order, options?.time_zone)} />
      <div className="mx-auto mt-8 grid w-full max-w-5xl gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
        <div className="space-y-5">
          {draft ? (
            <Card className="p-5 text-center sm:p-6">
              <p className="text-[15px] text-muted-foreground">
                {i18n._('The shop is waiting for a few details from you: who the flowers are for, and when.')}
              </p>
              <Link to={`/order/${order.uuid}`} className={buttonClasses('primary', 'lg', 'mt-4')}>
                {i18n._('Complete your order')}
              </Link>
            </Card>
          ) : (
            <Card className="p-5 sm:p-6">
              <StatusTimeline order={order} timeZone={options?.time_zone} />
            </Card>
          )}

          {order.polaroid_photo && (
            <figure>
              <Card className="overflow-hidden p-3 pb-4 sm:p-4 sm:pb-5">
                <img
                  src={order.polaroid_photo}
                  alt={i18n._('Your bouquet from {shop}', { shop: order.business.name })}
                  className="aspect-square w-full rounded-lg bg-muted object-cover"
                />
                <figcaption className="mt-3 text-center font-display text-xl font-semibold italic">
                  {i18n._('Your bouquet')}
                </figcaption>
              </Card>
            </figure>
          )}

          {!draft && (
            <Card className="space-y-4 p-5 sm:p-6">
              {giftCardsOnly ? (
                <GiftCardSending order={order} />
              ) : (
                <WhenAndWhere order={order} location={location} />
              )}
              {order.editable && (
                <Link
                  to={`/order/${order.uuid}`}
                  className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}
                >
                  <PencilLine className="size-4" aria-hidden="true" />
                  {i18n._('Change your order')}
                </Link>
              )}
            </Card>
          )}
          {!draft && !giftCardsOnly && <OccasionReminder order={order} />}
          {!draft && !giftCardsOnly && <TextOptIn order={order} />}
        </div>
        <aside className="space-y-5 lg:sticky lg:top-6">
          <OrderSummary order={order} />
          <Card className="p-4 sm:p-5">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {i18n._('Payment')}
            </h2>
            <PaymentReturn order={order} returned={returned} />
            <PaymentNote
              order={order}
              allowPayInShop={options?.order_form.allow_pay_in_shop}
              cardPayments={options?.card_payments}
            />
            <OrderDocuments order={order} />
            {!giftCardsOnly && <WithdrawalNote className="mt-3" />}
          </Card>
        </aside>
      </div>
      <ShopLegalLinks shopUrl={order.business.url} className="mt-8 text-sm text-muted-foreground" />
    </div>
  );
}

/** A delivery or a pickup: on which day, in which window, to whom or where, and the card's words. */
function WhenAndWhere({
  order,
  location,
}: {
  order: PublicOrder;
  location: OrderOptions['pickup_locations'][number] | undefined;
}) {
  const delivery = order.method === 'delivery';
  return (
    <>
      <Block title={delivery ? i18n._('Delivery') : i18n._('Pickup')} icon={CalendarDays}>
        <p className="font-medium">
          {order.delivery_date ? formatLongDay(order.delivery_date) : i18n._('Date to be agreed')}
        </p>
        {order.time_slot && <p className="tabular-nums">{formatSlot(order.time_slot)}</p>}
      </Block>
      <Block
        title={
          delivery
            ? i18n._('To {recipient}', { recipient: order.recipient_name ?? i18n._('the recipient') })
            : i18n._('Where to collect')
        }
        icon={MapPin}
      >
        {delivery ? (
          <>
            <p>
              {order.delivery_address}
              {order.delivery_unit && `, ${order.delivery_unit}`}
            </p>
            <p>
              {order.delivery_zipcode} {order.delivery_city}
            </p>
          </>
        ) : location ? (
          <>
            <p className="font-medium">{location.name}</p>
            <p>{location.address}</p>
            <p>
              {location.zipcode} {location.city}
            </p>
          </>
        ) : (
          <p>{i18n._('At {shop}', { shop: order.business.name })}</p>
        )}
      </Block>
      {order.card_message && (
        <blockquote className="rounded-xl bg-accent/50 px-4 py-3 font-display text-[17px] leading-relaxed whitespace-pre-line italic">
          {order.card_message}
        </blockquote>
      )}
    </>
  );
}
