import type { DeliveryStop } from '@contract/delivery-run';
import { Clock, Mail, MapPin, MessageSquareWarning, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { DeliveryActions } from '../../../components/delivery-run/delivery-actions';
import { DeliveryProgress } from '../../../components/delivery-run/delivery-progress';
import { BenchLines } from '../../../components/order-lines/bench-lines';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { addressLine, formatSlot, mapLink, telLink } from './stop-format';

/**
 * One stop of the run: when, who, what to carry, where (a map link), a phone to call, the notes,
 * and the steps.
 */
export function StopCard({ stop, position }: { stop: DeliveryStop; position: number }) {
  const finished = stop.order_status === 'done';
  const address = addressLine(stop);
  return (
    <li
      aria-label={`Stop ${position}: #${stop.number} ${stop.recipient_name ?? ''}`}
      className={cn(
        'rounded-3xl border border-border bg-surface p-4 shadow-xs sm:p-5',
        finished && 'bg-muted/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            {formatSlot(stop.time_slot)}
          </p>
          <h3 className="mt-0.5 font-display text-xl font-semibold tracking-tight break-words">
            {stop.recipient_name ?? 'Recipient not given'}
          </h3>
          {/* What to take from the van: every line, so a vase or a second bouquet is not left behind. */}
          <BenchLines items={stop.items} label="To deliver" className="mt-1 text-[15px]" />
        </div>
        <Link
          to={`/intern/orders/${stop.uuid}`}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-primary tabular-nums hover:bg-primary-soft"
        >
          #{stop.number}
        </Link>
      </div>

      <div className="mt-3 space-y-2">
        {address ? (
          <a
            href={mapLink(stop)}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-11 items-center gap-2.5 rounded-xl bg-muted/60 px-3 py-2 text-[15px] hover:bg-muted"
          >
            <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <span className="sr-only">Open the map: </span>
              {address}
            </span>
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">No address yet</p>
        )}
        <CallLink stop={stop} />
        {stop.special_instructions && (
          <p className="flex gap-2.5 rounded-xl bg-accent/50 px-3 py-2 text-[15px] break-words whitespace-pre-line">
            <MessageSquareWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{stop.special_instructions}</span>
          </p>
        )}
        <div className="flex flex-wrap gap-1.5">
          {stop.has_card_message && (
            <Badge tone="rose">
              <Mail className="mr-1 size-3" aria-hidden="true" />
              Card to deliver
            </Badge>
          )}
        </div>
      </div>

      <DeliveryProgress order={stop} className="mt-3 border-t border-border pt-3" />
      <DeliveryActions order={stop} className="mt-3" />
    </li>
  );
}

const callClasses =
  'flex min-h-11 items-center gap-2.5 rounded-xl bg-muted/60 px-3 py-2 text-[15px] tabular-nums hover:bg-muted';

/**
 * The recipient's phone; when they left none, the sender's, so the driver at a closed door still has
 * someone to ask.
 */
function CallLink({ stop }: { stop: DeliveryStop }) {
  if (stop.recipient_phone) {
    return (
      <a href={telLink(stop.recipient_phone)} className={callClasses}>
        <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="sr-only">Call </span>
          {stop.recipient_phone}
        </span>
      </a>
    );
  }
  if (!stop.sender_phone) return null;
  return (
    <a href={telLink(stop.sender_phone)} className={callClasses}>
      <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="font-medium">Call sender</span>
        {stop.sender_name && ` · ${stop.sender_name}`} · {stop.sender_phone}
      </span>
    </a>
  );
}
