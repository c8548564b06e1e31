import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, UserX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useCustomerOrders } from '../api/get-customer-orders';
import { CustomerActions } from '../components/customer-actions';
import { CustomerDetails } from '../components/customer-details';
import { formatOrderCount } from '../components/customer-format';
import { CustomerOrderList } from '../components/customer-order-list';
import { CustomerReminders } from '../components/customer-reminders';

export function CustomerOrdersPage() {
  return (
    <StaffOnly title="Customer orders">
      <CustomerOrdersView />
    </StaffOnly>
  );
}

const backLink = (
  <Link to="/intern/customers" className={buttonClasses('outline')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    All customers
  </Link>
);

function CustomerOrdersView() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const orders = useCustomerOrders(id);
  const { data: business } = useQuery(quietBusinessQuery);

  // A malformed id is refused (400) and an unknown or other shop's one is 404: both mean "no such customer".
  const missing =
    !id || (isApiError(orders.error) && (orders.error.status === 404 || orders.error.status === 400));
  if (missing) {
    return (
      <EmptyState icon={UserX} title="Customer not found" className="mt-6" action={backLink}>
        <p>This customer does not exist in your shop. Find them in the list of customers.</p>
      </EmptyState>
    );
  }
  if (orders.isPending) return <PageSkeleton label="Loading the customer" blocks={['h-28', 'h-80']} />;
  if (!orders.data) {
    return (
      <FetchError
        title="Failed to fetch the customer"
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }

  const { customer, items, count } = orders.data;
  const currency = business?.currency;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link
        to="/intern/customers"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All customers
      </Link>
      <CustomerDetails
        customer={customer}
        currency={currency}
        actions={<CustomerActions customer={customer} />}
      />
      <CustomerReminders customerId={customer.id} />
      <section aria-labelledby="customer-orders-heading">
        <h3 id="customer-orders-heading" className="mb-3 font-display text-lg font-semibold">
          {formatOrderCount(count)}
        </h3>
        {items.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No orders to show">
            <p>Their orders were removed.</p>
          </EmptyState>
        ) : (
          <CustomerOrderList items={items} currency={currency} />
        )}
      </section>
    </div>
  );
}
