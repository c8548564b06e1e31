import { useId, useRef } from 'react';
import { Switch } from '../../../../components/ui/switch';
import { TimeSelect } from '../time-select';

interface CutoffInputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string;
}

/** The same-day cut-off: off (null) or a time of day after which today is no longer offered. */
export function CutoffInput({ value, onChange, onBlur, error }: CutoffInputProps) {
  const id = useId();
  // Switching off and on again brings back the time that was there.
  const last = useRef(value ?? '14:00');
  if (value) last.current = value;
  const on = value !== null;

  return (
    <div className="py-4">
      <div className="flex items-start gap-4">
        <label htmlFor={`${id}-switch`} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-medium">Same-day cut-off</span>
          <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted-foreground">
            {on
              ? `Orders for today are taken until ${value}; after that, tomorrow is the earliest day.`
              : 'No cut-off: customers can order for today as long as a time slot is left.'}
          </span>
        </label>
        <Switch
          id={`${id}-switch`}
          checked={on}
          onChange={(event) => onChange(event.target.checked ? last.current : null)}
          aria-describedby={`${id}-description`}
        />
      </div>
      {on && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-time`} className="text-sm">
            Orders for today until
          </label>
          <div className="w-28">
            <TimeSelect
              id={`${id}-time`}
              value={value ?? last.current}
              onChange={(event) => onChange(event.target.value || last.current)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
