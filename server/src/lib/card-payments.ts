import type Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The card provider (Stripe Connect): the platform's client, built once, or nothing when the
 * server has no keys. Everything that needs it asks through `requireCardProvider`, so a server
 * without keys answers one clear error and the rest of the product works.
 */
export type CardProvider = {
  stripe: Stripe;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
};

/** The provider's package, once a server with keys has loaded it. */
let stripePackage: typeof Stripe | undefined;

/** Loads the provider's package only when there are keys: a server without them never needs it. */
export async function createCardProvider(config: Config): Promise<CardProvider | undefined> {
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey) return undefined;
  stripePackage ??= (await import('stripe')).default;
  const address = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new stripePackage(secretKey, {
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'https:' ? 443 : 80),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
    // A stuck provider must not hold a customer's request for long; the client retries twice.
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Petal' },
  });
  return { stripe, publishableKey, webhookSecret };
}

export const notConfiguredMessage =
  'Card payments are not set up on this server: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET and restart';

export function requireCardProvider(provider: CardProvider | undefined): CardProvider {
  if (!provider) throw new AppError('PAYMENTS_NOT_CONFIGURED', notConfiguredMessage, { configured: false });
  return provider;
}

/**
 * Stripe wants amounts in the currency's smallest unit: cents for EUR, whole yen for JPY, fils
 * for KWD. Our amounts are exact cents (two decimals), so this is integer arithmetic.
 */
export function toMinorUnits(cents: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
  return digits >= 2 ? cents * 10 ** (digits - 2) : Math.round(cents / 10 ** (2 - digits));
}

/** The provider's minor units of a currency → cents (toMinorUnits undone). */
export function fromMinorUnits(units: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
  return digits >= 2 ? Math.round(units / 10 ** (digits - 2)) : units * 10 ** (2 - digits);
}

/** What the provider said went wrong, as our error: never a 500 for a refusal it explains. */
export function providerError(error: unknown): never {
  // Without the package loaded there is no provider, so no error can have come from it.
  if (stripePackage && error instanceof stripePackage.errors.StripeError) {
    if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError') {
      // Whatever the call was (a checkout, an account), it changed nothing here: say so, and keep
      // the provider's own words (hosts, retries) out of an answer a customer may read.
      throw new AppError(
        'PAYMENTS_NOT_CONFIGURED',
        'The card provider cannot be reached right now; nothing was changed. Try again shortly',
        { provider: error.type },
      );
    }
    if (error.type === 'StripeAuthenticationError' || error.type === 'StripePermissionError') {
      throw new AppError('PAYMENTS_NOT_CONFIGURED', 'The card provider refused this server’s keys', {
        provider: error.message,
      });
    }
    throw new AppError('CONFLICT', `The card provider refused: ${error.message}`, {
      provider: error.code ?? error.type,
    });
  }
  throw error;
}
