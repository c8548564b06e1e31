import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { MovementFilter } from '../api/query-keys';

export const MOVEMENT_FILTERS: readonly { key: MovementFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'purchase', label: 'Purchase' },
  { key: 'sale', label: 'Sale' },
  { key: 'expiry', label: 'Expiry' },
  { key: 'count', label: 'Count' },
];

export function parseMovementFilter(value: string | null): MovementFilter {
  return MOVEMENT_FILTERS.find((item) => item.key === value)?.key ?? 'all';
}

interface MovementTabsProps {
  value: MovementFilter;
  onChange: (value: MovementFilter) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** All / Purchase / Sale / Expiry / Count as tabs; arrow keys move between them. */
export function MovementTabs({ value, onChange, panelId }: MovementTabsProps) {
  const id = useId();
  const index = MOVEMENT_FILTERS.findIndex((item) => item.key === value);

  const move = (step: number) => {
    const next = MOVEMENT_FILTERS[(index + step + MOVEMENT_FILTERS.length) % MOVEMENT_FILTERS.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Movement types"
      className="flex w-full gap-1 overflow-x-auto rounded-2xl bg-muted p-1 sm:inline-flex sm:w-auto"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {MOVEMENT_FILTERS.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            id={`${id}-${item.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            className={cn(
              'flex h-10 flex-1 items-center justify-center rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
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
