const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT that expires at `expiresAtMs`; the client only ever reads its `exp`. */
export function makeToken(expiresAtMs: number, sub = 'user-1'): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}
