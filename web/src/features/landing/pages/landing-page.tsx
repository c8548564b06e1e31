import { ArrowRight, Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { hasSessionHint } from '../../../lib/session-cookie';
import { BouquetIllustration } from '../components/bouquet-illustration';
import { FeatureGrid } from '../components/feature-grid';
import { HowItWorks } from '../components/how-it-works';

/** The public front door (docs/product.md, Screens and navigation). Always light: the root layout keeps the dark class off here. */
export function LandingPage() {
  // Someone with a session goes straight to their shop instead of being offered a sign-up.
  const returning = hasSessionHint();

  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex h-18 max-w-6xl items-center justify-between px-5 md:px-8">
        <Link to="/" aria-label="Petal home" className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {returning ? (
            <Link to="/intern/orders" className={buttonClasses('primary', 'sm')}>
              Open your shop
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                Sign in
              </Link>
              <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                Create an account
              </Link>
            </>
          )}
        </nav>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-8 pb-16 md:grid-cols-[1.1fr_1fr] md:px-8 md:pt-16 md:pb-24">
          <div>
            <span className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
              <Leaf className="size-4" aria-hidden="true" />
              Made for flower shops
            </span>
            <h1 className="mt-6 font-display text-[42px] leading-[1.05] font-semibold tracking-tight text-balance md:text-6xl">
              Every bouquet, from first call to doorstep.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
              Petal keeps your orders, stock, storefront and payments in one calm place, so the day goes to
              flowers rather than spreadsheets.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link to={returning ? '/intern/orders' : '/signup'} className={buttonClasses('primary', 'lg')}>
                {returning ? 'Open your shop' : 'Create your shop'}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              {!returning && (
                <Link to="/login" className={buttonClasses('outline', 'lg')}>
                  Sign in
                </Link>
              )}
            </div>
          </div>
          <BouquetIllustration className="mx-auto w-full max-w-[300px] md:max-w-[440px]" />
        </section>

        <section aria-labelledby="what" className="bg-muted/60 py-16 md:py-24">
          <div className="mx-auto max-w-6xl px-5 md:px-8">
            <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">
              What Petal does
            </p>
            <h2
              id="what"
              className="mt-3 max-w-2xl font-display text-3xl font-semibold tracking-tight md:text-4xl"
            >
              The whole shop, from the workbench to the bank.
            </h2>
            <div className="mt-10">
              <FeatureGrid />
            </div>
          </div>
        </section>

        <section aria-labelledby="how" className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-24">
          <h2 id="how" className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
            Open your shop in minutes
          </h2>
          <div className="mt-10">
            <HowItWorks />
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-5 pb-16 md:px-8 md:pb-24">
          <div className="relative overflow-hidden rounded-[2rem] bg-[#1f5c46] px-6 py-12 text-center text-white md:px-12 md:py-16">
            <h2 className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
              Ready when your first order is.
            </h2>
            <p className="mx-auto mt-3 max-w-lg text-white/80">
              Create an account, set up your shop, and your back office is waiting.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={returning ? '/intern/orders' : '/signup'} className={buttonClasses('inverse', 'lg')}>
                {returning ? 'Open your shop' : 'Create your shop'}
              </Link>
              {!returning && (
                <Link to="/login" className={buttonClasses('ghost-inverse', 'lg')}>
                  I already have an account
                </Link>
              )}
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-muted-foreground sm:flex-row md:px-8">
          <Logo className="scale-90" />
          <p>© {new Date().getFullYear()} Petal · The back office for florists</p>
        </div>
      </footer>
    </div>
  );
}
