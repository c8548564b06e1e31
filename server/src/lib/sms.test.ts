import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyProviderSignature } from './sms';

describe("the SMS provider's signature of its webhook calls", () => {
  const url = 'https://shop.petal.example/api/texts/inbound';
  const params = { From: '+4915112345678', Body: 'STOP', AccountSid: 'AC1' };
  // Written out by hand from the provider's description: the address, then each field's name and
  // value, sorted by name, with nothing between; HMAC-SHA1 keyed with the auth token, base64.
  const expected = crypto
    .createHmac('sha1', 'token-1')
    .update(`${url}AccountSidAC1BodySTOPFrom+4915112345678`)
    .digest('base64');

  it('checks out when made so', () => {
    expect(verifyProviderSignature({ token: 'token-1', url, params, signature: expected })).toBe(true);
  });

  it('fails for another token, address, field, or none at all', () => {
    expect(verifyProviderSignature({ token: 'token-2', url, params, signature: expected })).toBe(false);
    expect(
      verifyProviderSignature({ token: 'token-1', url: `${url}?x=1`, params, signature: expected }),
    ).toBe(false);
    expect(
      verifyProviderSignature({
        token: 'token-1',
        url,
        params: { ...params, Body: 'START' },
        signature: expected,
      }),
    ).toBe(false);
    expect(verifyProviderSignature({ token: 'token-1', url, params, signature: undefined })).toBe(false);
    expect(verifyProviderSignature({ token: 'token-1', url, params, signature: 'short' })).toBe(false);
  });
});
