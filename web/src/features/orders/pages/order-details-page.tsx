import type { InternOrder } from '@contract/orders';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Camera,
  History,
  Link2,
  MapPin,
  MessageSquareText,
  NotebookPen,
  Pencil,
  Printer,
  Receipt,
  SearchX,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CustomerNote } from '../../../components/customer/customer-note';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery, useShopTimeZone } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/format-money';
import { customerLink, formatMoment } from '../../../lib/order-format';
import { orderLabel } from '../../../lib/order-number';
import { ticketsPath } from '../../../lib/print-paths';
import { isStaff } from '../../../lib/roles';
import { useMediaQuery, WIDE_LIST_QUERY } from '../../../lib/use-media-query';
import { useInternOrder } from '../api/get-intern-order';
import { Assignee } from '../components/assignee';
import { DeleteOrderButton } from '../components/delete-order-button';
import { DeliveryRunCard } from '../components/delivery-run-card';
import { EditDetailsDialog } from '../components/edit-details-dialog';
import { ItemsCard } from '../components/items-card';
import { NoteEditor } from '../components/note-editor';
import { OrderActivity } from '../components/order-activity';
import { MethodIcon, PaymentBadge, StatusBadge } from '../components/order-badges';
import { OrderDocuments } from '../components/order-documents';
import { CustomerFacts, PlaceFacts } from '../components/order-facts';
import { OrderHistory } from '../components/order-history';
import { OrderPhotos } from '../components/order-photos';
import { PaymentPanel } from '../components/payment-panel';
import { PriceCard } from '../components/price-card';
import { PrintActions } from '../components/print-actions';
import { SectionCard } from '../components/section-card';
import { ShareLink } from '../components/share-link';
import { StatusActions } from '../components/status-actions';

export function OrderDetailsPage() {
  const { uuid = '' } = useParams();
  const order = useInternOrder(uuid);

  if (order.isPending) return <PageSkeleton label="Loading the order" blocks={['h-36', 'h-48', 'h-64']} />;
  if (order.isError) {
    if (isApiError(order.error) && (order.error.code === 'NOT_FOUND' || order.error.status === 400)) {
      return <OrderNotFound />;
    }
    return (
      <FetchError
        title="Could not load the order"
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  return <OrderDetails order={order.data} />;
}

export function OrderNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Order not found"
      className="mt-6 md:mt-12"
      action={
        <Link to="/intern/orders" className={buttonClasses('outline')}>
          Back to orders
        </Link>
      }
    >
      <p>It may have been deleted, or the link is not complete.</p>
    </EmptyState>
  );
}

