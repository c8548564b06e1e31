import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RangePicker } from '../../../components/ui/range-picker';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { type DateRange, matchingPreset, presetRange, rangeProblem } from '../../../lib/date-range';
import { parseRangeParams, rangeSearchParams } from '../components/analytics-params';
import { AnalyticsReport } from '../components/analytics-report';

export function AnalyticsPage() {
  return (
    <StaffOnly title="Analytics">
      <AnalyticsGate />
    </StaffOnly>
  );
}

/** The days are the shop's, so the default period waits for the shop's time zone. */
function AnalyticsGate() {
  const business = useQuery(quietBusinessQuery);
  if (business.isPending) return <PageSkeleton label="Loading" blocks={['h-28', 'h-72']} />;
  return <AnalyticsView timeZone={business.data?.time_zone} />;
}

function AnalyticsView({ timeZone }: { timeZone: string | undefined }) {
  const [urlParams, setUrlParams] = useSearchParams();
  const defaults = presetRange('last30', timeZone);
  // The URL holds the period, so a reload or a shared link shows the same numbers.
  const range = parseRangeParams(urlParams, defaults);
  const problem = rangeProblem(range);
  const update = (next: DateRange) =>
    setUrlParams(rangeSearchParams(next, defaults), { replace: true, preventScrollReset: true });

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
      {!problem && <AnalyticsReport range={range} />}
    </div>
  );
}
