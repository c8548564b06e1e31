import { cn } from '../../../lib/cn';
import { formatSlot } from './order-format';

interface SlotChoiceProps {
  slots: string[];
  value: string;
  onChange: (slot: string) => void;
  name: string;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}

/** The open windows of a day as radio chips. */
export function SlotChoice({
  slots,
  value,
  onChange,
  name,
  labelledBy,
  invalid,
  describedBy,
}: SlotChoiceProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
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
              'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium tabular-nums transition-colors',
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
            {formatSlot(slot)}
          </label>
        );
      })}
    </div>
  );
}
