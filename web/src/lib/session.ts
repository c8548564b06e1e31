import { OfflineError } from './offline';
import { isTokenExpired, refreshDelay, tokenExpiresAt } from './token-timing';

/**
 * The signed-in session: the access token lives in this closure only (never in storage), is refreshed
 * 30 s before it expires, and a refresh that fails signs the user out (docs/product.md, Signing in and
 * sessions). A refresh that found no server (OfflineError) keeps the session: the next request tries
 * again once back online.
 *
 * The requests are injected, so the timing rules are tested with fake timers and no network.
 */

export type SignOutReason = 'logout' | 'refresh-failed';

export type SessionEvent = { type: 'signed-in' } | { type: 'signed-out'; reason: SignOutReason };

export interface SessionDeps {
  /**
   * Resolves to a new access token; rejects when the refresh cookie is missing or refused, and with
   * an OfflineError when the server could not be reached.
   */
  requestRefresh: () => Promise<string>;
  /** Revokes the refresh cookie on the server. */
  requestLogout: () => Promise<void>;
  hasSessionHint: () => boolean;
  clearSessionHint: () => void;
  now?: () => number;
}

export interface Session {
  /** A usable access token: the current one, a refreshed one, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Store the token of a fresh sign-in and schedule its refresh. */
  signIn: (access: string) => void;
  /** Refresh now; every caller during one refresh shares the same request. */
  refresh: () => Promise<string | null>;
  /** On start: refresh when the session cookie says there is something to refresh. */
  bootstrap: () => Promise<string | null> | null;
  logout: () => Promise<void>;
  isSignedIn: () => boolean;
  subscribe: (listener: (event: SessionEvent) => void) => () => void;
}

export function createSession(deps: SessionDeps): Session {
  const now = deps.now ?? Date.now;
  let access: string | null = null;
  let expiresAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<string | null> | null = null;
  // Bumped on every sign-out, so a refresh answered after a logout cannot sign the user back in.
  let generation = 0;
  const listeners = new Set<(event: SessionEvent) => void>();

  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };

  function store(token: string) {
    access = token;
    expiresAt = tokenExpiresAt(token);
    clearTimeout(timer);
    timer = expiresAt === null ? undefined : setTimeout(() => void refresh(), refreshDelay(expiresAt, now()));
    emit({ type: 'signed-in' });
  }

  function signOut(reason: SignOutReason) {
    generation += 1;
    access = null;
    expiresAt = null;
    clearTimeout(timer);
    timer = undefined;
    deps.clearSessionHint();
    emit({ type: 'signed-out', reason });
  }

  function refresh(): Promise<string | null> {
    if (inFlight) return inFlight;
    const startedIn = generation;
    const request = deps.requestRefresh().then(
      (token) => {
        if (startedIn !== generation) return null;
        store(token);
        return token;
      },
      (error: unknown) => {
        if (startedIn === generation && !(error instanceof OfflineError)) signOut('refresh-failed');
        return null;
      },
    );
    inFlight = request.finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    async getAccessToken() {
      if (inFlight) return inFlight;
      if (access !== null && !isTokenExpired(expiresAt, now())) return access;
      if (access !== null || deps.hasSessionHint()) return refresh();
      return null;
    },
    signIn: store,
    refresh,
    bootstrap() {
      return deps.hasSessionHint() ? refresh() : null;
    },
    async logout() {
      signOut('logout');
      try {
        await deps.requestLogout();
      } catch {
        // The local session is gone either way; an unreachable server only leaves a cookie it will refuse.
      }
    },
    isSignedIn: () => access !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
