import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCardProviderApi } from './card-provider-api';
import { createCardProviderEvents } from './card-provider-events';
import { parseForm, providerId, type RecordedRequest } from './card-provider-wire-format';

/*
 * A local HTTP server that answers like the card provider's API (Stripe) for the calls Petal
 * makes, and plays its hosted payment page and its signed webhooks. Tests and the browser test
 * point the real `stripe` package at it (STRIPE_API_URL), so nothing of ours is mocked.
 * This file is the server: it routes each request to the API, the hosted page or the test controls.
 */

export async function startCardProviderStandIn(
  options: { webhookUrl?: string; webhookSecret?: string; port?: number } = {},
) {
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let base = '';
  /** Set to make the next API calls fail like an outage. */
  const state = { down: false };
  const { accounts, sessions, route, activateAccount } = createCardProviderApi(() => base);
  const { event, deliver, pay, expire, refund, failRefund } = createCardProviderEvents(sessions, options);

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
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': providerId('req'),
      });
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
