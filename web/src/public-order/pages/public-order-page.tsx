import { isGiftCardsOnly } from '@contract/gift-card-orders';
import { useLingui } from '@lingui/react';
import { ShopLegalLinks } from '../../components/shop-legal/shop-legal-links';
import { i18n } from '../../i18n/customer-i18n';
import { orderLabel } from '../../lib/order-number';
import { useOrderOptions } from '../api/get-order-options';
import { usePublicOrder } from '../api/get-public-order';
import { CustomerForm } from '../components/customer-form';
import { OrderLoadError } from '../components/order-not-found';
import { OrderPageSkeleton } from '../components/order-page-skeleton';
import { ShopHeader } from '../components/shop-header';
import { useDocumentTitle } from '../components/use-document-title';
import { Redirect } from '../navigation';

/** /order/{uuid}: the customer completes the order the shop started, or corrects it while they may. */
export function PublicOrderPage({ uuid }: { uuid: string }) {
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
  // Sent and no longer changeable (paid, in the making, done): the details page says where it is.
  if (!order.data.editable) return <Redirect to={`/order/${uuid}/details`} />;
  if (options.isPending) return <OrderPageSkeleton />;
  if (options.isError) return <OrderLoadError error={options.error} onRetry={() => void options.refetch()} />;

  const draft = order.data.order_status === 'draft';
  return (
    <div className="w-full">
      <ShopHeader
        order={order.data}
        subtitle={draft ? i18n._('Complete your order') : i18n._('Change your order')}
      />
      <p className="mx-auto mt-3 max-w-md text-center text-[15px] text-muted-foreground">
        {!draft
          ? i18n._('You can change your details until the shop starts on your order.')
          : isGiftCardsOnly(order.data.items)
            ? i18n._('Tell us who you are and who gets the gift card. It takes a minute.')
            : i18n._('Tell us who the flowers are for and when they should arrive. It takes a minute.')}
      </p>
      <div className="mt-8">
        <CustomerForm order={order.data} options={options.data} />
      </div>
      <ShopLegalLinks shopUrl={order.data.business.url} className="mt-8 text-sm text-muted-foreground" />
    </div>
  );
}
