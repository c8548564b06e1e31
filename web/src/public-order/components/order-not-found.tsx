import { CloudOff, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { isApiError } from '../../lib/api-client';

/** A missing order (wrong or old link) or a failed load, in words for customers. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing =
    isApiError(error) && (error.code === 'NOT_FOUND' || error.status === 400 || error.status === 404);
  if (missing) {
    return (
      <EmptyState icon={SearchX} title="We could not find this order" className="my-auto w-full">
        <p>
          Check that the link is complete, exactly as your florist sent it. If it still does not work, please
          contact the shop.
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={CloudOff}
      title="Your order did not load"
      className="my-auto w-full"
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p role="alert">Check your connection and try again.</p>
    </EmptyState>
  );
}
