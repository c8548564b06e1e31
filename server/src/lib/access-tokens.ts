import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'petal';
/** Tokens whose signature was checked, kept so the same token is not checked again on every request. */
const VERIFIED_CACHE_SIZE = 10_000;

export type AccessTokens = {
  sign(userId: string): Promise<string>;
  /** The user id, or null when the token is invalid or expired. */
  verify(token: string): Promise<string | null>;
};

/** Short-lived HS256 JWTs; the user is loaded on every request, so deactivation applies at once. */
export function createAccessTokens(
  secret: string,
  lifetimeSeconds: number,
  now: () => number = Date.now,
): AccessTokens {
  // Imported once: handing jose raw bytes would import the key again on every request.
  const keyPromise = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A client sends the same token for its whole life (15 minutes): its signature is checked once,
  // then the exact same string is only checked for expiry. Oldest entries leave first.
  const verified = new Map<string, { sub: string; expiresAt: number }>();

  return {
    sign: async (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await keyPromise),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.sub;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { sub: payload.sub, expiresAt: payload.exp * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
