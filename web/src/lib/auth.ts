import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { session } from './current-session';

export { session };

/** Where a user goes after signing in (docs/product.md, Signing in and sessions): the orders, or onboarding when unfinished or unknown. */
export async function resolveHomePath(): Promise<'/intern/orders' | '/onboarding'> {
  try {
    const status = await apiRequest<{ completed: boolean }>('/api/users/onboarding/status');
    return status.completed ? '/intern/orders' : '/onboarding';
  } catch {
    return '/onboarding';
  }
}

const subscribe = (onChange: () => void) => session.subscribe(onChange);

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, session.isSignedIn, () => false);
}

/** Signs out; the session listener in the root layout takes the user to /login and empties the cache. */
export function logout(): Promise<void> {
  return session.logout();
}
