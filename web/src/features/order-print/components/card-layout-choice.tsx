import { CARD_LAYOUTS, type CardLayout } from '../../../lib/print-paths';

/** The card's size in a printable's toolbar: A6, A7 or folded A5, one pressed. */
export function CardLayoutChoice({
  layout,
  onChange,
}: {
  layout: CardLayout;
  onChange: (layout: CardLayout) => void;
}) {
  return (
    <fieldset className="flex gap-1 rounded-xl bg-muted p-1">
      <legend className="sr-only">Card layout</legend>
      {CARD_LAYOUTS.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={layout === option.key}
          onClick={() => onChange(option.key)}
          // 44 px each way: the card is often printed from a phone at the counter.
          className={
            layout === option.key
              ? 'h-11 min-w-11 rounded-lg bg-surface px-3 text-sm font-medium shadow-sm'
              : 'h-11 min-w-11 rounded-lg px-3 text-sm text-muted-foreground hover:text-foreground'
          }
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
