import { CloudOff } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A block whose data did not load: says what, and offers to try again. */
export function FetchError({
  title,
  onRetry,
  retrying,
  children,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <EmptyState
      icon={CloudOff}
      title={title}
      className="mt-6"
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      <p role="alert">{children ?? 'Check your connection and try again.'}</p>
    </EmptyState>
  );
}
