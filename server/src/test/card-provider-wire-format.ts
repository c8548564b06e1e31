import { createHmac, randomBytes } from 'node:crypto';

/*
 * The card provider's wire format as the stand-in speaks it: the objects it answers with, its ids,
 * its webhook signature, its bracketed form bodies and its error body.
 */

export type Json = Record<string, unknown>;
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

export const providerId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

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

export function apiError(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, message } } };
}

/** The session as the API shows it: the connected account travels in a header, not in the object. */
export const publicSession = ({ account: _account, ...session }: StandInSession) => session;
