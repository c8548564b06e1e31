import type { StripeConnectInstance } from '@stripe/connect-js';
import { useEffect, useRef, useState } from 'react';
import { createAccountSession } from '../../lib/card-account';
import { useTheme } from '../../lib/theme';
import { Spinner } from '../ui/spinner';

const LOAD_TIMEOUT_MS = 20_000;

export type ProviderComponent = 'account-onboarding' | 'payments' | 'payouts' | 'notification-banner';

/** The provider's components take our colours, so they sit in the page in both themes. */
function appearance() {
  const css = getComputedStyle(document.documentElement);
  const color = (name: string) => css.getPropertyValue(name).trim() || undefined;
  return {
    variables: {
      colorPrimary: color('--primary'),
      colorBackground: color('--card') ?? color('--background'),
      colorText: color('--foreground'),
      colorDanger: color('--destructive'),
      borderRadius: '10px',
      fontFamily: css.fontFamily,
    },
  };
}

/**
 * One of the card provider's embedded pages (Stripe Connect): onboarding, payments or payouts of
 * the shop's own account. Its script comes from the provider, so it loads only on the pages that
 * show it, and a page that cannot load it says so instead of staying blank.
 */
export function ProviderView({
  component,
  label,
  onExit,
}: {
  component: ProviderComponent;
  /** Names the region for screen readers. */
  label: string;
  /** Onboarding: the owner closed it or finished. */
  onExit?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<StripeConnectInstance | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [theme] = useTheme();
  const exit = useRef(onExit);
  exit.current = onExit;

  useEffect(() => {
    let cancelled = false;
    let element: HTMLElement | null = null;
    (async () => {
      const session = await createAccountSession();
      const { loadConnectAndInitialize } = await import('@stripe/connect-js');
      if (cancelled) return;
      const connect = loadConnectAndInitialize({
        publishableKey: session.publishable_key,
        // The secret is short-lived; the provider asks again when it needs a new one.
        fetchClientSecret: async () => (await createAccountSession()).client_secret,
        appearance: appearance(),
      });
      instance.current = connect;
      const created = connect.create(component);
      created.setOnLoadError(() => !cancelled && setState('failed'));
      // The provider's script shows its own loader once it runs; until then ours stays.
      created.setOnLoaderStart(() => {
        clearTimeout(giveUp);
        if (!cancelled) setState('ready');
      });
      if (component === 'account-onboarding' && 'setOnExit' in created) {
        (created as { setOnExit: (listener: () => void) => void }).setOnExit(() => exit.current?.());
      }
      element = created;
      host.current?.append(created);
    })().catch(() => !cancelled && setState('failed'));
    // Blocked or offline, the provider's script may never say anything at all.
    const giveUp = setTimeout(
      () => !cancelled && setState((now) => (now === 'loading' ? 'failed' : now)),
      LOAD_TIMEOUT_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(giveUp);
      element?.remove();
      instance.current = null;
    };
  }, [component]);

  useEffect(() => {
    // The theme changed: repaint the provider's page in the new colours.
    if (theme) instance.current?.update({ appearance: appearance() });
  }, [theme]);

  return (
    <section aria-label={label} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner /> Loading the card provider’s page…
        </p>
      )}
      {state === 'failed' && (
        <p
          role="alert"
          className="rounded-lg border border-border bg-card px-4 py-3 text-sm text-muted-foreground"
        >
          The card provider’s page could not load. Check your connection and reload; your account and payments
          are not affected.
        </p>
      )}
      <div ref={host} />
    </section>
  );
}
