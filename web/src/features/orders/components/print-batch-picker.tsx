import { MAX_PRINT_ORDERS } from '@contract/order-values';
import type { OrderListItem } from '@contract/orders';
import { MailOpen, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { formatWhen } from '../../../lib/order-format';
import { CARD_LAYOUTS, cardsPath, ticketsPath } from '../../../lib/print-paths';

/**
 * "Print tickets & cards" beside the order list: pick several orders of the view (all of them at
 * first, up to the batch limit) and print a work ticket for each, one per page, or their cards in
 * one go. The list does not know which orders have a card message; the cards page says which not.
 */
export function PrintBatchPicker({ items }: { items: OrderListItem[] }) {
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
      {/* A phone shows "Print" alone: the list's count beside it needs the room. */}
      <Button variant="outline" onClick={start} aria-label="Print tickets & cards">
        <Printer className="size-4" aria-hidden="true" />
        {/* The space is text: without it the visible words read "Printtickets", not the name. */}
        Print <span className="hidden sm:inline">tickets & cards</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Print work tickets and cards"
        description={`A ticket per order, one per page, or the cards of the orders with a message; at most ${MAX_PRINT_ORDERS} at once.`}
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
        <CardLinks picked={picked} />
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

/** The chosen orders' cards, one link per layout: the size is chosen by the link that prints. */
function CardLinks({ picked }: { picked: string[] }) {
  const orders = picked.length === 1 ? 'order' : 'orders';
  return (
    <div className="mt-4">
      <p className="mb-1.5 flex items-center gap-1.5 text-sm text-muted-foreground">
        <MailOpen className="size-4" aria-hidden="true" />
        Cards of the {orders} chosen
      </p>
      <div className="grid grid-cols-3 gap-2">
        {CARD_LAYOUTS.map((layout) =>
          picked.length > 0 ? (
            <Link
              key={layout.key}
              to={cardsPath(picked, layout.key)}
              aria-label={`Print the cards of ${picked.length} ${orders}, ${layout.label}`}
              className={buttonClasses('outline', 'sm')}
            >
              {layout.label}
            </Link>
          ) : (
            <Button key={layout.key} variant="outline" size="sm" disabled>
              {layout.label}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
