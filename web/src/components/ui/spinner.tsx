import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

/** Shown while a page's code or first data loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center text-muted-foreground">
      <Spinner className="size-6" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
