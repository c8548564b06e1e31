import { describe, expect, it, vi } from 'vitest';

/** Fresh copies of the modules: what the page waited for is remembered once per page. */
const freshPage = async () => {
  vi.resetModules();
  const { queryClient } = await import('./query-client');
  const { afterFirstScreen, watchFirstRoute } = await import('./after-first-screen');
  return { queryClient, afterFirstScreen, watchFirstRoute };
};

describe('after the first screen', () => {
  it('waits while the first screen’s data is being asked for, and goes on once it has arrived', async () => {
    const { queryClient, afterFirstScreen } = await freshPage();
    let answer = (_value: string) => {};
    const asked = queryClient.fetchQuery({
      queryKey: ['orders'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    let done = false;
    void afterFirstScreen().then(() => {
      done = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    answer('the list');
    await asked;
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('waits for the first page’s code and loader, which ask for its data', async () => {
    const { afterFirstScreen, watchFirstRoute } = await freshPage();
    const listeners = new Set<(state: { initialized: boolean }) => void>();
    const router = {
      state: { initialized: false },
      subscribe: (listener: (state: { initialized: boolean }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    watchFirstRoute(router);
    let done = false;
    void afterFirstScreen().then(() => {
      done = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(done).toBe(false);
    router.state = { initialized: true };
    for (const listener of listeners) listener(router.state);
    await vi.waitFor(() => expect(done).toBe(true));
    expect(listeners.size).toBe(0);
  });

  it('goes on at once where nothing is asked for (the sign-in page)', async () => {
    const { afterFirstScreen } = await freshPage();
    await expect(afterFirstScreen()).resolves.toBeUndefined();
  });
});
