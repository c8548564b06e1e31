import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Google sign-in as an OpenID Connect client: discovery, the code exchange at the token endpoint,
 * and the ID token checked against the provider's published keys (signature, issuer, audience,
 * expiry) before its verified e-mail is believed. Another issuer (a local stand-in) works the same.
 */
export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string };

type Discovery = { issuer: string; token_endpoint: string; jwks_uri: string };

export type GoogleSignIn = {
  identify(input: { code: string; redirectUri: string }): Promise<GoogleIdentity>;
};

const TIMEOUT_MS = 10_000;

export function createGoogleSignIn(config: Config): GoogleSignIn | undefined {
  const { clientId, clientSecret, issuer } = config.google;
  if (!clientId || !clientSecret) return undefined;
  let discovery: Promise<{ document: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | undefined;

  const discover = () => {
    discovery ??= (async () => {
      const document = (await fetchJson(`${issuer}/.well-known/openid-configuration`)) as Discovery;
      if (!document.token_endpoint || !document.jwks_uri || !document.issuer) {
        throw new Error('The provider’s discovery document is incomplete');
      }
      // Keys are fetched when first needed, cached, and fetched again for a key id not seen yet.
      return {
        document,
        keys: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: TIMEOUT_MS }),
      };
    })();
    // A failed discovery is tried again on the next sign-in, not remembered.
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };

  return {
    async identify({ code, redirectUri }) {
      const { document, keys } = await discover().catch(() => {
        throw unreachable();
      });
      const tokens = await exchange(document.token_endpoint, {
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      });
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(tokens.id_token, keys, {
          // Google has issued tokens with and without the scheme.
          issuer:
            document.issuer === 'https://accounts.google.com'
              ? [document.issuer, 'accounts.google.com']
              : document.issuer,
          audience: clientId,
          algorithms: ['RS256', 'ES256'],
          clockTolerance: 30,
        }));
      } catch {
        throw new AppError('NOT_AUTHENTICATED', 'Google sign-in could not be verified. Please try again.');
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified !== true) {
        throw new AppError('NOT_AUTHENTICATED', 'Your Google account has no verified e-mail address.');
      }
      return {
        sub: payload.sub,
        email,
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      };
    },
  };
}

const unreachable = () => new AppError('NOT_AUTHENTICATED', 'Google could not be reached. Please try again.');

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return response.json();
}

async function exchange(tokenEndpoint: string, form: Record<string, string>): Promise<{ id_token: string }> {
  let answer: unknown;
  try {
    answer = await fetchJson(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
    });
  } catch (error) {
    // 4xx: the code was wrong, used or expired; anything else: Google is not answering.
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      throw new AppError('VALIDATION_ERROR', 'Google did not accept this sign-in. Please start again.', {
        code: 'Expired or already used',
      });
    }
    throw unreachable();
  }
  const idToken = (answer as { id_token?: unknown }).id_token;
  if (typeof idToken !== 'string') throw unreachable();
  return { id_token: idToken };
}
