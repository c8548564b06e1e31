import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, signUp, signUpOwner } from '../test/fixtures';
import { setupTestApp } from '../test/test-app';

const t = setupTestApp();

type Operation = { responses: Record<string, { description: string; content?: Record<string, unknown> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const readDoc = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
const statusesOf = (doc: Doc, path: string, method: string) =>
  Object.keys(doc.paths[path]?.[method]?.responses ?? {}).filter(
    (status) => status.startsWith('4') || status.startsWith('5'),
  );

describe('error answers in the OpenAPI document', () => {
  it('gives every error answer of every route the {message, code, details} body and a meaning', async () => {
    const doc = await readDoc();
    let errorAnswers = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          // 5xx other than 503 are not declared; /api/health declares its own 503 (not an error body).
          if (!status.startsWith('4')) continue;
          errorAnswers++;
          // A CSV export names text/csv for all its answers (its `produces`); the body is the same.
          const [content] = Object.values(answer.content ?? {}) as { schema?: Record<string, unknown> }[];
          const schema = content?.schema;
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(['message', 'code', 'details']);
          expect(answer.description, `${method} ${path} ${status}`).not.toBe('Default Response');
        }
      }
    }
    expect(errorAnswers).toBeGreaterThan(300);
  });

  it('declares the answers each kind of route can give', async () => {
    const doc = await readDoc();
    // Sign-in: anyone may call it, it reads a body and counts attempts.
    expect(statusesOf(doc, '/api/token/', 'post')).toEqual(['400', '409', '413', '415', '429']);
    // A staff read of one order: signed in, a role, and an id that may not be found.
    expect(statusesOf(doc, '/api/orders/{uuid}/intern', 'get')).toEqual(['400', '401', '403', '404']);
    // A signed-in read without input.
    expect(statusesOf(doc, '/api/users/info', 'get')).toEqual(['401']);
    // Deleting an order: a write on an id, for staff.
    expect(statusesOf(doc, '/api/orders/{uuid}', 'delete')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    // A public call counted against the client's budget, which needs card payments set up.
    expect(statusesOf(doc, '/api/checkout', 'post')).toEqual(['400', '409', '413', '415', '429', '503']);
    // The public storefront needs no sign-in.
    expect(statusesOf(doc, '/api/storefront/{businessUrl}', 'get')).toEqual(['400', '404']);
  });
});

describe('error answers written through the declared schemas', () => {
  it('still answers {message, code, details} with the details intact', async () => {
    const owner = await signUpOwner(t.app);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${randomUUID()}/intern`,
      headers: bearer(owner.access),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND', details: {} });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { email: expect.any(String) },
    });

    const withoutShop = await signUp(t.app);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: bearer(withoutShop.access),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      message: 'Set up your business first',
      code: 'PERMISSION_DENIED',
      details: {},
    });

    // Details that are not strings come through as they were (no card provider in tests).
    const cards = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/connect/create-account',
      headers: bearer(owner.access),
      payload: { country: 'GB' },
    });
    expect(cards.statusCode).toBe(503);
    expect(cards.json()).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED', details: { configured: false } });
  });
});
