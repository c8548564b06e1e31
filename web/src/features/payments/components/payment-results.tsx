import { ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePayments } from '../api/get-payments';
import type { PaymentListParams } from '../api/query-keys';
import { PaymentList } from './payment-list';

interface PaymentResultsProps {
  params: PaymentListParams;
  currency: string | undefined;
  timeZone: string | undefined;
}

/** The ledger for the period and filters, newest first, 50 at a time. */
export function PaymentResults({ params, currency, timeZone }: PaymentResultsProps) {
  const payments = usePayments(params);

  if (payments.isPending) {
    return <ListSkeleton label="Loading payments" rows={8} rowClassName="h-20 md:h-12" />;
  }
  if (payments.isError && !payments.data) {
    return (
      <FetchError
        title="Failed to fetch payments"
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  }

  const items = payments.data.pages.flatMap((page) => page.items);
  const count = payments.data.pages.at(-1)?.count ?? 0;
  if (count === 0) {
    return (
      <EmptyState icon={ReceiptText} title="No payments in this period" className="mt-6">
        <p>
          Orders appear here once they are marked paid.
          {(params.method || params.status) && ' Try other filters or a longer period.'}
        </p>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={payments.isPlaceholderData || undefined}>
      <div className={cn('transition-opacity', payments.isPlaceholderData && 'opacity-60')}>
        <PaymentList items={items} currency={currency} timeZone={timeZone} />
      </div>
      <div className="mt-5 flex flex-col items-center gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {items.length} of {count} {count === 1 ? 'payment' : 'payments'}
        </p>
        {payments.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void payments.fetchNextPage()}
            loading={payments.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}
