import { fromCents } from '@contract/money';
import { formatMoney } from '../../../lib/format-money';
import { plural, type UploadSummary } from './upload-rows';

/** "12 rows · 3 new flowers · 2 with problems", and what the rows cost together. */
export function UploadSummaryLine({
  summary,
  currency,
}: {
  summary: UploadSummary;
  currency: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
      <p aria-live="polite" className="text-[15px]">
        {plural(summary.rows, 'row', 'rows')} · {plural(summary.newFlowers, 'new flower', 'new flowers')} ·{' '}
        <span className={summary.problems > 0 ? 'font-medium text-danger' : undefined}>
          {summary.problems === 0
            ? 'no problems'
            : `${summary.problems} with ${summary.problems === 1 ? 'a problem' : 'problems'}`}
        </span>
      </p>
      <p className="text-sm text-muted-foreground tabular-nums">
        Total {formatMoney(fromCents(summary.totalCents), currency)}
      </p>
    </div>
  );
}
