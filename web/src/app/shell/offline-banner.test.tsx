import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    onlineManager.setOnline(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.mount();
  const view = render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** Whether closing or reloading the page now makes the browser ask first. */
function leavingAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('offline banner', () => {
  it('appears when the connection drops and goes when it returns', () => {
    const { container } = renderBanner();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent("You're offline.");
    expect(screen.getByText(/Orders and changes need a connection/)).toBeVisible();
    // Nothing waits: leaving the page loses nothing, so the browser does not ask.
    expect(leavingAsks()).toBe(false);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a change made offline, says it waits, asks before the page is left, and sends it when back', async () => {
    const { client } = renderBanner();
    goOffline(true);
    const send = vi.fn(async (note: string) => note);
    const change = client.getMutationCache().build(client, { mutationFn: send });
    let sent: Promise<string> | undefined;
    act(() => {
      sent = change.execute('Ring twice');
    });

    expect(
      await screen.findByText(
        '1 change waits and will be sent when you are back online. Keep this page open until then.',
      ),
    ).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    expect(leavingAsks()).toBe(true);

    goOffline(false);
    await expect(sent).resolves.toBe('Ring twice');
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/change waits/)).toBeNull());
    expect(leavingAsks()).toBe(false);
  });
});
