import { Link, Outlet } from 'react-router';
import { Logo } from '../components/ui/logo';

/** Frame of the public pages that are not the landing or sign-in: the customer's order pages. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-5">
          <Link to="/" aria-label="Petal home" className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="flex flex-1 flex-col px-5 py-10 md:py-16">
        <Outlet />
      </main>
      <footer className="px-5 py-6 text-center text-xs text-muted-foreground">Powered by Petal</footer>
    </div>
  );
}
