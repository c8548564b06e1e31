import { useId } from 'react';
import { cn } from '../../lib/cn';

interface SegmentedTabsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
  /** What the tabs choose, for screen readers ("Order views"). */
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  className?: string;
}

/** A row of tabs on a muted track; arrow keys move between them and focus follows. */
export function SegmentedTabs<K extends string>({
  items,
  value,
  onChange,
  label,
  panelId,
  className,
}: SegmentedTabsProps<K>) {
  const id = useId();
  const index = items.findIndex((item) => item.key === value);

  const move = (step: number) => {
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('gap-1 rounded-2xl bg-muted p-1', className)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {items.map((item) => {
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
