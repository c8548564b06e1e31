import type { CounterOverride } from '@contract/counter';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/*
 * The counter screen's building blocks: its sections, and choices as chips large enough for a
 * thumb at a busy counter.
 */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-b border-border pb-5 last:border-b-0 last:pb-0">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A few choices as radio chips, large enough for a thumb at a busy counter. */
export function ChoiceRow<V extends string>({
  label,
  name,
  choices,
  value,
  onChange,
}: {
  label: string;
  name: string;
  choices: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === choice.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-surface hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </div>
  );
}

export function WindowChoice({
  windows,
  closed,
  loading,
  value,
  error,
  onChange,
}: {
  windows: { slot: string; problem: string | null; override: CounterOverride | null }[];
  closed: boolean;
  loading: boolean;
  value: string;
  error: string | undefined;
  onChange: (slot: string) => void;
}) {
  const id = useId();
  const notes: Record<string, string> = { full: 'full', too_soon: 'too soon', past_cutoff: 'after cut-off' };
  return (
    <div>
      <p id={id} className="mb-1.5 text-sm font-medium">
        Time
      </p>
      {loading ? (
        <p className="text-sm text-muted-foreground">Loading the times…</p>
      ) : closed || windows.length === 0 ? (
        <p className="text-sm text-muted-foreground">The shop takes no orders for this day.</p>
      ) : (
        <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2">
          {windows.map((w) => (
            <label
              key={w.slot}
              className={cn(
                'inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium tabular-nums transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                value === w.slot
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-surface hover:bg-muted',
                w.problem && value !== w.slot && 'border-dashed text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name="time_slot"
                value={w.slot}
                checked={value === w.slot}
                onChange={() => onChange(w.slot)}
                className="sr-only"
              />
              {w.slot.replace('-', '–')}
              {w.problem && <span className="text-xs font-normal">({notes[w.problem]})</span>}
            </label>
          ))}
        </div>
      )}
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </div>
  );
}
