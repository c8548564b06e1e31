import { cn } from '../../lib/cn';

interface ChoiceButtonsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  /** The chosen one, if any (a custom period chooses none). */
  value: K | undefined;
  onChange: (value: K) => void;
  /** What they choose ("Day", "Calendar view"); none when a surrounding fieldset already says it. */
  legend?: string;
  className?: string;
  /** The smaller row beside other controls. */
  compact?: boolean;
}

/**
 * A few mutually exclusive settings as toggle buttons on a muted track (the chosen one is pressed).
 * Unlike tabs they change a setting of the page, not which panel shows, so each is its own Tab stop.
 */
export function ChoiceButtons<K extends string>({
  items,
  value,
  onChange,
  legend,
  className,
  compact,
}: ChoiceButtonsProps<K>) {
  const buttons = items.map((item) => (
    <button
      key={item.key}
      type="button"
      aria-pressed={value === item.key}
      onClick={() => onChange(item.key)}
      className={cn(
        'flex items-center justify-center text-sm font-medium whitespace-nowrap transition-colors',
        compact ? 'h-11 rounded-lg px-3 md:h-8' : 'h-11 rounded-xl px-4 md:h-10',
        value === item.key
          ? 'bg-surface text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {item.label}
    </button>
  ));
  const track = cn('gap-1 bg-muted p-1', compact ? 'rounded-xl' : 'rounded-2xl', className);
  if (!legend) return <div className={track}>{buttons}</div>;
  return (
    <fieldset className={track}>
      <legend className="sr-only">{legend}</legend>
      {buttons}
    </fieldset>
  );
}
