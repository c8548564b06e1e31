import type { AccountSession, AccountStatus } from '@contract/card-payments';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { type CardProvider, providerError, requireCardProvider } from '../../lib/card-payments';
import { AppError, notFound } from '../../lib/errors';
import { staffActor } from '../audit';
import { recordCardAccount } from '../business';

type Shop = { businessId: string };
/** Who opens the account: the owner, signed in. */
type Opener = Shop & { userId: string; country?: string };
type Role = 'owner' | 'manager' | 'florist';

async function readShop(db: Db, businessId: string) {
  const [shop] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      email: businesses.email,
      url: businesses.url,
      accountId: businesses.stripeAccountId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('business');
  return shop;
}

async function connectedAccount(db: Db, businessId: string): Promise<string> {
  const { accountId } = await readShop(db, businessId);
  if (!accountId) {
    throw new AppError('CONFLICT', 'Connect a card-payment account first', { connected: false });
  }
  return accountId;
}

/** The provider's own account; payments go straight to the shop (direct charges). */
async function openAccount(
  cards: CardProvider,
  config: Config,
  shop: Awaited<ReturnType<typeof readShop>>,
  country?: string,
  attempt = 0,
) {
  try {
    return await cards.stripe.accounts.create(
      {
        ...(country && { country }),
        email: shop.email,
        business_profile: { name: shop.name, url: `${config.publicUrl}/${shop.url}/store` },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        // The shop answers the provider's questions inside Petal and sees its own Express dashboard.
        controller: {
          fees: { payer: 'application' },
          losses: { payments: 'application' },
          stripe_dashboard: { type: 'express' },
        },
        metadata: { business_id: shop.id },
      },
      // Two clicks at once open one account, not two.
      { idempotencyKey: `petal-account-${shop.id}-${attempt}` },
    );
  } catch (error) {
    providerError(error);
  }
}

/** Opens the shop's account at the provider, once; asking again answers the same account. */
export async function createAccount(
  db: Db,
  config: Config,
  provider: CardProvider | undefined,
  { businessId, userId, country }: Opener,
): Promise<{ account_id: string }> {
  const cards = requireCardProvider(provider);
  const shop = await readShop(db, businessId);
  if (shop.accountId) return { account_id: shop.accountId };
  const account = await openAccount(cards, config, shop, country);
  await db.transaction((tx) =>
    recordCardAccount(tx, { businessId, accountId: account.id, replace: false, actor: staffActor(userId) }),
  );
  return { account_id: (await readShop(db, businessId)).accountId ?? account.id };
}

/**
 * Starts over with a new account, for an owner who chose the wrong country or business type.
 * An account that already takes payments is kept: replacing it would send money elsewhere.
 */
export async function restartAccount(
  db: Db,
  config: Config,
  provider: CardProvider | undefined,
  { businessId, userId, country }: Opener,
): Promise<{ account_id: string }> {
  const cards = requireCardProvider(provider);
  const shop = await readShop(db, businessId);
  if (shop.accountId) {
    const current = await retrieveAccount(cards, shop.accountId);
    if (current?.charges_enabled) {
      throw new AppError('CONFLICT', 'This account already takes card payments; it cannot be replaced here', {
        charges_enabled: true,
      });
    }
  }
  const account = await openAccount(cards, config, shop, country, Date.now());
  await db.transaction((tx) =>
    recordCardAccount(tx, { businessId, accountId: account.id, replace: true, actor: staffActor(userId) }),
  );
  return { account_id: account.id };
}

async function retrieveAccount(cards: CardProvider, accountId: string): Promise<Stripe.Account | null> {
  try {
    return await cards.stripe.accounts.retrieve(accountId);
  } catch (error) {
    // An account removed at the provider reads as "not connected", so the owner can start over.
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    providerError(error);
  }
}

export async function accountStatus(
  db: Db,
  provider: CardProvider | undefined,
  { businessId }: Shop,
): Promise<AccountStatus> {
  const cards = requireCardProvider(provider);
  const { accountId } = await readShop(db, businessId);
  const account = accountId ? await retrieveAccount(cards, accountId) : null;
  if (!account) {
    return {
      connected: false,
      account_id: accountId,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements_due: [],
    };
  }
  return {
    connected: true,
    account_id: account.id,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
    details_submitted: account.details_submitted ?? false,
    requirements_due: [
      ...(account.requirements?.currently_due ?? []),
      ...(account.requirements?.past_due ?? []),
    ].filter((item, index, all) => all.indexOf(item) === index),
  };
}

/**
 * A short-lived secret for the provider's embedded components. Owners get onboarding as well as
 * the payments and payouts views; managers only the views (docs/product.md, Roles).
 */
export async function createAccountSession(
  db: Db,
  provider: CardProvider | undefined,
  { businessId, role }: Shop & { role: Role },
): Promise<AccountSession> {
  const cards = requireCardProvider(provider);
  if (!cards.publishableKey) {
    throw new AppError(
      'PAYMENTS_NOT_CONFIGURED',
      'Set STRIPE_PUBLISHABLE_KEY to show the card provider’s pages here',
      {
        configured: false,
      },
    );
  }
  const account = await connectedAccount(db, businessId);
  const isOwner = role === 'owner';
  try {
    const session = await cards.stripe.accountSessions.create({
      account,
      components: {
        account_onboarding: { enabled: isOwner },
        account_management: { enabled: isOwner },
        notification_banner: { enabled: true },
        payments: {
          enabled: true,
          features: { refund_management: true, dispute_management: true, capture_payments: true },
        },
        payouts: {
          enabled: true,
          features: { instant_payouts: isOwner, standard_payouts: isOwner, edit_payout_schedule: isOwner },
        },
      },
    });
    return {
      account_id: account,
      client_secret: session.client_secret,
      publishable_key: cards.publishableKey,
    };
  } catch (error) {
    providerError(error);
  }
}

/** The provider's own hosted onboarding, for when the embedded one cannot load. */
export async function createAccountLink(
  db: Db,
  config: Config,
  provider: CardProvider | undefined,
  { businessId }: Shop,
): Promise<{ url: string }> {
  const cards = requireCardProvider(provider);
  const account = await connectedAccount(db, businessId);
  const page = `${config.publicUrl}/intern/account/stripe`;
  try {
    const link = await cards.stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: `${page}?link=expired`,
      return_url: `${page}?link=done`,
    });
    return { url: link.url };
  } catch (error) {
    providerError(error);
  }
}