function OrderDetails({ order }: { order: InternOrder }) {
  const timeZone = useShopTimeZone();
  const { data: business } = useQuery(quietBusinessQuery);
  const { data: user } = useQuery(userInfoQuery);
  const money = (amount: number) => formatMoney(amount, order.currency || business?.currency);
  const draft = order.order_status === 'draft';
  const link = <ShareLink url={customerLink(order.uuid)} orderNumber={order.number} />;
  const hasMessage = Boolean(order.card_message || order.special_instructions);
  // Two columns from 1024 px: the history then sits under the photos rather than at the very end.
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const [editing, setEditing] = useState(false);
  const editAction =
    order.order_status === 'done' ? null : (
      <Button variant="ghost-primary" size="sm" onClick={() => setEditing(true)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit details
      </Button>
    );
  const history = (
    <SectionCard title="History" icon={History}>
      <OrderHistory order={order} />
    </SectionCard>
  );
  const activity = (
    <SectionCard title="Activity" icon={Activity}>
      <OrderActivity uuid={order.uuid} timeZone={business?.time_zone} />
    </SectionCard>
  );

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="font-display text-3xl font-semibold tracking-tight tabular-nums">
            {orderLabel(order.number)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Created {formatMoment(order.created_at, timeZone)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* In one column the Print card sits screens further down; the ticket is what the bench
              needs first, so a phone has it here. */}
          {!draft && !wide && (
            <Link
              to={ticketsPath([order.uuid])}
              aria-label="Print work ticket"
              className={buttonClasses('outline', 'sm')}
            >
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Link>
          )}
          {order.order_status !== 'draft' && (
            <Link to={`/intern/orders/${order.uuid}/receipt`} className={buttonClasses('ghost', 'sm')}>
              <Receipt className="size-4" aria-hidden="true" />
              Receipt
            </Link>
          )}
          <MethodIcon method={order.method} showLabel className="text-sm text-muted-foreground" />
          <StatusBadge status={order.order_status} />
          <PaymentBadge status={order.payment_status} />
          <span className="text-lg font-semibold tabular-nums">{money(order.total)}</span>
        </div>
      </div>

      {/* grid-cols-1 and min-w-0: one long word in a card wraps there instead of widening the page. */}
      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5">
        <div className="min-w-0 space-y-4">
          <SectionCard title="Status" icon={History}>
            <StatusActions order={order} />
          </SectionCard>
          <ItemsCard
            order={order}
            money={money}
            currency={order.currency || business?.currency}
            canChangeLines={isStaff(user?.role)}
          />
          <DeliveryRunCard order={order} />
          {draft && (
            <SectionCard title="Customer link" icon={Link2}>
              <p className="mb-3 text-sm text-muted-foreground">
                Send this link to the customer: they fill in the recipient, the address and the time.
              </p>
              {link}
            </SectionCard>
          )}
          <SectionCard title="Customer" icon={Users} action={editAction}>
            <CustomerNote note={order.customer_note} className="mb-4" />
            <CustomerFacts order={order} />
          </SectionCard>
          <SectionCard
            title={order.method === 'delivery' ? 'Delivery' : 'Pickup'}
            icon={MapPin}
            action={editAction}
          >
            <PlaceFacts order={order} />
          </SectionCard>
          {hasMessage && (
            <SectionCard title="Card and wishes" icon={MessageSquareText}>
              {order.card_message && (
                <blockquote className="rounded-xl bg-accent/50 px-4 py-3 font-display text-[17px] leading-relaxed whitespace-pre-line italic">
                  {order.card_message}
                </blockquote>
              )}
              {order.special_instructions && (
                <p className="mt-3 text-[15px] whitespace-pre-line">
                  <span className="block text-sm text-muted-foreground">Special instructions</span>
                  {order.special_instructions}
                </p>
              )}
            </SectionCard>
          )}
          <SectionCard title="Photos" icon={Camera}>
            <OrderPhotos order={order} />
          </SectionCard>
          {wide && history}
          {wide && activity}
        </div>

        <div className="min-w-0 space-y-4">
          {!draft && (
            <SectionCard title="Customer link" icon={Link2}>
              {link}
            </SectionCard>
          )}
          <PriceCard
            order={order}
            currency={order.currency || business?.currency}
            money={money}
            canChangePrices={isStaff(user?.role)}
          />
          <SectionCard title="Payment" icon={Wallet}>
            <PaymentPanel order={order} money={money} staff={isStaff(user?.role)} />
            <OrderDocuments order={order} />
          </SectionCard>
          <SectionCard title="Assigned to" icon={UserRound}>
            <Assignee order={order} />
          </SectionCard>
          <SectionCard title="Note" icon={NotebookPen}>
            <NoteEditor uuid={order.uuid} saved={order.note} />
          </SectionCard>
          {!draft && (
            <SectionCard title="Print" icon={Printer}>
              <PrintActions order={order} />
            </SectionCard>
          )}
          {!wide && history}
          {!wide && activity}
          {isStaff(user?.role) && <DeleteOrderButton uuid={order.uuid} number={order.number} />}
        </div>
      </div>
      {order.order_status !== 'done' && (
        <EditDetailsDialog order={order} open={editing} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
