import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { TimeSlotField } from '../../components/order-fields/time-slot-field';
import { Button } from '../../components/ui/button';
import { Skeleton, SkeletonRegion } from '../../components/ui/skeleton';
import { i18n } from '../../i18n/customer-i18n';
import { useDisabledDates } from '../api/get-disabled-dates';
import { useTimeslots } from '../api/get-timeslots';
import { DatePicker } from './date-picker';
import { formatLongDay } from './order-texts';
import type { useCustomerForm } from './use-customer-form';

interface WhenFieldsProps {
  uuid: string;
  method: PublicOrder['method'];
  form: ReturnType<typeof useCustomerForm>;
  date: string;
  dateError?: string;
  slotError?: string;
}

/** The date picker with closed days disabled, then the chosen day's open windows. */
export function WhenFields({ uuid, method, form, date, dateError, slotError }: WhenFieldsProps) {
  useLingui();
  const id = useId();
  const closed = useDisabledDates(uuid, method);
  const slots = useTimeslots(uuid, method, date || null);

  if (closed.isPending) {
    return (
      <SkeletonRegion label={i18n._('Loading the days the shop is open')}>
        <Skeleton className="h-[21rem] w-full rounded-2xl" />
      </SkeletonRegion>
    );
  }
  if (closed.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger"
      >
        <span>{i18n._('Could not load the days the shop is open.')}</span>
        <Button variant="ghost" size="sm" onClick={() => void closed.refetch()}>
          {i18n._('Try again')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <div>
        <DatePicker
          closed={closed.data}
          value={date || null}
          onChange={(next) => {
            form.setValue('delivery_date', next);
            // The windows of another day are other windows.
            if (next !== date) form.setValue('time_slot', '');
          }}
          invalid={Boolean(dateError)}
          describedBy={dateError ? `${id}-date-error` : undefined}
        />
        {dateError && (
          <p id={`${id}-date-error`} className="mt-1.5 text-sm text-danger">
            {dateError}
          </p>
        )}
      </div>
      <TimeSlotField
        date={date}
        heading={date ? i18n._('Times on {day}', { day: formatLongDay(date) }) : i18n._('Time')}
        slots={slots}
        value={form.values.time_slot}
        onChange={(next) => form.setValue('time_slot', next)}
        error={slotError}
      />
    </>
  );
}
