import { CircleAlert, CircleCheck } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { cn } from '../../../lib/cn';
import { type CountedFlower, countProblem, type RowStatus } from './count-sheet';
import { formatSignedQuantity, parseStems } from './stock-format';

interface CountRowProps {
  flower: CountedFlower;
  value: string;
  status: RowStatus | undefined;
  /** Shown after "Save counts" found the typed number wrong. */
  showProblem: boolean;
  onChange: (value: string) => void;
  onEnter: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** One flower: what the screen loaded, and a large field for the number counted. */
export function CountRow({ flower, value, status, showProblem, onChange, onEnter, inputRef }: CountRowProps) {
  const id = `count-${flower.id}`;
  const problem = showProblem ? countProblem(value) : null;
  const counted = value.trim() && !countProblem(value) ? parseStems(value) : null;
  const difference = counted === null ? 0 : counted - flower.quantity;
  const message =
    problem ??
    (status?.kind === 'conflict'
      ? `Changed meanwhile: now ${status.now} — check and count again`
      : status?.kind === 'error'
        ? status.message
        : null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter moves on to the next flower rather than sending the whole list.
    event.preventDefault();
    onEnter();
  };

  return (
    <li
      className={cn(
        'flex items-center gap-3 px-4 py-3 sm:px-5',
        message && 'bg-danger-soft/60',
        status?.kind === 'saved' && 'bg-success/5',
      )}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block truncate text-base font-medium">
          {flower.name}
        </label>
        <p id={`${id}-on-hand`} className="text-sm text-muted-foreground">
          On hand <span className="tabular-nums">{flower.quantity}</span>
          {difference !== 0 && (
            <span
              className={cn(
                'ml-2 font-semibold tabular-nums',
                difference > 0 ? 'text-success' : 'text-danger',
              )}
            >
              {formatSignedQuantity(difference)}
            </span>
          )}
          {status?.kind === 'saved' && !value && (
            <span className="ml-2 inline-flex items-center gap-1 text-success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Saved
            </span>
          )}
        </p>
        {message && (
          <p id={`${id}-message`} role="alert" className="mt-1 flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{message}</span>
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        enterKeyHint="next"
        autoComplete="off"
        placeholder={String(flower.quantity)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message ${id}-on-hand` : `${id}-on-hand`}
        className={cn(
          'h-14 w-24 shrink-0 rounded-xl border border-input bg-surface text-center text-xl font-semibold tabular-nums shadow-xs',
          'placeholder:font-normal placeholder:text-muted-foreground/50',
          'focus:border-ring focus:ring-2 focus:ring-ring focus:outline-none',
          'aria-invalid:border-danger',
        )}
      />
    </li>
  );
}
