import type { InternOrder } from '@contract/orders';
import { FileText, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CARD_LAYOUTS, cardPath, ticketsPath } from '../../../lib/print-paths';

/** The order's printables: its work ticket and, when there is a message, its card in a chosen size. */
export function PrintActions({ order }: { order: Pick<InternOrder, 'uuid' | 'card_message'> }) {
  return (
    <div className="space-y-3">
      <Link to={ticketsPath([order.uuid])} className={buttonClasses('outline', 'sm', 'w-full')}>
        <FileText className="size-4" aria-hidden="true" />
        Work ticket
      </Link>
      {order.card_message ? (
        <div>
          <p className="mb-1.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MailOpen className="size-4" aria-hidden="true" />
            Card
          </p>
          <div className="grid grid-cols-3 gap-2">
            {CARD_LAYOUTS.map((layout) => (
              <Link
                key={layout.key}
                to={cardPath(order.uuid, layout.key)}
                aria-label={`Print the card, ${layout.label}`}
                className={buttonClasses('outline', 'sm')}
              >
                {layout.label}
              </Link>
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No card message to print.</p>
      )}
    </div>
  );
}
