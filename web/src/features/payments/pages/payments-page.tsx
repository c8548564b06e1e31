import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ProviderPayments } from '../../../components/card-provider/provider-payments';
import { buttonClasses } from '../../../components/ui/button';
import { RangePicker } from '../../../components/ui/range-picker';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { matchingPreset, presetRange, rangeProblem } from '../../../lib/date-range';
import type { PaymentListParams } from '../api/query-keys';
import { ExportButton } from '../components/export-button';
import { InvoiceList } from '../components/invoice-list';
import { PaymentFilters } from '../components/payment-filters';
import { parsePaymentParams, paymentSearchParams } from '../components/payment-params';
import { PaymentResults } from '../components/payment-results';
import { RevenueSummary } from '../components/revenue-summary';

export function PaymentsPage() {
  return (
    <StaffOnly title="Payments">
      <PaymentsGate />
    </StaffOnly>
  );
}

/** The days are the shop's, so the default period waits for the shop's time zone. */
function PaymentsGate() {
  const business = useQuery(quietBusinessQuery);
  if (business.isPending) return <PageSkeleton label="Loading" blocks={['h-28', 'h-80']} />;
  return <PaymentsView currency={business.data?.currency} timeZone={business.data?.time_zone} />;
}

function PaymentsView({
  currency,
  timeZone,
}: {
  currency: string | undefined;
  timeZone: string | undefined;
}) {
  const [urlParams, setUrlParams] = useSearchParams();
  const defaults = presetRange('last30', timeZone);
  // The URL holds the period and filters, so a reload or a shared link shows the same ledger.
  const params = parsePaymentParams(urlParams, defaults);
  const range = { start: params.start, end: params.end };
  const problem = rangeProblem(range);

  const update = (next: Partial<PaymentListParams>) =>
    setUrlParams(paymentSearchParams({ ...params, ...next }, defaults), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <RangePicker
        range={range}
        preset={matchingPreset(range, timeZone)}
        onPreset={(preset) => update(presetRange(preset, timeZone))}
        onRange={update}
        problem={problem}
      />
      {/* The picker says what is wrong with the period; nothing is asked until it is fixed. */}
      {!problem && (
        <>
          <RevenueSummary range={range} />
          <div className="flex flex-col gap-2.5 sm:flex-row sm:items-center sm:justify-between">
            <PaymentFilters
              method={params.method}
              onMethod={(method) => update({ method })}
              status={params.status}
              onStatus={(status) => update({ status })}
            />
            <div className="flex gap-2">
              <Link to="/intern/payments/day" className={buttonClasses('outline')}>
                <Coins className="size-4" aria-hidden="true" />
                Cash-up
              </Link>
              <ExportButton range={range} />
            </div>
          </div>
          <PaymentResults params={params} currency={currency} timeZone={timeZone} />
          <InvoiceList range={range} timeZone={timeZone} />
        </>
      )}
      <ProviderPayments />
    </div>
  );
}
