import { cn } from '../../lib/cn';

interface SlotChipsProps {
  /** Window labels as the API gives them: "09:00-12:00". */
  slots: string[];
  value: string;
  onChange: (slot: string) => void;
  name: string;
  /** The id of the visible label; without one the group is called "Time". */
  labelledBy?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** The open windows of a day as radio chips, large enough for a thumb. */
export function SlotChips({
  slots,
  value,
  onChange,
  name,
  labelledBy,
  invalid,
  describedBy,
}: SlotChipsProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : 'Time'}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex flex-wrap gap-2"
    >
      {slots.map((slot) => {
        const checked = slot === value;
        return (
          <label
            key={slot}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium tabular-nums transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              checked
                ? 'border-primary bg-primary text-primary-foreground'
                : invalid
                  ? 'border-danger bg-surface hover:bg-muted'
                  : 'border-input bg-surface hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={slot}
              checked={checked}
              onChange={() => onChange(slot)}
              className="sr-only"
            />
            {slot.replace('-', '–')}
          </label>
        );
      })}
    </div>
  );
}
