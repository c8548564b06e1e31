import { Card } from '../../../components/ui/card';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { OtherDevices } from '../components/notifications/other-devices';
import { ThisDevicePanel } from '../components/notifications/this-device-panel';
import { useThisDevice } from '../components/notifications/use-this-device';
import { useOfficeTexts } from '../components/office-texts';

/**
 * /intern/settings/notifications: push notifications on this person's devices (docs/decisions/063).
 * Every member's own, so not for staff alone: owners and managers reach it from Settings, everyone
 * from their account.
 */
export function NotificationsPage() {
  const i18n = useOfficeTexts();
  const [device, setSubscription] = useThisDevice();
  if (!i18n || !device) return <PageSkeleton label="Loading" blocks={['h-72', 'h-32']} />;
  return (
    <div className="mx-auto max-w-2xl space-y-6" lang={i18n.locale}>
      <Card className="p-5 sm:p-6">
        <h2 className="font-display text-lg font-semibold">{i18n._('This device')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {i18n._(
            'Notifications reach this phone or computer even when Petal is closed. A tap opens the order. Each of your devices has its own choices.',
          )}
        </p>
        <div className="mt-5">
          <ThisDevicePanel i18n={i18n} device={device} onSubscription={setSubscription} />
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="font-display text-lg font-semibold">{i18n._('Your other devices')}</h2>
        <div className="mt-5">
          <OtherDevices i18n={i18n} thisEndpoint={device.subscription?.endpoint ?? null} />
        </div>
      </Card>
    </div>
  );
}
