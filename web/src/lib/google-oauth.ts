/** The OAuth 2.0 code flow with Google: we redirect there and get a `code` back on /login. */

const STATE_KEY = 'petal-google-state';
/** A back-office page to return to: a sign-in started there to confirm a change. */
const RETURN_KEY = 'petal-google-return';

export const googleRedirectUri = () => `${window.location.origin}/login`;

export function startGoogleSignIn(clientId: string, { returnTo }: { returnTo?: string } = {}): void {
  // The state ties the answer to this tab's request, so a forged redirect cannot sign someone in.
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  if (returnTo) sessionStorage.setItem(RETURN_KEY, returnTo);
  else sessionStorage.removeItem(RETURN_KEY);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    prompt: 'select_account',
  });
  window.location.assign(`https://accounts.google.com/o/oauth2/v2/auth?${params}`);
}

/** The code Google sent back, if the state matches the one this tab stored. */
export function takeGoogleCode(search: URLSearchParams): string | null {
  const code = search.get('code');
  const state = search.get('state');
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return code && state && expected && state === expected ? code : null;
}

/** Google coming back to /login with an answer: the page must see it, even for someone signed in. */
export function isGoogleReturn(search: URLSearchParams): boolean {
  return search.has('state') && (search.has('code') || search.has('error'));
}

/** The back-office page the sign-in was started from, once; only our own /intern pages. */
export function takeGoogleReturn(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path?.startsWith('/intern/') ? path : null;
}
