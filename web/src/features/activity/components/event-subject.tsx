import type { AuditEvent } from '@contract/audit';
import { Link } from 'react-router';

type Change = { from?: unknown; to?: unknown } | undefined;

/** The value a change names, whichever side it is on (a deleted thing only has `from`). */
const named = (change: Change) => {
  const value = change?.to ?? change?.from;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

const settingsNames: Record<string, string> = {
  order_form: 'Order form',
  'time_windows:delivery': 'Delivery times',
  'time_windows:pickup': 'Pickup times',
};

/** What an event of the shop-wide log was about: a link to the order, or the thing's name. */
export function EventSubject({ event }: { event: AuditEvent }) {
  const changes = event.changes as Record<string, Change>;
  switch (event.entity_type) {
    case 'order': {
      const number = event.entity_label ?? (named(changes.number) ? `#${named(changes.number)}` : null);
      const label = number ? `Order ${number}` : 'Order';
      // A deleted order has no page left to open.
      if (event.action === 'order.deleted') return <>{label}</>;
      return (
        <Link
          to={`/intern/orders/${event.entity_id}`}
          className="text-primary underline-offset-2 hover:underline"
        >
          {label}
        </Link>
      );
    }
    case 'settings':
      return (
        <>
          {settingsNames[event.entity_id] ??
            named(changes.name) ??
            (named(changes.zipcode) ? `Zip code ${named(changes.zipcode)}` : 'Settings')}
        </>
      );
    case 'staff': {
      const name = [named(changes.first_name), named(changes.last_name)].filter(Boolean).join(' ');
      return <>{name || 'Team member'}</>;
    }
    case 'business':
      return <>Business details</>;
    default:
      return <>{named(changes.name) ?? event.entity_type}</>;
  }
}
