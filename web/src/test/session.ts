import type { UserInfo } from '@contract/users';
import { vi } from 'vitest';
import { session } from '../lib/current-session';
import { queryClient } from '../lib/query-client';
import { clearSessionHint } from '../lib/session-cookie';

/** A signed-in person of shop-1, as the start-up refresh or /api/users/info describes them. */
export const person = (role: UserInfo['role']): UserInfo => ({
  id: 'user-1',
  email: 'owner@example.com',
  first_name: 'Olga',
  last_name: 'Owner',
  role,
  business_id: 'shop-1',
  onboarding_completed: true,
  email_verified: true,
  has_password: true,
});

/** Plays the server's readable hint beside the refresh cookie, which makes the app refresh on start. */
export function setSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the server's Set-Cookie would.
  document.cookie = 'petal_session=1; path=/';
}

/** After a test that signed in: no session, no cached answers, the real fetch, no hint. */
export async function endSession() {
  await session.logout();
  queryClient.clear();
  vi.unstubAllGlobals();
  clearSessionHint();
}
