import { useId } from 'react';
import { type DateRange, PRESET_LABELS, type Preset, presets } from '../../lib/date-range';
import { ChoiceButtons } from './choice-buttons';
import { Input } from './input';

interface RangePickerProps {
  range: DateRange;
  /** The preset the range equals, if any. */
  preset: Preset | undefined;
  onPreset: (preset: Preset) => void;
  onRange: (range: DateRange) => void;
  problem: string | null;
}

/** Quick periods, or any two days; the days are the shop's. */
export function RangePicker({ range, preset, onPreset, onRange, problem }: RangePickerProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <legend className="sr-only">Period</legend>
      <ChoiceButtons
        items={presets.map((key) => ({ key, label: PRESET_LABELS[key] }))}
        value={preset}
        onChange={onPreset}
        className="flex flex-wrap"
        compact
      />
      <div className="flex gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-start`} className="mb-1 block text-xs font-medium text-muted-foreground">
            From
          </label>
          <Input
            id={`${id}-start`}
            type="date"
            controlSize="compact"
            value={range.start}
            aria-invalid={Boolean(problem) || undefined}
            onChange={(event) => event.target.value && onRange({ ...range, start: event.target.value })}
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-end`} className="mb-1 block text-xs font-medium text-muted-foreground">
            To
          </label>
          <Input
            id={`${id}-end`}
            type="date"
            controlSize="compact"
            value={range.end}
            aria-invalid={Boolean(problem) || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => event.target.value && onRange({ ...range, end: event.target.value })}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
