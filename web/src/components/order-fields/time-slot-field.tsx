import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Skeleton, SkeletonRegion } from '../ui/skeleton';
import { SlotChips } from '../ui/slot-chips';

interface TimeSlotFieldProps {
  /** The chosen day (`YYYY-MM-DD`), or '' before one is chosen. */
  date: string;
  /** The heading above the chips: "Time", or the day spelled out. */
  heading: string;
  /** The day's open windows as a query gives them. */
  slots: { isPending: boolean; isError: boolean; data?: string[]; refetch: () => unknown };
  /** Overrides the query's list (staff keep an order's own window on a full day). */
  list?: string[];
  value: string;
  onChange: (slot: string) => void;
  error?: string;
}

/** The open windows of the chosen day, with what to do when there are none or they did not load. */
export function TimeSlotField({ date, heading, slots, list, value, onChange, error }: TimeSlotFieldProps) {
  const i18n = useTexts();
  const id = useId();
  const shown = list ?? slots.data ?? [];
  return (
    <div>
      <p className="mb-2 text-sm font-medium">{heading}</p>
      {!date ? (
        <p className="text-sm text-muted-foreground">{i18n._('Choose a date to see the times.')}</p>
      ) : slots.isPending ? (
        // Chip-sized, so the chips take the same room when they come.
        <SkeletonRegion label={i18n._('Loading the times')} className="flex flex-wrap gap-2">
          <Skeleton className="h-11 w-32 rounded-full" />
          <Skeleton className="h-11 w-32 rounded-full" />
        </SkeletonRegion>
      ) : slots.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load the times for this day.{' '}
          <button type="button" className="font-medium underline" onClick={() => void slots.refetch()}>
            Try again
          </button>
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No times left on this day. Please choose another date.
        </p>
      ) : (
        <SlotChips
          slots={shown}
          value={value}
          onChange={onChange}
          name="time_slot"
          invalid={Boolean(error)}
          describedBy={error ? `${id}-slot-error` : undefined}
        />
      )}
      {error && (
        <p id={`${id}-slot-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
