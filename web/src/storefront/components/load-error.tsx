import { Button } from '../ui/button';
import { OfflineIcon } from '../ui/icons';

/** The shop did not load (no connection, server trouble): say so and offer another try. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <OfflineIcon className="size-7" />
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">The shop did not load</h1>
      <p role="alert" className="mt-3 max-w-md text-muted-foreground">
        {message}
      </p>
      <Button className="mt-7" onClick={onRetry}>
        Retry
      </Button>
    </main>
  );
}
