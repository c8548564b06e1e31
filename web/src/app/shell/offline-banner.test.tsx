import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline banner', () => {
  it('appears when the connection drops and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");

    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
