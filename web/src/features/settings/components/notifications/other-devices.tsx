import type { I18n } from '@lingui/core';
import { Smartphone } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { usePushDevices, useRemovePushDevice } from '../../api/push';
import { kindTexts } from './device-choices';
import { browserOfEndpoint } from './device-push';

/**
 * The person's other devices that get notifications: a phone left in a drawer or a browser on a
 * shop computer they no longer use can be removed from here.
 */
export function OtherDevices({ i18n, thisEndpoint }: { i18n: I18n; thisEndpoint: string | null }) {
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  if (devices.isPending) return <p className="text-sm text-muted-foreground">{i18n._('Loading…')}</p>;
  if (devices.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {i18n._('Petal could not load your devices. Reload the page to try again.')}
      </p>
    );
  const others = devices.data.items.filter((device) => device.endpoint !== thisEndpoint);
  if (others.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {i18n._('No other device of yours gets notifications.')}
      </p>
    );

  const day = new Intl.DateTimeFormat(i18n.locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const texts = kindTexts(i18n);
  return (
    <ul className="divide-y divide-border">
      {others.map((device) => {
        const name = browserOfEndpoint(device.endpoint) ?? i18n._('A browser');
        const reached = device.last_success_at
          ? `${i18n._('Last notified')} ${day.format(new Date(device.last_success_at))}`
          : i18n._('Not notified yet');
        const kinds = device.kinds.map((kind) => texts[kind].label).join(', ') || i18n._('Nothing chosen');
        return (
          <li key={device.endpoint} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <Smartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{name}</p>
              <p className="text-muted-foreground">
                {`${i18n._('Added')} ${day.format(new Date(device.created_at))} · ${reached}`}
              </p>
              <p className="text-muted-foreground">{kinds}</p>
            </div>
            <Button
              variant="ghost-danger"
              size="sm"
              aria-label={`${i18n._('Remove')}: ${name}, ${i18n._('Added')} ${day.format(new Date(device.created_at))}`}
              loading={remove.isPending && remove.variables === device.endpoint}
              onClick={() => remove.mutate(device.endpoint)}
            >
              {i18n._('Remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
