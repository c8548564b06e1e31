import type { AuditEvent } from '@contract/audit';
import { Image as ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { changeLines, eventTitle, formatInZone } from './describe-event';

/**
 * Events newest first: what happened, who did it and when (in the shop's time zone), and the
 * fields that changed. `renderSubject` adds what the event was about (the shop-wide log).
 */
export function ActivityList({
  events,
  timeZone,
  renderSubject,
}: {
  events: AuditEvent[];
  timeZone: string | undefined;
  renderSubject?: (event: AuditEvent) => ReactNode;
}) {
  return (
    <ol className="relative space-y-4 pl-6">
      <span aria-hidden="true" className="absolute top-1.5 bottom-1.5 left-[5px] w-px bg-border" />
      {events.map((event, index) => {
        const lines = changeLines(event);
        // min-w-0 and wrap-anywhere: a long word (an e-mail address, a code) wraps instead of
        // widening the page on a phone.
        return (
          <li key={event.id} className="relative min-w-0 wrap-anywhere">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-6 size-[11px] rounded-full border-2 border-surface',
                index === 0 ? 'bg-primary' : 'bg-input',
              )}
            />
            <p className="text-[15px] font-medium">
              {eventTitle(event)}
              {renderSubject && (
                <span className="font-normal text-muted-foreground"> · {renderSubject(event)}</span>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="text-foreground/80">{event.actor_name}</span> ·{' '}
              <time dateTime={event.at}>{formatInZone(event.at, timeZone)}</time>
            </p>
            {lines.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground">
                {lines.map((line) => (
                  <li key={line.field}>
                    {line.text}
                    {line.photo && (
                      <>
                        {' · '}
                        <a
                          href={line.photo}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
                        >
                          <ImageIcon className="size-3.5" aria-hidden="true" />
                          View photo
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
