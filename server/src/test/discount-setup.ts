import { expect } from 'vitest';
import type { App } from '../lib/context';
import { staffCall } from './staff-call';

/** Whoever creates the code: a shop's owner from openShop, or anyone with bearer headers. */
type Caller = { headers: Record<string, string> };

/**
 * Creates a discount code as a member of the shop, for a test that then uses it: fails the test
 * unless the code was created (201), and answers the code as stored.
 */
export async function createDiscountCode(app: App, shop: Caller, values: Record<string, unknown>) {
  const { status, body } = await staffCall(app, shop, 'POST', '/api/discount-codes', values);
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; code: string };
}
