import { SESSION_REFRESH_PATH } from '@contract/cookies';
import type { UserInfo } from '@contract/users';
import { OfflineError } from './offline';
import { createSession } from './session';
import { clearSessionHint, hasSessionHint } from './session-cookie';

declare global {
  interface Window {
    /** The refresh index.html asked for before the app's files arrived (scripts/first-screen-preload.ts). */
    petalEarlyRefresh?: Promise<Response>;
  }
}

/**
 * The answer to index.html's early refresh, taken once: the cookie rotates with each refresh, so the
 * app must not ask again with the one that request already spent.
 */
function takeEarlyRefresh(): Promise<Response> | undefined {
  const early = window.petalEarlyRefresh;
  window.petalEarlyRefresh = undefined;
  return early;
}

/** Auth calls carry cookies: the refresh cookie is HttpOnly and scoped to /api/token. */
async function requestRefresh(): Promise<string> {
  const asked = takeEarlyRefresh() ?? fetch(SESSION_REFRESH_PATH, { method: 'POST', credentials: 'include' });
  const response = await asked.catch((error: unknown) => {
    throw new OfflineError(error);
  });
  if (!response.ok) throw new Error(`Refresh refused: ${response.status}`);
  // An answer cut off before its body is whole (the tab reloads or leaves mid-refresh, the
  // connection drops) is no refusal: taken as one, the page going away cleared the session's hint,
  // and the page loading next opened on the sign-in form with the session still good.
  const body = (await response.json().catch((error: unknown) => {
    throw new OfflineError(error);
  })) as { access?: unknown; user?: Partial<UserInfo> };
  if (typeof body.access !== 'string') throw new Error('Refresh answered without a token');
  lastRefresh =
    typeof body.user?.id === 'string' ? { access: body.access, user: body.user as UserInfo } : null;
  return body.access;
}

/** The last refresh's token and the user it described (the refresh answers both). */
let lastRefresh: { access: string; user: UserInfo } | null = null;

/**
 * The user the refresh that issued `access` described, or null for a token from elsewhere (a
 * sign-in): the route guards take it instead of asking /api/users/info a round trip later.
 */
export function userOfToken(access: string): UserInfo | null {
  return lastRefresh?.access === access ? lastRefresh.user : null;
}

async function requestLogout(): Promise<void> {
  await fetch('/api/token/logout/', { method: 'POST', credentials: 'include' });
}

/** The one session of this tab. */
export const session = createSession({ requestRefresh, requestLogout, hasSessionHint, clearSessionHint });
