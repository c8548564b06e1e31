import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Logo } from '../components/ui/logo';

export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="px-6 py-5">
        <Link to="/" aria-label="Petal home" className="inline-block rounded-lg">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-6 pb-20 text-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Compass className="size-7" aria-hidden="true" />
        </div>
        <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight">
          This page could not be found
        </h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The address may be mistyped, or the page has moved. Check the link, or start again from one of
          these.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('outline')}>
            Petal home
          </Link>
          <Link to="/intern/orders" className={buttonClasses('primary')}>
            Go to orders
          </Link>
        </div>
      </main>
    </div>
  );
}

/** Unknown addresses under /intern keep the shell around them. */
export function InternNotFoundPage() {
  return (
    <EmptyState
      icon={Compass}
      title="This page could not be found"
      className="mt-6 md:mt-12"
      action={
        <Link to="/intern/orders" className={buttonClasses('outline')}>
          Back to orders
        </Link>
      }
    >
      <p>The address may be mistyped, or the page has moved.</p>
    </EmptyState>
  );
}
