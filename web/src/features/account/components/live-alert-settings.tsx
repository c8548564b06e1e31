import { Switch } from '../../../components/ui/switch';
import { useLiveAlerts } from '../../../lib/live-alerts';

const rows = [
  { key: 'sound', label: 'Play a sound', hint: 'A soft chime once you have clicked somewhere on the page.' },
  { key: 'toast', label: 'Show a notice', hint: 'With the order number; click it to open the order.' },
] as const;

/** Whether this device rings and shows a notice when a new order arrives (kept on this device only). */
export function LiveAlertSettings() {
  const [alerts, setAlerts] = useLiveAlerts();
  return (
    <ul className="divide-y divide-border">
      {rows.map(({ key, label, hint }) => {
        const id = `live-alert-${key}`;
        return (
          <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <label htmlFor={id} className="min-w-0">
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-sm text-muted-foreground">{hint}</span>
            </label>
            <Switch id={id} checked={alerts[key]} onChange={(e) => setAlerts({ [key]: e.target.checked })} />
          </li>
        );
      })}
    </ul>
  );
}
