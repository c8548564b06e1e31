/**
 * When an access token counts as expired and when to refresh it (docs/product.md, Signing in and sessions). Pure functions of
 * the expiry and "now", so the rules can be tested without a clock.
 */

/** A token with fewer than this many milliseconds left counts as expired. */
export const EXPIRY_MARGIN_MS = 30_000;

/** The `exp` claim of a JWT in epoch milliseconds, or null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(expiresAt: number | null, now: number): boolean {
  // A token without an expiry never expires on the client; the server still has the last word.
  if (expiresAt === null) return false;
  return expiresAt - now < EXPIRY_MARGIN_MS;
}

/** Milliseconds from now until the refresh should run: the margin before expiry, or at once. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - EXPIRY_MARGIN_MS - now);
}
