import {
  type Json,
  providerId,
  publicSession,
  type StandInSession,
  type StripeEventBody,
  signPayload,
} from './card-provider-wire-format';

/*
 * The events the stand-in's provider sends: a session paid, expired, a charge refunded or a refund
 * failed, and their delivery to the app's webhook, signed as the provider signs them.
 */
export function createCardProviderEvents(
  sessions: Map<string, StandInSession>,
  options: { webhookUrl?: string; webhookSecret?: string },
) {
  function event(type: string, object: Json, account?: string): StripeEventBody {
    return {
      id: providerId('evt'),
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
    session.payment_intent ??= providerId('pi');
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
        id: providerId('ch'),
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
        id: providerId('re'),
        object: 'refund',
        amount,
        status: 'failed',
        payment_intent: session.payment_intent,
        currency: session.currency,
      },
      session.account,
    );
  }

  return { event, deliver, pay, expire, refund, failRefund };
}
