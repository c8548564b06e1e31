import { CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A settings block whose data did not load: says so and offers to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={CloudOff}
      title={`Could not load ${what}`}
      className="my-4"
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>Check your connection and try again.</p>
    </EmptyState>
  );
}
