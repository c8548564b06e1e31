import { useLingui } from '@lingui/react';
import { StoreApiError } from '../api';
import { Button } from '../ui/button';
import { OfflineIcon } from '../ui/icons';

/** The shop did not load (no connection, server trouble): say so and offer another try. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const offline = error instanceof StoreApiError && error.status === 0;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <OfflineIcon className="size-7" />
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">
        {i18n._('The shop did not load')}
      </h1>
      <p role="alert" className="mt-3 max-w-md text-muted-foreground">
        {offline
          ? i18n._('We could not reach the shop. Check your connection.')
          : i18n._('Something went wrong. Please try again.')}
      </p>
      <Button className="mt-7" onClick={onRetry}>
        {i18n._('Retry')}
      </Button>
    </main>
  );
}
