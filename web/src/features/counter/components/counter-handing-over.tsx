import type { CounterOptions, CounterOverride } from '@contract/counter';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { ChoiceRow, WindowChoice } from './counter-choices';
import { CounterDelivery } from './counter-delivery';
import { type CounterWay, OVERRIDE_LABELS } from './counter-form';
import type { CounterForm } from './use-counter-values';

const WAYS: { value: CounterWay; label: string }[] = [
  { value: 'now', label: 'Takes it now' },
  { value: 'pickup', label: 'Pickup later' },
  { value: 'delivery', label: 'Delivery' },
];

/**
 * How the flowers leave: taken along now, collected later at a location, or delivered; the day and
 * window for the last two, and the shop's rules the owner or a manager may set aside for it.
 */
export function CounterHandingOver({
  form,
  options,
  optionsLoading,
  neededRules,
  mayOverride,
  currency,
}: {
  form: CounterForm;
  options: CounterOptions | undefined;
  optionsLoading: boolean;
  /** Rules the chosen window or the server's answer needs set aside. */
  neededRules: CounterOverride[];
  mayOverride: boolean;
  currency: string | undefined;
}) {
  const { values, problems, set, fill, customer, toggleOverride } = form;
  return (
    <>
      <ChoiceRow
        label="How the flowers leave"
        name="way"
        choices={WAYS}
        value={values.way}
        onChange={(way) => set('way', way)}
      />
      {values.way === 'delivery' && (
        <CounterDelivery
          values={values}
          problems={problems}
          currency={currency}
          onChange={fill}
          customerId={customer?.id ?? null}
        />
      )}
      {values.way === 'pickup' && (options?.pickup_locations.length ?? 0) > 1 && (
        <Field label="Pickup location">
          {(control) => (
            <Select
              {...control}
              value={values.location_id}
              onChange={(e) => set('location_id', e.target.value)}
            >
              <option value="">The first location</option>
              {options?.pickup_locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {values.way !== 'now' && (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Field label="Date" error={problems.delivery_date}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.delivery_date}
                onChange={(e) => fill({ delivery_date: e.target.value, time_slot: '' })}
              />
            )}
          </Field>
          <WindowChoice
            windows={options?.windows ?? []}
            closed={options?.closed ?? false}
            loading={optionsLoading}
            value={values.time_slot}
            error={problems.time_slot}
            onChange={(slot) => set('time_slot', slot)}
          />
        </div>
      )}
      {neededRules.length > 0 && (
        <div className="space-y-2 rounded-xl border border-primary/40 bg-primary-soft/50 p-3.5">
          {mayOverride ? (
            neededRules.map((rule) => (
              <label key={rule} className="flex cursor-pointer items-start gap-3 text-[15px]">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
                  checked={values.overrides.includes(rule)}
                  onChange={(e) => toggleOverride(rule, e.target.checked)}
                />
                <span>{OVERRIDE_LABELS[rule]}</span>
              </label>
            ))
          ) : (
            <p className="text-sm">
              Only the owner or a manager can take this order outside the shop’s rules.
            </p>
          )}
        </div>
      )}
      {problems.overrides && (
        <p role="alert" className="text-sm text-danger">
          {problems.overrides}
        </p>
      )}
    </>
  );
}
