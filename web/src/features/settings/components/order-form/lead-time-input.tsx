import { useId, useState } from 'react';
import { Input } from '../../../../components/ui/input';
import { formatDuration } from './order-form-summary';

/** "" counts as 0, so clearing the minutes means "whole hours". */
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

function combine(hours: string, minutes: string): number {
  const total = toNumber(hours) * 60 + toNumber(minutes);
  return Number.isFinite(total) ? Math.round(total) : Number.NaN;
}

const split = (total: number) =>
  Number.isFinite(total)
    ? { hours: String(Math.floor(total / 60)), minutes: String(total % 60) }
    : { hours: '', minutes: '' };

interface LeadTimeInputProps {
  value: number;
  onChange: (minutes: number) => void;
  onBlur: () => void;
  error?: string;
}

/** Lead time as hours and minutes, stored as minutes. */
export function LeadTimeInput({ value, onChange, onBlur, error }: LeadTimeInputProps) {
  const id = useId();
  const [parts, setParts] = useState(() => split(value));
  const [seen, setSeen] = useState(value);
  // A reset from outside (saved, discarded) shows the new value; the user's own typing is left alone.
  if (value !== seen) {
    setSeen(value);
    if (value !== combine(parts.hours, parts.minutes)) setParts(split(value));
  }

  const update = (next: { hours: string; minutes: string }) => {
    setParts(next);
    const total = combine(next.hours, next.minutes);
    setSeen(total);
    onChange(total);
  };

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <fieldset aria-describedby={describedBy} className="space-y-1.5">
      <legend className="text-sm font-medium">Lead time</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex items-center gap-2">
          <div className="w-20">
            <Input
              value={parts.hours}
              onChange={(event) => update({ ...parts, hours: event.target.value })}
              onBlur={onBlur}
              inputMode="numeric"
              aria-label="Lead time, hours"
              aria-invalid={error ? true : undefined}
              className="text-right tabular-nums"
            />
          </div>
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            hours
          </span>
        </div>
        <div className="flex items-center gap-2">
          <div className="w-20">
            <Input
              value={parts.minutes}
              onChange={(event) => update({ ...parts, minutes: event.target.value })}
              onBlur={onBlur}
              inputMode="numeric"
              aria-label="Lead time, minutes"
              aria-invalid={error ? true : undefined}
              className="text-right tabular-nums"
            />
          </div>
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            minutes
          </span>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {value > 0
            ? `The earliest time slot a customer can choose starts ${formatDuration(value)} after they order.`
            : 'Customers can choose any time slot that has not started yet.'}
        </p>
      )}
    </fieldset>
  );
}
