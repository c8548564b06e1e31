import { randomBytes } from 'node:crypto';
import {
  apiError,
  type Json,
  providerId,
  publicSession,
  type StandInAccount,
  type StandInSession,
} from './card-provider-wire-format';

/*
 * The stand-in's API calls and the state they keep: connected accounts, their onboarding links and
 * sessions, and checkout sessions. `baseUrl` is read at call time because the port is known only
 * once the server listens.
 */
export function createCardProviderApi(baseUrl: () => string) {
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, StandInSession>();

  function createAccount(body: Json): StandInAccount {
    const account: StandInAccount = {
      id: providerId('acct'),
      object: 'account',
      email: (body.email as string) ?? null,
      country: (body.country as string) ?? 'DE',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: ['business_profile.mcc', 'external_account'], past_due: [] },
      metadata: (body.metadata as Json) ?? {},
    };
    accounts.set(account.id, account);
    return account;
  }

  function createSession(body: Json, account: string | undefined) {
    if (!account || !accounts.has(account))
      return apiError(400, 'A connected account must be named (Stripe-Account)');
    const item = (body.line_items as Json[] | undefined)?.[0];
    const price = item?.price_data as Json | undefined;
    const amount = Number(price?.unit_amount) * Number(item?.quantity ?? 1);
    if (!price || !Number.isInteger(amount) || amount <= 0) return apiError(400, 'Invalid line_items');
    const session: StandInSession = {
      id: providerId('cs_test'),
      object: 'checkout.session',
      account,
      url: '',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: String(price.currency),
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      metadata: (body.metadata as Json) ?? {},
      payment_intent: null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
    };
    session.url = `${baseUrl()}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: publicSession(session) };
  }
  function route(method: string, path: string, body: Json, account: string | undefined) {
    if (method === 'POST' && path === '/v1/accounts') return { status: 200, body: createAccount(body) };
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'GET' && accountPath) {
      const found = accounts.get(accountPath[1] as string);
      return found ? { status: 200, body: found } : apiError(404, `No such account: '${accountPath[1]}'`);
    }
    if (method === 'POST' && path === '/v1/account_sessions') {
      if (!accounts.has(String(body.account))) return apiError(400, `No such account: '${body.account}'`);
      return {
        status: 200,
        body: {
          object: 'account_session',
          account: body.account,
          client_secret: `${providerId('accs')}_secret_${randomBytes(8).toString('hex')}`,
          expires_at: Math.floor(Date.now() / 1000) + 1800,
          components: body.components,
        },
      };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(body.account))) return apiError(400, `No such account: '${body.account}'`);
      return {
        status: 200,
        body: { object: 'account_link', url: `${baseUrl()}/onboarding/${body.account}`, expires_at: 0 },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body, account);
    return apiError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function activateAccount(accountId: string) {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`No account ${accountId}`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], past_due: [] },
    });
  }

  return { accounts, sessions, route, activateAccount };
}
