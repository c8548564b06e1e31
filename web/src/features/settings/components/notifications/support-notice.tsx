import type { I18n } from '@lingui/core';
import type { PushSupport } from './device-push';

/** Why this device cannot get notifications, and what the person can do about it. */
export function SupportNotice({ i18n, support }: { i18n: I18n; support: Exclude<PushSupport, 'ready'> }) {
  const says: Record<typeof support, { title: string; text: string }> = {
    'ios-not-installed': {
      title: i18n._('Add Petal to your Home Screen first'),
      text: i18n._(
        'On an iPhone or iPad, notifications reach apps on the Home Screen only. In Safari, tap Share, then Add to Home Screen; open Petal from there, sign in and turn notifications on on this page.',
      ),
    },
    unsupported: {
      title: i18n._('This browser cannot show notifications'),
      text: i18n._(
        'Use a current Chrome, Edge, Firefox or Safari on this device, or turn notifications on on another one.',
      ),
    },
    denied: {
      title: i18n._('Notifications are blocked for Petal'),
      text: i18n._(
        'This browser was told not to show notifications from this site. Allow them in its site settings (the icon beside the address, or the system settings for the installed app), then reload this page.',
      ),
    },
    'no-worker': {
      title: i18n._('The app’s background part is not running'),
      text: i18n._(
        'Notifications need it, and a private window or a browser setting that blocks site data stops it. Reload this page; if this stays, open Petal in a normal window or install it.',
      ),
    },
  };
  const { title, text } = says[support];
  return (
    <div role="status" className="rounded-xl bg-accent px-3.5 py-3 text-sm text-accent-foreground">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}
