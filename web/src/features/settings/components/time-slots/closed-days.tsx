import { dateSchema, type WindowType } from '@contract/order-time';
import { CalendarOff, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import type { WeeklyForm } from './use-weekly-windows-form';
import { formatDate } from './weekly-form';

interface ClosedDaysProps {
  form: WeeklyForm;
  windowType: WindowType;
  /** Today in the shop's time zone: earlier dates are marked as past. */
  today: string;
}

/** Dates the shop takes no orders of this type for (holidays, a day off), on top of the weekly windows. */
export function ClosedDays({ form, windowType, today }: ClosedDaysProps) {
  const id = useId();
  const days = useWatch({ control: form.control, name: 'disabled_days' }) ?? [];
  const { errors } = useFormState({ control: form.control, name: 'disabled_days' });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = errors.disabled_days?.message ?? errors.disabled_days?.root?.message;
  const error = problem ?? serverError;

  const add = () => {
    const parsed = dateSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(draft ? (parsed.error.issues[0]?.message ?? 'Use a date like 2026-12-24') : 'Choose a date');
      return;
    }
    setProblem(null);
    if (!days.includes(parsed.data)) {
      form.setValue('disabled_days', [...days, parsed.data].sort(), { shouldDirty: true });
      form.clearErrors('disabled_days');
    }
    setDraft('');
  };

  const remove = (day: string) =>
    form.setValue(
      'disabled_days',
      days.filter((other) => other !== day),
      { shouldDirty: true },
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-surface px-3 py-4 sm:px-4"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <CalendarOff className="size-4 text-muted-foreground" aria-hidden="true" />
        Closed days
      </h3>
      <p className="mt-0.5 text-sm text-muted-foreground">
        Dates with no {windowType === 'delivery' ? 'deliveries' : 'pickups'}, such as holidays. Customers
        cannot choose them.
      </p>
      <div className="mt-3 flex items-start gap-2">
        <div className="min-w-0 flex-1 sm:max-w-52">
          <Input
            type="date"
            value={draft}
            min={today}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            aria-label="Closed day to add"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button variant="secondary" onClick={add} aria-label="Add closed day">
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      {days.length > 0 ? (
        <ul aria-label="Closed days" className="mt-3 flex flex-wrap gap-2">
          {days.map((day) => {
            const past = day < today;
            return (
              <li
                key={day}
                className={cn(
                  'flex h-9 items-center gap-1 rounded-full border border-border pr-1 pl-3 text-sm',
                  past ? 'text-muted-foreground' : 'bg-accent/60 text-foreground',
                )}
              >
                <time dateTime={day}>{formatDate(day)}</time>
                {past && <span className="text-xs">(past)</span>}
                <button
                  type="button"
                  onClick={() => remove(day)}
                  aria-label={`Remove closed day ${formatDate(day, { weekday: 'long', month: 'long' })}`}
                  className="flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No closed days.</p>
      )}
    </section>
  );
}
