import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'petal';

export type AccessTokens = {
  sign(userId: string): Promise<string>;
  /** The user id, or null when the token is invalid or expired. */
  verify(token: string): Promise<string | null>;
};

/** Short-lived HS256 JWTs; the user is loaded on every request, so deactivation applies at once. */
export function createAccessTokens(secret: string, lifetimeSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
