import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/jwt';
import { OfflineError } from './offline';
import { createSession, type SessionEvent } from './session';
import { EXPIRY_MARGIN_MS, isTokenExpired, refreshDelay, tokenExpiresAt } from './token-timing';

const NOW = new Date('2030-03-01T09:00:00Z').getTime();
const MINUTE = 60_000;

function setup({ hint = false } = {}) {
  let hasHint = hint;
  const requestRefresh = vi.fn<() => Promise<string>>();
  const requestLogout = vi.fn(async () => {});
  const clearSessionHint = vi.fn(() => {
    hasHint = false;
  });
  const session = createSession({
    requestRefresh,
    requestLogout,
    hasSessionHint: () => hasHint,
    clearSessionHint,
  });
  const events: SessionEvent[] = [];
  session.subscribe((event) => events.push(event));
  return { session, requestRefresh, requestLogout, clearSessionHint, events };
}

/** A promise the test settles by hand, to hold a refresh "in flight". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('token timing', () => {
  it('reads exp from the token in milliseconds', () => {
    expect(tokenExpiresAt(makeToken(NOW + 15 * MINUTE))).toBe(NOW + 15 * MINUTE);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
  });

  it('counts a token as expired when fewer than 30 seconds remain', () => {
    expect(EXPIRY_MARGIN_MS).toBe(30_000);
    expect(isTokenExpired(NOW + 31_000, NOW)).toBe(false);
    expect(isTokenExpired(NOW + 30_000, NOW)).toBe(false);
    expect(isTokenExpired(NOW + 29_999, NOW)).toBe(true);
    expect(isTokenExpired(NOW - 1, NOW)).toBe(true);
  });

  it('plans the refresh 30 seconds before expiry, or at once when that moment has passed', () => {
    expect(refreshDelay(NOW + 15 * MINUTE, NOW)).toBe(15 * MINUTE - 30_000);
    expect(refreshDelay(NOW + 10_000, NOW)).toBe(0);
  });
});

describe('session', () => {
  it('keeps the token in memory only', () => {
    const { session } = setup();
    session.signIn(makeToken(NOW + 15 * MINUTE));
    expect(session.isSignedIn()).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('answers the current token while more than 30 seconds remain, without refreshing', async () => {
    const { session, requestRefresh } = setup();
    const token = makeToken(NOW + 5 * MINUTE);
    session.signIn(token);
    vi.setSystemTime(NOW + 5 * MINUTE - 31_000);
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('refreshes a token with under 30 seconds left before handing it out', async () => {
    const { session, requestRefresh } = setup();
    session.signIn(makeToken(NOW + 5 * MINUTE));
    const fresh = makeToken(NOW + 20 * MINUTE);
    requestRefresh.mockResolvedValue(fresh);
    vi.setSystemTime(NOW + 5 * MINUTE - 29_000);
    await expect(session.getAccessToken()).resolves.toBe(fresh);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('schedules the refresh 30 seconds before expiry, and again after each refresh', async () => {
    const { session, requestRefresh } = setup();
    requestRefresh.mockImplementation(async () => makeToken(Date.now() + 15 * MINUTE));
    session.signIn(makeToken(NOW + 15 * MINUTE));

    await vi.advanceTimersByTimeAsync(15 * MINUTE - 30_000 - 1);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(15 * MINUTE - 30_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent refreshes share one request', async () => {
    const { session, requestRefresh } = setup({ hint: true });
    const pending = deferred<string>();
    requestRefresh.mockReturnValue(pending.promise);

    const answers = Promise.all([
      session.refresh(),
      session.getAccessToken(),
      session.refresh(),
      session.bootstrap(),
    ]);
    const fresh = makeToken(NOW + 15 * MINUTE);
    pending.resolve(fresh);

    await expect(answers).resolves.toEqual([fresh, fresh, fresh, fresh]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('starts a new request once the previous refresh has finished', async () => {
    const { session, requestRefresh } = setup({ hint: true });
    requestRefresh.mockImplementation(async () => makeToken(Date.now() + 15 * MINUTE));
    await session.refresh();
    await session.refresh();
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('logs out when a refresh fails', async () => {
    const { session, requestRefresh, clearSessionHint, events } = setup();
    session.signIn(makeToken(NOW + 15 * MINUTE));
    requestRefresh.mockRejectedValue(new Error('Refresh refused: 401'));

    await vi.advanceTimersByTimeAsync(15 * MINUTE - 30_000);

    expect(session.isSignedIn()).toBe(false);
    expect(clearSessionHint).toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'refresh-failed' });
    await expect(session.getAccessToken()).resolves.toBeNull();
    // No retry loop after the failure.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('stays signed in when the server cannot be reached, and tries again on the next request', async () => {
    const { session, requestRefresh, clearSessionHint, events } = setup({ hint: true });
    requestRefresh.mockRejectedValueOnce(new OfflineError(new TypeError('Failed to fetch')));

    await expect(session.bootstrap()).resolves.toBeNull();
    expect(clearSessionHint).not.toHaveBeenCalled();
    expect(events).toEqual([]);

    // Back online: the next request refreshes from the same cookie.
    const token = makeToken(NOW + 15 * MINUTE);
    requestRefresh.mockResolvedValueOnce(token);
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(session.isSignedIn()).toBe(true);
  });

  it('refreshes on start only when the session cookie is present', async () => {
    const without = setup({ hint: false });
    expect(without.session.bootstrap()).toBeNull();
    expect(without.requestRefresh).not.toHaveBeenCalled();

    const withHint = setup({ hint: true });
    const token = makeToken(NOW + 15 * MINUTE);
    withHint.requestRefresh.mockResolvedValue(token);
    await expect(withHint.session.bootstrap()).resolves.toBe(token);
    expect(withHint.session.isSignedIn()).toBe(true);
  });

  it('answers null without asking the server when there is neither token nor cookie', async () => {
    const { session, requestRefresh } = setup({ hint: false });
    await expect(session.getAccessToken()).resolves.toBeNull();
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('logout revokes the cookie, forgets the token and stops the scheduled refresh', async () => {
    const { session, requestRefresh, requestLogout, events } = setup();
    session.signIn(makeToken(NOW + 15 * MINUTE));
    await session.logout();

    expect(requestLogout).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'logout' });
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('does not sign back in when a refresh answers after logout', async () => {
    const { session, requestRefresh } = setup({ hint: true });
    const pending = deferred<string>();
    requestRefresh.mockReturnValue(pending.promise);
    const refreshing = session.refresh();
    await session.logout();
    pending.resolve(makeToken(NOW + 15 * MINUTE));

    await expect(refreshing).resolves.toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });
});
