import { OfflineError } from './offline';
import { createSession } from './session';
import { clearSessionHint, hasSessionHint } from './session-cookie';

/** Auth calls carry cookies: the refresh cookie is HttpOnly and scoped to /api/token. */
async function requestRefresh(): Promise<string> {
  const response = await fetch('/api/token/refresh/', { method: 'POST', credentials: 'include' }).catch(
    (error: unknown) => {
      throw new OfflineError(error);
    },
  );
  if (!response.ok) throw new Error(`Refresh refused: ${response.status}`);
  const body = (await response.json()) as { access?: unknown };
  if (typeof body.access !== 'string') throw new Error('Refresh answered without a token');
  return body.access;
}

async function requestLogout(): Promise<void> {
  await fetch('/api/token/logout/', { method: 'POST', credentials: 'include' });
}

/** The one session of this tab. */
export const session = createSession({ requestRefresh, requestLogout, hasSessionHint, clearSessionHint });
