import { expect } from 'vitest';
import type { App } from '../lib/context';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Whoever signs the request: a shop's owner from openShop, or anyone with bearer headers. */
type Caller = { headers: Record<string, string> };

/**
 * One request by a signed-in member of a shop: its status and its body (parsed when it is JSON),
 * for the test to check.
 */
export async function staffCall(app: App, caller: Caller, method: Method, url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
  const isJson = response.headers['content-type']?.toString().startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

/** staffCall for a step a test relies on: fails the test unless it succeeded, answers the body. */
export async function staffOk(app: App, caller: Caller, method: Method, url: string, payload?: object) {
  const { status, body } = await staffCall(app, caller, method, url, payload);
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}
