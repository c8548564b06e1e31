import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'petal';

export type AccessTokens = {
  sign(userId: string): Promise<string>;
  /** The user id, or null when the token is invalid or expired. */
  verify(token: string): Promise<string | null>;
};

/** Short-lived HS256 JWTs; the user is loaded on every request, so deactivation applies at once. */
export function createAccessTokens(secret: string, lifetimeSeconds: number): AccessTokens {
  // Imported once: handing jose raw bytes would import the key again on every request.
  const keyPromise = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
