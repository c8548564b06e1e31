import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../lib/context';
import { type SmsStandIn, startSmsStandIn } from './sms-stand-in';

/** The number texts come from in tests. */
export const SMS_FROM = '+15005550006';

/**
 * An SMS provider stand-in for the test file, started before its app and closed after: pass `env`
 * to the app's setup (it is read when the app is built, once the stand-in's address is known).
 */
export function setupSmsProvider() {
  const handle = {} as { standIn: SmsStandIn };
  beforeAll(async () => {
    handle.standIn = await startSmsStandIn();
  });
  afterAll(() => handle.standIn?.close());
  const env = () => ({
    SMS_API_URL: handle.standIn.url,
    SMS_ACCOUNT_SID: handle.standIn.accountSid,
    SMS_AUTH_TOKEN: handle.standIn.authToken,
    SMS_FROM,
  });
  return { sms: handle, env };
}

/** A German mobile number no other test uses, as a person types it and as texts are addressed. */
export function uniqueMobile() {
  const digits = String(crypto.randomInt(10_000_000, 99_999_999));
  return { typed: `+49 151 ${digits}`, e164: `+49151${digits}` };
}

/** Saves the shop's text settings as staff do. */
export async function chooseTexts(
  app: App,
  headers: Record<string, string>,
  settings: { notices: string[]; monthly_cap?: number; quiet_hours?: { start: string; end: string } },
) {
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/business/texts',
    headers,
    payload: { monthly_cap: 100, quiet_hours: quietHoursAway(), ...settings },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** 'HH:MM' (UTC, the test shops' clock) `hours` from now. */
export const clockIn = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000).toISOString().slice(11, 16);

/** An hour of quiet hours far from now, so that a test's texts go out at once. */
export const quietHoursAway = () => ({ start: clockIn(10), end: clockIn(11) });

/** The customer's choice on the order page. */
export const optIn = (app: App, uuid: string, choice: { customer: boolean; recipient: boolean }) =>
  app.inject({ method: 'PUT', url: `/api/orders/${uuid}/texts`, payload: choice });
