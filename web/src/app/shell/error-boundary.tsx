import { TriangleAlert, WifiOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { OfflineError } from '../../lib/offline';
import { NotFoundPage } from '../not-found-page';

/** What any unexpected render error shows (docs/product.md, Screens and navigation). */
export function ErrorFallback() {
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 text-center"
    >
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">Oops! Something went wrong</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        The page ran into a problem it could not recover from. Reloading usually sets it right.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}

/**
 * A page that could not load because no server answered: the app itself opened (from the service
 * worker, docs/decisions/036), its data did not. It tries again by itself when the connection returns.
 */
export function OfflinePage() {
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 text-center"
    >
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <WifiOff className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">You're offline</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Petal cannot reach your shop's server, so orders and stock cannot load. This page opens them as soon
        as the connection is back.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}

/**
 * The router's errorElement: 404 answers get the not-found page, a page that found no server (or
 * any failure while the device is offline, such as a page's code not loading) the offline page,
 * everything else the fallback.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof OfflineError || !navigator.onLine) return <OfflinePage />;
  console.error(error);
  return <ErrorFallback />;
}

/** Catches what happens outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
