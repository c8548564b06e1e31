import type { InternOrder } from '@contract/orders';
import { cn } from '../../../lib/cn';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoment, STATUS_LABELS } from '../../../lib/order-format';

/** What each notice is called in the history (e-mails' and texts' names of the steps). */
const NOTICE_LABELS: Record<string, string> = {
  received: 'order received',
  ready: 'ready / on its way',
  done: 'done / delivered',
  confirmed: 'order confirmed',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  not_home: 'not home',
};

/** Why a text was not sent, as staff read it. */
const NOT_SENT: Record<string, string> = {
  stopped: 'not sent: the number answered STOP',
  cap: 'not sent: the monthly limit of texts was reached',
  late: 'not sent: held by quiet hours until it was no longer news',
  refused: 'not sent: the provider refused the number',
  gave_up: 'not sent: the provider could not be reached',
};

/** Every e-mail and text to the customer or the recipient, as the history lists them. */
function noticeEntries(order: InternOrder) {
  return order.notices.map((notice, index) => ({
    key: `notice-${notice.at}-${index}`,
    title: `${notice.channel === 'email' ? 'E-mail' : 'Text'} to the ${notice.role}: ${NOTICE_LABELS[notice.notice] ?? notice.notice}`,
    by:
      notice.outcome === 'sent' ? notice.to : `${notice.to} · ${NOT_SENT[notice.outcome] ?? notice.outcome}`,
    at: notice.at,
  }));
}

/**
 * The order's creation, every status change after it (from → to, who, when) and every notice sent
 * to the customer or the recipient (docs/decisions/066); the oldest first.
 */
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
  const steps = order.history.some((entry) => entry.from_status === null)
    ? recorded
    : [{ key: 'created', title: 'Created', by: null as string | null, at: order.created_at }, ...recorded];
  // A stable sort: a notice sent in the same instant as a step comes after it.
  const entries = [...steps, ...noticeEntries(order)].sort((a, b) => a.at.localeCompare(b.at));
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
