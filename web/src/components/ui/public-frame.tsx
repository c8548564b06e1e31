import type { ReactNode } from 'react';

/**
 * The frame of the public pages other than the landing and sign-in: the Petal mark (`home`, a link
 * to the landing page), the page, and a quiet footer. The customer's order pages (a bundle of their
 * own) pass no `home`: there the shop leads, and Petal's mark sits small in their footer.
 */
export function PublicFrame({
  home,
  footer = 'Powered by Petal',
  children,
}: {
  /** Without it the page has no header bar. */
  home?: ReactNode;
  /** The customer's order pages put their language switch here, in the visitor's words. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      {home && (
        <header className="border-b border-border/70">
          <div className="mx-auto flex h-16 max-w-5xl items-center px-5">{home}</div>
        </header>
      )}
      <main className="flex flex-1 flex-col px-5 py-10 md:py-16">{children}</main>
      <footer className="flex flex-col items-center gap-2 px-5 py-6 text-center text-xs text-muted-foreground">
        {footer}
      </footer>
    </div>
  );
}
