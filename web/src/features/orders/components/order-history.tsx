import type { InternOrder } from '@contract/orders';
import { cn } from '../../../lib/cn';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoment, STATUS_LABELS } from '../../../lib/order-format';

/** The order's creation and every status change after it: from → to, who, when; the oldest first. */
export function OrderHistory({ order }: { order: InternOrder }) {
  const timeZone = useShopTimeZone();
  const recorded = order.history.map((entry, index) => ({
    key: `${entry.at}-${index}`,
    title:
      entry.from_status === null
        ? 'Created'
        : entry.from_status === 'draft' && entry.to_status === 'pending'
          ? 'Completed by the customer'
          : `${STATUS_LABELS[entry.from_status]} → ${STATUS_LABELS[entry.to_status]}`,
    by: entry.by?.name ?? null,
    at: entry.at,
  }));
  // The creation is part of the history when the server recorded it; otherwise it is added here.
  const entries = order.history.some((entry) => entry.from_status === null)
    ? recorded
    : [{ key: 'created', title: 'Created', by: null as string | null, at: order.created_at }, ...recorded];
  return (
    <ol className="relative space-y-4 pl-6">
      <span aria-hidden="true" className="absolute top-1.5 bottom-1.5 left-[5px] w-px bg-border" />
      {entries.map((entry, index) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 -left-6 size-[11px] rounded-full border-2 border-surface',
              index === entries.length - 1 ? 'bg-primary' : 'bg-input',
            )}
          />
          <p className="text-[15px] font-medium">{entry.title}</p>
          <p className="text-sm text-muted-foreground">
            {formatMoment(entry.at, timeZone)}
            {entry.by && ` · ${entry.by}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
