import { decodeJwt as readClaims, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const USER = { userId: 'user-1', sessionVersion: 3 };

describe('access tokens', () => {
  it('answers the user of a valid token, again and again', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(USER);
    expect(await tokens.verify(token)).toEqual(USER);
    expect(await tokens.verify(token)).toEqual(USER);
    expect(readClaims(token)).toMatchObject({ sub: 'user-1', iss: 'petal', sv: 3 });
  });

  it('carries the moment of a Google sign-in, to the second, and reads old tokens as version 0', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const google = await tokens.sign({ ...USER, googleAuthAt: at });
    expect(await tokens.verify(google)).toEqual({ ...USER, googleAuthAt: at - 678 });
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('petal')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(old)).toEqual({ userId: 'user-1', sessionVersion: 0 });
  });

  it('refuses a token once it expired, also after it was checked while valid', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, 60, () => clock);
    const token = await tokens.sign(USER);
    expect(await tokens.verify(token)).toEqual(USER);
    clock += 61_000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses altered tokens, other keys, other issuers and other algorithms', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(USER);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...readClaims(token), sub: 'user-2' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify(await createAccessTokens(`${SECRET}-other`, 900).sign(USER))).toBeNull();
    const key = new TextEncoder().encode(SECRET);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('someone')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(foreign)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
    // The genuine token still works after all that.
    expect(await tokens.verify(token)).toEqual(USER);
  });
});
