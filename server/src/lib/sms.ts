import crypto from 'node:crypto';
import type { SmsSettings } from '../config';

/*
 * Texts (SMS) through a provider's HTTP API in the shape of Twilio's Messages API
 * (docs/decisions/066): a form-encoded POST of To, From and Body to
 * {SMS_API_URL}/Accounts/{SMS_ACCOUNT_SID}/Messages.json with basic authentication. Tests and
 * development point SMS_API_URL at a stand-in on this machine (server/src/test/sms-stand-in.ts).
 */

/** What became of one send: taken, worth another try later, or refused for good (a bad number). */
export type SmsOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; reason: string }
  | { kind: 'refused'; reason: string };

export interface SmsSender {
  send(message: { to: string; body: string }): Promise<SmsOutcome>;
  /** Whether an inbound request (STOP) was signed with the account's token. */
  verifyInbound(request: {
    url: string;
    params: Record<string, string>;
    signature: string | undefined;
  }): boolean;
}

const TIMEOUT_MS = 10_000;

export function createSmsSender(settings: SmsSettings): SmsSender {
  const address = `${settings.apiUrl}/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      let answer: Response;
      try {
        answer = await fetch(address, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // No answer in time: the provider may have taken it, and a text is never sent twice.
        if (error instanceof Error && error.name === 'TimeoutError') {
          return { kind: 'refused', reason: 'no answer in time' };
        }
        // Not reached at all (refused, no route): nothing went out, so another try sends it once.
        return { kind: 'retry', reason: 'provider unreachable' };
      }
      await answer.body?.cancel();
      if (answer.status >= 200 && answer.status < 300) return { kind: 'sent' };
      // Too many requests or the provider's own trouble pass; anything else is this text's fault.
      if (answer.status === 429 || answer.status >= 500)
        return { kind: 'retry', reason: `HTTP ${answer.status}` };
      return { kind: 'refused', reason: `HTTP ${answer.status}` };
    },
    verifyInbound: ({ url, params, signature }) =>
      verifyProviderSignature({ token: settings.authToken, url, params, signature }),
  };
}

/**
 * The provider's signature of a request it sends (X-Twilio-Signature): the full address it posted
 * to, followed by every form field's name and value with no separators, the fields sorted by name;
 * an HMAC-SHA1 of that with the account's auth token, in base64.
 */
export function providerSignature({
  token,
  url,
  params,
}: {
  token: string;
  url: string;
  params: Record<string, string>;
}): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return crypto.createHmac('sha1', token).update(signed, 'utf8').digest('base64');
}

export function verifyProviderSignature({
  signature,
  ...request
}: {
  token: string;
  url: string;
  params: Record<string, string>;
  signature: string | undefined;
}): boolean {
  if (!signature) return false;
  const expected = Buffer.from(providerSignature(request));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
