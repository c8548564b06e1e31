import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Beside the list views: the day view, today's orders by window. */
export function DayViewLink({ className }: { className?: string }) {
  return (
    <Link
      to="/intern/today"
      className={cn(
        'inline-flex h-12 items-center gap-2 rounded-2xl bg-muted px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
        className,
      )}
    >
      <CalendarCheck className="size-4" aria-hidden="true" />
      Today
    </Link>
  );
}
