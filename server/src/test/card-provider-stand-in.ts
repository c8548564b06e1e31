import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local HTTP server that answers like the card provider's API (Stripe) for the calls Petal
 * makes, and plays its hosted payment page and its signed webhooks. Tests and the browser test
 * point the real `stripe` package at it (STRIPE_API_URL), so nothing of ours is mocked.
 */

type Json = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  body: Json;
  account?: string;
  idempotencyKey?: string;
};

export type StandInAccount = {
  id: string;
  object: 'account';
  email: string | null;
  country: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; past_due: string[] };
  metadata: Json;
};

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  account: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Json;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
};

export type StripeEventBody = {
  id: string;
  object: 'event';
  type: string;
  account?: string;
  created: number;
  data: { object: Json };
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The provider's signature scheme: HMAC-SHA256 over "timestamp.payload", sent as t=…,v1=…. */
export function signPayload(
  secret: string,
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Form bodies use brackets for nesting: line_items[0][price_data][currency]=eur. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    });
  }
  return arraysFromIndexes(root) as Json;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

function apiError(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, message } } };
}

export async function startCardProviderStandIn(
  options: { webhookUrl?: string; webhookSecret?: string; port?: number } = {},
) {
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let base = '';
  /** Set to make the next API calls fail like an outage. */
  const state = { down: false };

  function createAccount(body: Json): StandInAccount {
    const account: StandInAccount = {
      id: id('acct'),
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
      id: id('cs_test'),
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
    session.url = `${base}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: publicSession(session) };
  }

  const publicSession = ({ account: _account, ...session }: StandInSession) => session;

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
          client_secret: `${id('accs')}_secret_${randomBytes(8).toString('hex')}`,
          expires_at: Math.floor(Date.now() / 1000) + 1800,
          components: body.components,
        },
      };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(body.account))) return apiError(400, `No such account: '${body.account}'`);
      return {
        status: 200,
        body: { object: 'account_link', url: `${base}/onboarding/${body.account}`, expires_at: 0 },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body, account);
    return apiError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function event(type: string, object: Json, account?: string): StripeEventBody {
    return {
      id: id('evt'),
      object: 'event',
      type,
      account,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    };
  }

  /** Sends an event to the app the way the provider does: JSON, signed with the shared secret. */
  async function deliver(body: StripeEventBody, secret = options.webhookSecret) {
    if (!options.webhookUrl || !secret) throw new Error('The stand-in was started without a webhook address');
    const payload = JSON.stringify(body);
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(secret, payload) },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** The customer paid on the hosted page: the session completes with a new payment intent. */
  function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= id('pi');
    return event('checkout.session.completed', publicSession(session), session.account);
  }

  function expire(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'expired';
    return event('checkout.session.expired', publicSession(session), session.account);
  }

  function refund(sessionId: string, amount?: number) {
    const session = sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`Session ${sessionId} was not paid`);
    const refunded = amount ?? session.amount_total;
    return event(
      'charge.refunded',
      {
        id: id('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: refunded,
        refunded: refunded >= session.amount_total,
        payment_intent: session.payment_intent,
        currency: session.currency,
      },
      session.account,
    );
  }

  /** A refund of the session's payment that the provider could not carry out: the money stays. */
  function failRefund(sessionId: string, amount: number) {
    const session = sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`Session ${sessionId} was not paid`);
    return event(
      'refund.updated',
      {
        id: id('re'),
        object: 'refund',
        amount,
        status: 'failed',
        payment_intent: session.payment_intent,
        currency: session.currency,
      },
      session.account,
    );
  }

  /** The hosted payment page: one button that pays, one link that goes back. */
  async function hostedPage(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const match = path.match(/^\/pay\/([^/]+)$/);
    const session = match ? sessions.get(match[1] as string) : undefined;
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment page');
      return;
    }
    if (request.method === 'POST') {
      const delivered = await deliver(pay(session.id));
      if (delivered.status !== 200) {
        response
          .writeHead(502, { 'content-type': 'text/plain' })
          .end(`The shop refused the event: ${delivered.status}`);
        return;
      }
      response.writeHead(303, { location: session.success_url }).end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head>
<body><main><h1>Test payment</h1><p>Amount: ${amount} ${session.currency.toUpperCase()}</p>
<form method="post"><button type="submit">Pay ${amount}</button></form>
<a href="${session.cancel_url}">Back to the shop</a></main></body></html>`);
  }

  /** For a browser test in another process: readiness, and approving an account as the provider would. */
  function control(method: string, path: string, response: http.ServerResponse): boolean {
    if (method === 'GET' && path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return true;
    }
    const activation = path.match(/^\/control\/accounts\/([^/]+)\/activate$/);
    if (method === 'POST' && activation) {
      const found = accounts.has(activation[1] as string);
      if (found) activateAccount(activation[1] as string);
      response
        .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: found }));
      return true;
    }
    return false;
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

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] as string;
      if (control(request.method ?? 'GET', path, response)) return;
      if (path.startsWith('/pay/')) {
        hostedPage(request, response, path).catch((error: Error) => {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
        });
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const query = (request.url ?? '').split('?')[1] ?? '';
      const body = parseForm(request.method === 'GET' ? query : text);
      const account = request.headers['stripe-account'] as string | undefined;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const method = request.method ?? 'GET';
      requests.push({ method, path, body, account, idempotencyKey });
      const answer = state.down
        ? { status: 500, body: { error: { type: 'api_error', message: 'The stand-in is down' } } }
        : idempotencyKey && byIdempotencyKey.has(idempotencyKey)
          ? (byIdempotencyKey.get(idempotencyKey) as { status: number; body: unknown })
          : route(method, path, body, account);
      if (idempotencyKey && method === 'POST' && !state.down) byIdempotencyKey.set(idempotencyKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    accounts,
    sessions,
    state,
    /** The owner finished onboarding and the provider approved the account. */
    activate: activateAccount,
    event,
    deliver,
    pay,
    expire,
    refund,
    failRefund,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CardProviderStandIn = Awaited<ReturnType<typeof startCardProviderStandIn>>;
