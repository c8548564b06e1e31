import type { OrderListFilter } from '@contract/orders';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** The list views of seed §4, in its order. */
export const ORDER_VIEWS: readonly { key: OrderListFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'ready', label: 'Ready' },
  { key: 'done', label: 'Done' },
];

export const DEFAULT_VIEW: OrderListFilter = 'pending';

export function parseView(value: string | null): OrderListFilter {
  return ORDER_VIEWS.find((view) => view.key === value)?.key ?? DEFAULT_VIEW;
}

export const tabPanelId = (base: string) => `${base}-panel`;

interface ViewTabsProps {
  view: OrderListFilter;
  onChange: (view: OrderListFilter) => void;
  /** Ties the tabs to the panel they control. */
  idBase: string;
}

/** All / Pending / Ready / Done as tabs; arrow keys move between them. */
export function ViewTabs({ view, onChange, idBase }: ViewTabsProps) {
  const id = useId();
  const index = ORDER_VIEWS.findIndex((item) => item.key === view);

  const move = (step: number) => {
    const next = ORDER_VIEWS[(index + step + ORDER_VIEWS.length) % ORDER_VIEWS.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Order views"
      className="grid w-full grid-cols-4 gap-1 rounded-2xl bg-muted p-1 sm:inline-grid sm:w-auto sm:min-w-96"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {ORDER_VIEWS.map((item) => {
        const selected = item.key === view;
        return (
          <button
            key={item.key}
            id={`${id}-${item.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            className={cn(
              'flex h-10 items-center justify-center rounded-xl px-3 text-sm font-medium transition-colors',
              selected
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
