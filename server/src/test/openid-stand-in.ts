import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/*
 * A local OpenID provider playing Google for the sign-in tests: discovery, a token endpoint that
 * redeems codes the test registered, and the public keys. The test signs ID tokens with keys it
 * made, so it can also forge, mis-address or expire them.
 */
export async function startOpenIdStandIn({
  clientId,
  clientSecret,
}: {
  clientId: string;
  clientSecret: string;
}) {
  const key = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const kid = 'stand-in-key';
  const jwk = { ...(await exportJWK(key.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, string>();
  const tokenRequests: Record<string, string>[] = [];
  let issuer = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/.well-known/openid-configuration') {
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        });
      }
      if (request.url === '/jwks') return send(200, { keys: [jwk] });
      if (request.url === '/token' && request.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        tokenRequests.push(form);
        if (form.client_id !== clientId || form.client_secret !== clientSecret)
          return send(401, { error: 'invalid_client' });
        const idToken = form.code ? codes.get(form.code) : undefined;
        if (!idToken || form.grant_type !== 'authorization_code')
          return send(400, { error: 'invalid_grant' });
        codes.delete(form.code as string);
        return send(200, { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Registers a code that the token endpoint redeems once for an ID token with these claims. */
  async function issueCode(
    claims: JWTPayload = {},
    {
      audience = clientId,
      expiresIn = '5m',
      forged = false,
      iss = issuer,
    }: {
      audience?: string;
      expiresIn?: string | number;
      forged?: boolean;
      iss?: string;
    } = {},
  ) {
    const sub = String(claims.sub ?? randomBytes(8).toString('hex'));
    const token = await new SignJWT({ email_verified: true, ...claims, sub })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(iss)
      .setAudience(audience)
      .setIssuedAt(typeof expiresIn === 'number' ? expiresIn - 3600 : undefined)
      .setExpirationTime(expiresIn)
      // A forged token claims the provider's key id but is signed with another key.
      .sign(forged ? stranger.privateKey : key.privateKey);
    const code = randomBytes(12).toString('hex');
    codes.set(code, token);
    return { code, sub };
  }

  return {
    get issuer() {
      return issuer;
    },
    tokenRequests,
    issueCode,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
