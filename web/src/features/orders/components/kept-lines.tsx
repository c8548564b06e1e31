import type { OrderItem } from '@contract/product-lines';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { benchDetails, FLORISTS_CHOICE } from '../../../components/order-lines/bench-lines';
import { Button } from '../../../components/ui/button';

/** A line the order keeps: its id and how many (docs/decisions/054). */
export type KeptLine = { id: string; quantity: number };

const MAX_QUANTITY = 50;

/**
 * The order's own lines in the line editor: each keeps the price it was sold at, so only how many
 * changes, or the line is removed. A gift-card line of a paid order stays as it is (its cards are
 * issued). `errors` are the server's, by the line's place in `kept`.
 */
export function KeptLines({
  items,
  kept,
  onChange,
  cardsFixed,
  errors,
  money,
}: {
  items: OrderItem[];
  kept: KeptLine[];
  onChange: (kept: KeptLine[]) => void;
  cardsFixed: boolean;
  errors: Record<string, string | undefined>;
  money: (amount: number) => string;
}) {
  if (kept.length === 0) return <p className="text-sm text-muted-foreground">Every line is removed.</p>;
  const setQuantity = (id: string, quantity: number) =>
    onChange(kept.map((line) => (line.id === id ? { ...line, quantity } : line)));
  return (
    <ul aria-label="Lines on the order" className="space-y-2">
      {kept.map((line, index) => {
        const item = items.find((i) => i.id === line.id);
        if (!item) return null;
        const name = item.product_name ?? FLORISTS_CHOICE;
        const locked = cardsFixed && item.kind === 'gift_card';
        const error = errors[`kept.${index}.quantity`] ?? errors[`kept.${index}.id`];
        return (
          <li key={line.id} className="rounded-xl border border-border px-3 py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="text-[15px] font-medium break-words">{name}</p>
                <p className="text-sm text-muted-foreground">
                  {[benchDetails(item), `${money(item.unit_price)} each`].filter(Boolean).join(' · ')}
                </p>
              </div>
              {locked ? (
                <p className="text-sm text-muted-foreground">
                  {line.quantity} × · issued gift cards stay as they are
                </p>
              ) : (
                <div className="flex items-center gap-1">
                  <Button
                    variant="outline"
                    size="icon-sm"
                    aria-label={`Fewer of ${name}`}
                    disabled={line.quantity <= 1}
                    onClick={() => setQuantity(line.id, line.quantity - 1)}
                  >
                    <Minus className="size-4" aria-hidden="true" />
                  </Button>
                  <output aria-label={`Quantity of ${name}`} className="w-10 text-center tabular-nums">
                    {line.quantity}
                  </output>
                  <Button
                    variant="outline"
                    size="icon-sm"
                    aria-label={`More of ${name}`}
                    disabled={line.quantity >= MAX_QUANTITY}
                    onClick={() => setQuantity(line.id, line.quantity + 1)}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(kept.filter((l) => l.id !== line.id))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              )}
            </div>
            {error && <p className="mt-1 text-sm text-danger">{error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
