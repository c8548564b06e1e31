import { X } from 'lucide-react';
import { memo, useState } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { TimeSelect } from '../time-select';
import type { WeeklyForm } from './use-weekly-windows-form';
import { weekdayName } from './weekly-form';

/** The row grid, shared with the column headings above the rows. */
export const ROW_GRID =
  'grid grid-cols-[minmax(0,1fr)_0.5rem_minmax(0,1fr)_3.25rem_2.25rem] items-center gap-x-1 sm:grid-cols-[8rem_1rem_8rem_6rem_2.5rem] sm:gap-x-2';

const capacityText = (value: number | null) => (value === null ? '' : String(value));

/** Orders per window; empty means no limit. Keeps what was typed, so "1a" is shown and flagged. */
function CapacityInput({
  value,
  onValueChange,
  ...rest
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  value: number | null;
  onValueChange: (value: number | null) => void;
  ref?: React.Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState(() => capacityText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    const typed = text.trim() === '' ? null : Number(text);
    if (!Object.is(typed, value)) setText(capacityText(value));
  }
  return (
    <Input
      {...rest}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        const parsed = next.trim() === '' ? null : Number(next);
        setText(next);
        setSeen(parsed);
        onValueChange(parsed);
      }}
      inputMode="numeric"
      placeholder="–"
      controlSize="compact"
      className="text-center tabular-nums"
    />
  );
}

interface WindowRowProps {
  form: WeeklyForm;
  index: number;
  weekday: number;
  /** 1-based position within its day, for the labels screen readers read. */
  position: number;
  /** The field array's remove, called with this row's index. */
  onRemove: (index: number) => void;
}

/** One window: from, to, optional capacity, remove. Errors for the row show right under it. */
export const WindowRow = memo(function WindowRow({
  form,
  index,
  weekday,
  position,
  onRemove,
}: WindowRowProps) {
  const { errors } = useFormState({ control: form.control, name: `windows.${index}` });
  const rowErrors = errors.windows?.[index];
  const messages = [
    rowErrors?.start?.message,
    rowErrors?.end?.message,
    rowErrors?.capacity?.message,
    rowErrors?.weekday?.message,
    rowErrors?.message,
  ].filter((message, i, all): message is string => Boolean(message) && all.indexOf(message) === i);
  const label = `${weekdayName(weekday)}, window ${position}`;
  const errorId = `window-${index}-error`;
  const describedBy = messages.length > 0 ? errorId : undefined;

  return (
    <li data-testid={`window-row-${weekday}-${position}`}>
      <div className={ROW_GRID}>
        <Controller
          control={form.control}
          name={`windows.${index}.start`}
          render={({ field, fieldState }) => (
            <TimeSelect
              {...field}
              aria-label={`${label}, from`}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        />
        <span aria-hidden="true" className="text-center text-muted-foreground">
          –
        </span>
        <Controller
          control={form.control}
          name={`windows.${index}.end`}
          render={({ field, fieldState }) => (
            <TimeSelect
              {...field}
              aria-label={`${label}, to`}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`windows.${index}.capacity`}
          render={({ field, fieldState }) => (
            <CapacityInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              aria-label={`${label}, most orders (optional)`}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        />
        <Button
          variant="ghost-danger"
          size="icon-sm"
          onClick={() => onRemove(index)}
          aria-label={`Remove ${label}`}
          title="Remove window"
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {messages.length > 0 && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {messages.join(' · ')}
        </p>
      )}
    </li>
  );
});
