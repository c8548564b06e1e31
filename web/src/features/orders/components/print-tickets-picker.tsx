import { MAX_PRINT_ORDERS } from '@contract/order-print';
import type { OrderListItem } from '@contract/orders';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { formatWhen } from './order-format';

/** Where a batch of tickets prints: one page per order, in the order chosen. */
export const ticketsPath = (uuids: string[]) => `/intern/print/tickets?orders=${uuids.join(',')}`;

/**
 * "Print tickets" beside the order list: pick several orders of the view (all of them at first, up
 * to the batch limit) and print a work ticket for each, one per page.
 */
export function PrintTicketsPicker({ items }: { items: OrderListItem[] }) {
  const [open, setOpen] = useState(false);
  const printable = items.filter((item) => item.order_status !== 'draft');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const start = () => {
    setChosen(new Set(printable.slice(0, MAX_PRINT_ORDERS).map((item) => item.uuid)));
    setOpen(true);
  };
  const toggle = (uuid: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else if (next.size < MAX_PRINT_ORDERS) next.add(uuid);
      return next;
    });
  const picked = printable.filter((item) => chosen.has(item.uuid)).map((item) => item.uuid);

  if (printable.length === 0) return null;
  return (
    <>
      <Button variant="outline" onClick={start}>
        <Printer className="size-4" aria-hidden="true" />
        Print tickets
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Print work tickets"
        description={`One page per order; at most ${MAX_PRINT_ORDERS} at once.`}
      >
        <div className="mb-2 flex gap-2 text-sm">
          <Button
            variant="ghost-primary"
            size="sm"
            onClick={() => setChosen(new Set(printable.slice(0, MAX_PRINT_ORDERS).map((item) => item.uuid)))}
          >
            Select all
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>
            Select none
          </Button>
        </div>
        <ul className="max-h-[50dvh] divide-y divide-border overflow-y-auto rounded-xl border border-border">
          {printable.map((item) => (
            <li key={item.uuid}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-muted/60">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.has(item.uuid)}
                  onChange={() => toggle(item.uuid)}
                />
                <span className="font-semibold tabular-nums">#{item.number}</span>
                <span className="min-w-0 flex-1 truncate">{item.recipient_name ?? 'No recipient'}</span>
                <span className="text-muted-foreground">
                  {formatWhen(item.delivery_date, item.time_slot)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <DialogActions>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          {picked.length > 0 ? (
            <Link to={ticketsPath(picked)} className={buttonClasses('primary')}>
              <Printer className="size-4" aria-hidden="true" />
              Print {picked.length} {picked.length === 1 ? 'ticket' : 'tickets'}
            </Link>
          ) : (
            <Button disabled>Print tickets</Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
