import type { Flower } from '@contract/stock';
import { ClipboardCheck, Flower2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useCurrentStock } from '../api/get-current-stock';
import { useSaveCounts } from '../api/save-counts';
import { CountRow } from '../components/count-row';
import {
  type CountedFlower,
  countChanges,
  countProblem,
  countSummary,
  type RowStatus,
  statusOf,
  toCounted,
} from '../components/count-sheet';

/** /intern/stock/update: walk along the buckets with a phone and type what is there. */
export function CountStockPage() {
  const stock = useCurrentStock();
  if (stock.isPending) return <PageSkeleton label="Loading the stock" blocks={['h-96']} />;
  // A failed refetch after saving must not take away the counts being typed.
  if (!stock.data) {
    return (
      <FetchError
        title="Could not load the stock"
        onRetry={() => void stock.refetch()}
        retrying={stock.isFetching}
      />
    );
  }
  if (stock.data.items.length === 0) {
    return (
      <EmptyState
        icon={Flower2}
        title="Nothing to count yet"
        className="mt-6 md:mt-12"
        action={
          <Link to="/intern/stock" className={buttonClasses('outline')}>
            Go to stock
          </Link>
        }
      >
        <p>Add your flowers or record a purchase first; then count them here.</p>
      </EmptyState>
    );
  }
  return <CountSheet loaded={stock.data.items} />;
}

function CountSheet({ loaded }: { loaded: Flower[] }) {
  // What the screen loaded: each count is sent against it, so a change meanwhile is noticed (409).
  const [flowers, setFlowers] = useState<CountedFlower[]>(() => loaded.map(toCounted));
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const [checked, setChecked] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCounts();
  const changes = countChanges(flowers, counts);

  const change = (id: string, value: string) => {
    setCounts((current) => ({ ...current, [id]: value }));
    setStatuses(({ [id]: _done, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const wrong = flowers.findIndex((flower) => countProblem(counts[flower.id] ?? ''));
    if (wrong >= 0) {
      inputs.current[wrong]?.focus();
      return;
    }
    if (changes.length === 0) return;
    const results = await save.mutateAsync(changes);
    const next: Record<string, RowStatus> = {};
    const saved = new Map<string, number>();
    const fresh = new Map<string, number>();
    for (const result of results) {
      const status = statusOf(result);
      next[result.id] = status;
      if (result.ok) saved.set(result.id, result.flower.quantity);
      else if (status.kind === 'conflict') fresh.set(result.id, status.now);
    }
    setFlowers((current) =>
      current.map((flower) => {
        const quantity = saved.get(flower.id) ?? fresh.get(flower.id);
        return quantity === undefined ? flower : { ...flower, quantity };
      }),
    );
    // Saved rows start empty again; the others keep what was typed, to check against the new number.
    setCounts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !saved.has(id))));
    setStatuses((current) => ({ ...current, ...next }));
    setChecked(false);
    const summary = countSummary(results);
    toast[summary.tone](summary.text);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mx-auto max-w-xl pb-24"
    >
      <h2 className="font-display text-2xl font-semibold tracking-tight">Count stock</h2>
      <p className="mt-1 text-[15px] text-muted-foreground">
        Type what you count; leave a flower empty to keep its number. Enter moves to the next one.
      </p>
      <ul
        aria-label="Flowers to count"
        className="mt-5 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
      >
        {flowers.map((flower, index) => (
          <CountRow
            key={flower.id}
            flower={flower}
            value={counts[flower.id] ?? ''}
            status={statuses[flower.id]}
            showProblem={checked}
            onChange={(value) => change(flower.id, value)}
            onEnter={() => {
              const next = inputs.current[index + 1];
              if (next) next.focus();
              else formRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
            }}
            inputRef={(element) => {
              inputs.current[index] = element;
            }}
          />
        ))}
      </ul>
      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 mt-4 md:bottom-4">
        <Button
          type="submit"
          size="lg"
          className="w-full shadow-pop"
          disabled={changes.length === 0 && !flowers.some((flower) => countProblem(counts[flower.id] ?? ''))}
          loading={save.isPending}
        >
          <ClipboardCheck className="size-5" aria-hidden="true" />
          {changes.length === 0
            ? 'Save counts'
            : `Save counts (${changes.length} ${changes.length === 1 ? 'change' : 'changes'})`}
        </Button>
      </div>
    </form>
  );
}
