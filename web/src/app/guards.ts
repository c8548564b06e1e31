import type { UserInfo } from '@contract/users';
import { redirect } from 'react-router';
import { isApiError } from '../lib/api-error';
import { resolveHomePath, session } from '../lib/auth';
import { userOfToken } from '../lib/current-session';
import { userInfoQuery } from '../lib/current-user';
import { isGoogleReturn } from '../lib/google-oauth';
import { OfflineError } from '../lib/offline';
import { queryClient } from '../lib/query-client';
import { hasSessionHint } from '../lib/session-cookie';

/** Pages that need a session; losing it there sends the user to /login. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(intern|onboarding)(\/|$)/.test(pathname);
}

async function requireUser(): Promise<UserInfo> {
  // Waits for the start-up refresh when one is running, so a reload does not bounce to /login.
  const token = await session.getAccessToken();
  // A refused refresh drops the session cookie's hint; one still there means no server answered:
  // the page says so (offline) rather than asking for a sign-in that cannot work either.
  if (!token) throw hasSessionHint() ? new OfflineError() : redirect('/login');
  // The start-up refresh described the user too: no second round trip before the first screen.
  const described = userOfToken(token);
  if (described && queryClient.getQueryData(userInfoQuery.queryKey) === undefined) {
    queryClient.setQueryData(userInfoQuery.queryKey, described);
  }
  try {
    return await queryClient.fetchQuery(userInfoQuery);
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect('/login');
    // fetch() rejects with a TypeError only when no answer came at all.
    if (error instanceof TypeError) throw new OfflineError(error);
    throw error;
  }
}

/** /intern/*: signed in, and with a shop (a new account goes through onboarding first). */
export async function internLoader() {
  const user = await requireUser();
  if (!user.business_id) throw redirect('/onboarding');
  return null;
}

/** /onboarding: signed in and not finished yet. */
export async function onboardingLoader() {
  const user = await requireUser();
  if (user.onboarding_completed) throw redirect('/intern/orders');
  return null;
}

/**
 * /login and /signup: someone already signed in goes straight on, except when Google is coming back
 * with a code: a signed-in person may be confirming a change with a fresh Google sign-in.
 */
export async function guestLoader({ request }: { request: Request }) {
  if (isGoogleReturn(new URL(request.url).searchParams)) return null;
  if (await session.getAccessToken()) throw redirect(await resolveHomePath());
  return null;
}
