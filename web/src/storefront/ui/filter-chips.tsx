/** One chip of a filter: `id` null is the chip that shows everything. */
export type Chip<T extends string> = { id: T | null; name: string };

const LOOKS = {
  // Categories: the shop's own shelves, in its colour.
  shelf: {
    pressed: 'h-11 md:h-10 rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground',
    idle: 'h-11 md:h-10 rounded-full border border-border bg-surface px-4 text-sm font-medium text-foreground hover:bg-muted',
  },
  // Occasions: a second, quieter row under the shelves.
  quiet: {
    pressed: 'h-11 md:h-9 rounded-full bg-foreground px-3.5 text-sm font-medium text-background',
    idle: 'h-11 md:h-9 rounded-full border border-dashed border-border bg-transparent px-3.5 text-sm text-foreground hover:bg-muted',
  },
} as const;

/**
 * A row of toggle chips that filters the products below: one pressed at a time. It scrolls
 * sideways on a phone and wraps from the small breakpoint on.
 */
export function FilterChips<T extends string>({
  label,
  chips,
  selected,
  onSelect,
  look,
}: {
  label: string;
  chips: Chip<T>[];
  selected: T | null;
  onSelect: (id: T | null) => void;
  look: keyof typeof LOOKS;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {chips.map((chip) => {
          const pressed = chip.id === selected;
          return (
            <li key={chip.id ?? ''}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(chip.id)}
                className={`whitespace-nowrap ${pressed ? LOOKS[look].pressed : LOOKS[look].idle}`}
              >
                {chip.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
