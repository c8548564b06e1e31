import { type PushKind, pushKinds } from '@contract/push';
import type { I18n } from '@lingui/core';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import type { DeviceChoices } from '../../api/push';
import { TimeSelect } from '../time-select';

export function kindTexts(i18n: I18n): Record<PushKind, { label: string; hint: string }> {
  return {
    new_web_order: {
      label: i18n._('New web order'),
      hint: i18n._('A customer sent an order from your storefront or their order page.'),
    },
    due_not_ready: {
      label: i18n._('Due within the hour, not ready'),
      hint: i18n._('An order’s time starts within the hour and it is not marked ready yet.'),
    },
    not_home: {
      label: i18n._('Delivery: not home'),
      hint: i18n._('A driver found nobody at the door. Not when you mark it yourself.'),
    },
    card_failed: {
      label: i18n._('Card payment failed'),
      hint: i18n._('A customer’s card payment did not go through.'),
    },
  };
}

const sameChoices = (a: DeviceChoices, b: DeviceChoices) =>
  JSON.stringify([[...a.kinds].sort(), a.quiet_hours]) ===
  JSON.stringify([[...b.kinds].sort(), b.quiet_hours]);

/** Which kinds this device hears about, and its quiet hours; saved together. */
export function DeviceChoicesForm({
  i18n,
  saved,
  saving,
  onSave,
}: {
  i18n: I18n;
  saved: DeviceChoices;
  saving: boolean;
  onSave: (choices: DeviceChoices) => void;
}) {
  const [kinds, setKinds] = useState<PushKind[]>(saved.kinds);
  const [quiet, setQuiet] = useState(saved.quiet_hours ?? { start: '20:00', end: '07:00' });
  const [quietOn, setQuietOn] = useState(saved.quiet_hours !== null);
  const id = useId();
  const choices: DeviceChoices = { kinds, quiet_hours: quietOn ? quiet : null };
  const sameTimes = quietOn && quiet.start === quiet.end;
  const texts = kindTexts(i18n);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!sameTimes) onSave(choices);
      }}
      className="space-y-6"
    >
      <fieldset>
        <legend className="text-sm font-semibold">{i18n._('Tell me about')}</legend>
        <ul className="mt-2 divide-y divide-border">
          {pushKinds.map((kind) => (
            <li key={kind}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                  checked={kinds.includes(kind)}
                  onChange={(event) =>
                    setKinds((now) =>
                      event.target.checked ? [...now, kind] : now.filter((other) => other !== kind),
                    )
                  }
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{texts[kind].label}</span>
                  <span className="block text-sm text-muted-foreground">{texts[kind].hint}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <div className="flex min-h-11 items-center justify-between gap-4">
          <label htmlFor={`${id}-quiet`} className="min-w-0">
            <span className="block text-sm font-semibold">{i18n._('Quiet hours')}</span>
            <span className="block text-sm text-muted-foreground">
              {i18n._(
                'On your shop’s clock. What happens in them is not sent to this device, then or later: the order list shows it.',
              )}
            </span>
          </label>
          <Switch
            id={`${id}-quiet`}
            checked={quietOn}
            onChange={(event) => setQuietOn(event.target.checked)}
          />
        </div>
        {quietOn && (
          <div className="mt-3 flex flex-wrap items-end gap-4">
            <div className="grid gap-1 text-sm">
              <label htmlFor={`${id}-from`} className="text-muted-foreground">
                {i18n._('From')}
              </label>
              <TimeSelect
                id={`${id}-from`}
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.target.value })}
              />
            </div>
            <div className="grid gap-1 text-sm">
              <label htmlFor={`${id}-until`} className="text-muted-foreground">
                {i18n._('Until')}
              </label>
              <TimeSelect
                id={`${id}-until`}
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.target.value })}
              />
            </div>
          </div>
        )}
        {sameTimes && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {i18n._('Quiet hours need a different start and end.')}
          </p>
        )}
      </div>

      <Button type="submit" loading={saving} disabled={sameTimes || sameChoices(choices, saved)}>
        {i18n._('Save choices')}
      </Button>
    </form>
  );
}
