import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerSignature } from '../lib/sms';

/** A text as the stand-in took it. */
export type ReceivedText = { to: string; from: string; body: string; at: Date };

/*
 * A local HTTP server acting as the SMS provider (Twilio's Messages API shape) for the texts Petal
 * sends (docs/decisions/066). It checks the account in the address and the basic authentication,
 * as the provider would, keeps what it accepted for the test (or the developer) to read, can be
 * told to turn the next requests away with a status of the test's choosing, and can answer a text
 * the way a phone does: it posts a signed incoming message (STOP) to the app's webhook.
 *
 * Besides the API it offers, for development: GET /messages (what it took, as JSON) and
 * POST /reply?from=+49…&body=STOP (an answer to the app's webhook).
 */
export async function startSmsStandIn({
  accountSid = 'AC-stand-in',
  authToken = 'stand-in-token',
  webhookUrl,
  port = 0,
}: {
  accountSid?: string;
  authToken?: string;
  webhookUrl?: string;
  port?: number;
} = {}) {
  const received: ReceivedText[] = [];
  const refused: string[] = [];
  /** Statuses to answer the next sends with, one each, before taking texts again. */
  const forced: number[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const reply = async (to: string, { from, body }: { from: string; body: string }) => {
    const params = {
      From: from,
      To: 'stand-in',
      Body: body,
      MessageSid: `SM${Date.now()}`,
      AccountSid: accountSid,
    };
    const answer = await fetch(to, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': providerSignature({ token: authToken, url: to, params }),
      },
      body: new URLSearchParams(params).toString(),
    });
    await answer.body?.cancel();
    return answer.status;
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown = {}) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/messages') return answer(200, received);
    if (request.method === 'POST' && url.pathname === '/reply') {
      if (!webhookUrl) return answer(400, { message: 'started without a webhook address' });
      const status = await reply(webhookUrl, {
        from: url.searchParams.get('from') ?? '',
        body: url.searchParams.get('body') ?? 'STOP',
      });
      return answer(200, { webhook_status: status });
    }
    const account = /^\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !account) return answer(404, { message: 'not found' });
    if (decodeURIComponent(account) !== accountSid || request.headers.authorization !== expectedAuth) {
      refused.push('401 wrong account or token');
      return answer(401, { code: 20003, message: 'Authenticate' });
    }
    const status = forced.shift();
    if (status) {
      refused.push(`${status} as the test asked`);
      return answer(status, { message: 'answered as the test asked' });
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !from || !body) {
      refused.push('400 To, From and Body are needed');
      return answer(400, { code: 21604, message: 'A To, From and Body are required' });
    }
    received.push({ to, from, body, at: new Date() });
    return answer(201, { sid: `SM${received.length}`, status: 'queued', to, from, body });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** SMS_API_URL for the app. */
    url: origin,
    accountSid,
    authToken,
    received,
    refused,
    /** Texts to one number, in the order they came. */
    textsTo: (phone: string) => received.filter((text) => text.to === phone),
    /** The next `times` sends are answered with `status` (500: the provider's trouble; 400: a bad number). */
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i++) forced.push(status);
    },
    /** A phone answers a text: a signed incoming message posted to the app's webhook; its status. */
    reply: (to: string, message: { from: string; body: string }) => reply(to, message),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsStandIn = Awaited<ReturnType<typeof startSmsStandIn>>;
