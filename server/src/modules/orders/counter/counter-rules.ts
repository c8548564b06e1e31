import type { CounterOverride } from '@contract/counter';
import { AppError } from '../../../lib/errors';
import type { SlotProblem } from '../../scheduling';

/** An order taken by staff: the customer rules they set aside, and whether it is collected now. */
export type CounterRules = { overrides: readonly CounterOverride[]; walkIn: boolean };

/** The slot engine's rule behind each override (the zip code rule is the delivery area's). */
export const overrideOf: Record<CounterOverride, SlotProblem | null> = {
  lead_time: 'too_soon',
  cutoff: 'past_cutoff',
  full_window: 'full',
  unserved_zipcode: null,
};

/** Which override would take an order past a slot problem; the others cannot be set aside. */
export const ruleOfProblem: Partial<Record<SlotProblem, CounterOverride>> = {
  too_soon: 'lead_time',
  past_cutoff: 'cutoff',
  full: 'full_window',
};

/** A customer rule stands in the way: 409, naming the override that would take the order anyway. */
export const ruleRefused = (rule: CounterOverride, field: string, message: string) =>
  new AppError('CONFLICT', `${message}. To take the order anyway, ask for the override "${rule}".`, {
    [field]: message,
    override: rule,
  });
