import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app';

const t = setupTestApp();

describe('answers the router gives before any route runs', () => {
  it.each([
    ['a broken percent-encoding', '/api/orders/%ZZ', 400],
    ['a cut-off UTF-8 sequence', '/api/business/locations/%E0%A4%A', 400],
    ['a parameter longer than the router takes', `/api/products/${'x'.repeat(3000)}`, 414],
  ])('%s: the usual error body, without echoing the path', async (_case, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      message: 'The address of this request is not valid',
      code: 'VALIDATION_ERROR',
      details: {},
    });
  });
});
