import type { BusinessInput } from '@contract/business';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentEntries, users } from '../db/schema';
import type { App } from '../lib/context';
import { hashPassword } from '../lib/passwords';
import { uniqueEmail, uniqueIp, uniqueSlug } from './test-app';

export const GOOD_PASSWORD = 'peonies-in-june-42';

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The value of a cookie set by a response, e.g. the refresh token. */
export function cookieFrom(response: { cookies: { name: string; value: string }[] }, name: string) {
  return response.cookies.find((c) => c.name === name)?.value;
}

export async function signUp(app: App, email = uniqueEmail()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { email, password: GOOD_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    email,
    access: response.json<{ access: string }>().access,
    refresh: cookieFrom(response, 'petal_refresh') ?? '',
  };
}

export const shopInput = (overrides: Partial<BusinessInput> = {}): BusinessInput => ({
  name: 'Fern & Foxglove',
  url: uniqueSlug('fern'),
  phone: '+44 20 7946 0958',
  email: 'hello@fern.example',
  address: '12 Columbia Road, London E2 7RG',
  currency: 'GBP',
  time_zone: 'Europe/London',
  ...overrides,
});

/** A signed-up owner with a business and onboarding completed. */
export async function signUpOwner(app: App, overrides: Partial<BusinessInput> = {}) {
  const user = await signUp(app);
  const input = shopInput(overrides);
  const created = await app.inject({
    method: 'POST',
    url: '/api/users/onboarding/create-business',
    headers: bearer(user.access),
    payload: input,
  });
  if (created.statusCode !== 201) throw new Error(`create-business failed: ${created.body}`);
  await app.inject({ method: 'POST', url: '/api/users/onboarding/complete', headers: bearer(user.access) });
  return { ...user, business: created.json<{ id: string; url: string }>() };
}

/** A manager or florist of an existing business, signed in. (Inviting staff through the API comes with the florists page.) */
export async function addStaff(
  app: App,
  db: Db,
  { businessId, role }: { businessId: string; role: 'manager' | 'florist' },
) {
  const email = uniqueEmail(role);
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(GOOD_PASSWORD),
    businessId,
    role,
    onboardingCompleted: true,
  });
  const response = await signIn(app, email, GOOD_PASSWORD);
  return { email, access: response.json<{ access: string }>().access };
}

/** Signs in with a password, each time from a new client address so that per-IP limits stay out of the way. */
export const signIn = (app: App, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    remoteAddress: uniqueIp(),
  });

/** Asks for a new access token with a refresh cookie's value. */
export const refreshWith = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', cookies: { petal_refresh: token } });

/**
 * Moves an order's payment to another moment, as if it had been taken then: the order's paid_at
 * and its journal's payment rows, which the ledger and the revenue read (docs/decisions/048).
 */
export async function backdatePayment(db: Db, { orderId, at }: { orderId: string; at: Date }) {
  await db.update(orders).set({ paidAt: at }).where(eq(orders.id, orderId));
  await db
    .update(paymentEntries)
    .set({ at })
    .where(and(eq(paymentEntries.orderId, orderId), eq(paymentEntries.kind, 'payment')));
}

/** Moves an order's refunds (journal rows of kind refund) to another moment. */
export async function backdateRefunds(db: Db, { orderId, at }: { orderId: string; at: Date }) {
  await db
    .update(paymentEntries)
    .set({ at })
    .where(and(eq(paymentEntries.orderId, orderId), eq(paymentEntries.kind, 'refund')));
}
