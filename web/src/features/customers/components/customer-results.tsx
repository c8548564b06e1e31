import { SearchX, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CreateOrderLink } from '../../../components/ui/create-order-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api/get-customers';
import type { CustomerListParams } from '../api/query-keys';
import { CustomerList } from './customer-list';
import { CustomerPager } from './customer-pager';

interface CustomerResultsProps {
  params: CustomerListParams;
  currency: string | undefined;
  onPage: (page: number) => void;
  onClearSearch: () => void;
}

export function CustomerResults({ params, currency, onPage, onClearSearch }: CustomerResultsProps) {
  const customers = useCustomers(params);

  if (customers.isPending) {
    return <ListSkeleton label="Loading customers" rows={8} rowClassName="h-[7.25rem] md:h-12" />;
  }
  if (customers.isError && !customers.data) {
    return (
      <FetchError
        title="Failed to fetch customers"
        onRetry={() => void customers.refetch()}
        retrying={customers.isFetching}
      />
    );
  }

  const { items, total } = customers.data;
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));

  if (total === 0) {
    return params.search ? (
      <EmptyState
        icon={SearchX}
        title="No customers match"
        className="mt-6"
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      >
        <p>Nobody's name, e-mail or phone contains “{params.search}”.</p>
      </EmptyState>
    ) : (
      <EmptyState icon={Users} title="No customers yet" className="mt-6" action={<CreateOrderLink />}>
        <p>They appear here when their first order is submitted: start one, or share your storefront.</p>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    // An old link to a page that no longer exists: the list shrank meanwhile.
    return (
      <EmptyState
        icon={Users}
        title={`There is no page ${params.page}`}
        className="mt-6"
        action={
          <Button variant="outline" onClick={() => onPage(1)}>
            Go to the first page
          </Button>
        }
      >
        <p>
          The list has {pageCount} {pageCount === 1 ? 'page' : 'pages'}.
        </p>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={customers.isPlaceholderData || undefined}>
      <div className={cn('transition-opacity', customers.isPlaceholderData && 'opacity-60')}>
        <CustomerList items={items} currency={currency} />
      </div>
      <CustomerPager page={params.page} pageCount={pageCount} total={total} onPage={onPage} />
    </div>
  );
}
