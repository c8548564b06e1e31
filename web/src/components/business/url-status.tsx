import { CircleCheck, CircleX } from 'lucide-react';
import { Spinner } from '../ui/spinner';

export type UrlAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'current';

/** The live answer to "is this address free?", read out to screen readers as it changes. */
export function UrlStatus({ status, url }: { status: UrlAvailability; url: string }) {
  const storefront = `${window.location.origin}/${url || 'your-shop'}/store`;
  return (
    <div aria-live="polite" className="space-y-1">
      {status === 'checking' && (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Spinner className="size-4" /> Checking availability…
        </span>
      )}
      {status === 'available' && (
        <span className="flex items-center gap-1.5 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" /> This address is available
        </span>
      )}
      {status === 'taken' && (
        <span className="flex items-center gap-1.5 font-medium text-danger">
          <CircleX className="size-4" aria-hidden="true" /> This address is taken, try another
        </span>
      )}
      {status === 'current' && (
        <span className="flex items-center gap-1.5 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" /> Your shop's address
        </span>
      )}
      <span className="block break-all">
        Your storefront: <span className="text-foreground">{storefront}</span>
      </span>
    </div>
  );
}
