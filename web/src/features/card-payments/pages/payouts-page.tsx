import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { Link } from 'react-router';
import { ProviderView } from '../../../components/card-provider/provider-view';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { cardAccountQuery } from '../../../lib/card-account';
import { userInfoQuery } from '../../../lib/current-user';

/** /intern/payouts: money moving from the card provider to the shop's bank. */
export function PayoutsPage() {
  return (
    <StaffOnly title="Payouts">
      <PayoutsView />
    </StaffOnly>
  );
}

function PayoutsView() {
  const account = useQuery(cardAccountQuery);
  const { data: user } = useQuery(userInfoQuery);
  if (account.isPending) return <PageSkeleton label="Loading" blocks={['h-80']} />;
  if (account.isError) {
    return (
      <FetchError
        title="Failed to fetch payouts"
        onRetry={() => account.refetch()}
        retrying={account.isFetching}
      >
        {account.error.message}
      </FetchError>
    );
  }
  const status = account.data;
  if (!status.configured || !status.connected || !status.payouts_enabled) {
    const isOwner = user?.role === 'owner';
    const why = !status.configured
      ? 'Card payments are not set up on this server, so there are no payouts to show.'
      : !status.connected
        ? 'Payouts appear here once the shop takes card payments: Stripe pays the money customers paid by card into your bank account.'
        : 'Stripe has not switched payouts on yet; it may need more details about the business or its bank account.';
    return (
      <EmptyState
        icon={Banknote}
        title="No payouts yet"
        className="mt-6 md:mt-12"
        action={
          isOwner ? (
            <Link className={buttonClasses('primary')} to="/intern/account/stripe">
              {status.configured && status.connected ? 'Finish connecting' : 'Set up card payments'}
            </Link>
          ) : undefined
        }
      >
        <p>{why}</p>
        {!isOwner && <p className="mt-2">The owner of the shop connects card payments.</p>}
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <ProviderView component="payouts" label="Payouts from Stripe" />
    </div>
  );
}
