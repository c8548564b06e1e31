import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * What staff noted about a customer ("no lilies — allergic"), in amber so that whoever makes or
 * takes their order cannot miss it. Nothing when there is no note.
 */
export function CustomerNote({ note, className }: { note: string | null | undefined; className?: string }) {
  if (!note?.trim()) return null;
  return (
    <div
      role="note"
      aria-label="Note about the customer"
      className={cn(
        'flex gap-2.5 rounded-xl border border-warning/50 bg-warning-soft px-3.5 py-3 text-warning-foreground',
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-[15px]">
        <p className="text-xs font-semibold tracking-wide uppercase">Note about the customer</p>
        <p className="mt-0.5 whitespace-pre-line break-words text-foreground">{note}</p>
      </div>
    </div>
  );
}
