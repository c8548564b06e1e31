import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'petal';
/** Tokens whose signature was checked, kept so the same token is not checked again on every request. */
const VERIFIED_CACHE_SIZE = 10_000;

/** What an access token says: whose it is, and under which session version it was issued. */
export type AccessClaims = {
  userId: string;
  /** The user's session version when the token was issued (users.session_version). */
  sessionVersion: number;
  /** When the token comes straight from a Google sign-in: that moment, in ms. Refreshed tokens have none. */
  googleAuthAt?: number | undefined;
};

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims, or null when the token is invalid or expired. */
  verify(token: string): Promise<AccessClaims | null>;
};

/**
 * Short-lived HS256 JWTs; the user is loaded on every request and its session version compared, so
 * deactivation and "sign out everywhere" apply at once.
 */
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
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  return {
    sign: async ({ userId, sessionVersion, googleAuthAt }) =>
      new SignJWT({ sv: sessionVersion, ...(googleAuthAt ? { gat: Math.floor(googleAuthAt / 1000) } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await keyPromise),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.claims;
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
        const claims: AccessClaims = {
          userId: payload.sub,
          // Tokens issued before versions existed were issued under version 0.
          sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
          googleAuthAt: typeof payload.gat === 'number' ? payload.gat * 1000 : undefined,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
