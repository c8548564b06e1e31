import type { SlotProblem } from '../../scheduling';

/** What a refused date or time says, and which field it names. */
export const slotMessages: Record<SlotProblem, [field: 'delivery_date' | 'time_slot', message: string]> = {
  outside_horizon: ['delivery_date', 'Choose a date the shop takes orders for'],
  closed_day: ['delivery_date', 'The shop is closed on this day'],
  no_such_window: ['time_slot', 'Choose one of the times offered for this day'],
  too_soon: ['time_slot', 'This time is too soon; choose a later one'],
  past_cutoff: ['delivery_date', 'Orders for today are closed; choose another day'],
  full: ['time_slot', 'This time is fully booked; choose another'],
};
