import { pushKinds } from '@contract/push';
import type { I18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import {
  type DeviceChoices,
  deletePushSubscription,
  getPushPublicKey,
  pushKeys,
  savePushSubscription,
  useDeviceChoices,
} from '../../api/push';
import { DeviceChoicesForm } from './device-choices';
import { PushSetupError, subscribeThisDevice, subscriptionParts } from './device-push';
import { SupportNotice } from './support-notice';
import type { ThisDevice } from './use-this-device';

function problemText(i18n: I18n, error: unknown): string {
  if (error instanceof PushSetupError) {
    if (error.reason === 'denied')
      return i18n._(
        'You said no to notifications. Allow them in the browser’s site settings, then reload this page.',
      );
    if (error.reason === 'dismissed')
      return i18n._('Notifications stay off: the browser’s question was closed.');
    return i18n._(
      'This browser could not reach its push service, so notifications cannot be turned on here. Check the connection and try again; some browsers (without Google’s services, or in a private window) cannot receive them at all.',
    );
  }
  // The server's refusals (10 devices at most) say what to do; in English, as every refusal is.
  if (isApiError(error) && error.status < 500) return error.message;
  return i18n._('Petal could not save this device. Try again in a moment.');
}

/** This device: turn notifications on or off, and choose what it hears about and when not. */
export function ThisDevicePanel({
  i18n,
  device,
  onSubscription,
}: {
  i18n: I18n;
  device: ThisDevice;
  onSubscription: (subscription: PushSubscription | null) => void;
}) {
  const queryClient = useQueryClient();
  const subscription = device.subscription;
  const choices = useDeviceChoices(subscription?.endpoint ?? null);
  const [saved, setSaved] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });

  const turnOn = useMutation({
    mutationFn: async () => {
      if (!device.registration) throw new PushSetupError('push-service');
      const made = await subscribeThisDevice(device.registration, await getPushPublicKey());
      await savePushSubscription({ ...subscriptionParts(made), kinds: [...pushKinds], quiet_hours: null });
      return made;
    },
    onSuccess: (made) => {
      onSubscription(made);
      return refresh();
    },
    meta: { errorToast: false },
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      if (!subscription) return;
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    },
    onSuccess: () => {
      onSubscription(null);
      return refresh();
    },
  });
  const save = useMutation({
    mutationFn: (next: DeviceChoices) =>
      subscription
        ? savePushSubscription({ ...subscriptionParts(subscription), ...next })
        : Promise.reject(new PushSetupError('push-service')),
    onSuccess: async () => {
      await refresh();
      setSaved(true);
    },
    meta: { errorToast: false },
  });

  if (device.support !== 'ready') return <SupportNotice i18n={i18n} support={device.support} />;
  if (subscription && choices.isPending)
    return <p className="text-sm text-muted-foreground">{i18n._('Loading…')}</p>;
  if (choices.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {i18n._('Petal could not load this device’s choices. Reload the page to try again.')}
      </p>
    );

  if (!subscription || !choices.data)
    return (
      <div className="space-y-4">
        <p className="text-sm">
          <Badge tone="neutral">{i18n._('Off')}</Badge>{' '}
          {i18n._('This device gets no notifications from Petal.')}
        </p>
        <Button loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
          {i18n._('Turn on notifications')}
        </Button>
        {turnOn.isError && (
          <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
            {problemText(i18n, turnOn.error)}
          </p>
        )}
      </div>
    );

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Badge tone="green">{i18n._('On')}</Badge>{' '}
        {i18n._('This device gets notifications from Petal, also while the app is closed.')}
      </p>
      <DeviceChoicesForm
        key={JSON.stringify(choices.data)}
        i18n={i18n}
        saved={choices.data}
        saving={save.isPending}
        onSave={(next) => {
          setSaved(false);
          save.mutate(next);
        }}
      />
      <div aria-live="polite" className="text-sm">
        {saved && !save.isPending && <p className="text-muted-foreground">{i18n._('Saved.')}</p>}
        {save.isError && <p className="text-danger">{problemText(i18n, save.error)}</p>}
      </div>
      <Button variant="outline" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
        {i18n._('Turn off on this device')}
      </Button>
    </div>
  );
}
