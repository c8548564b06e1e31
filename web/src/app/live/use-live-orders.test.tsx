import type { LiveOrderEvent } from '@contract/live';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveAlerts } from '../../lib/live-alerts';
import type { LiveSignal, LiveStreamDeps } from '../../lib/live-stream';
import { createQueryClient } from '../../lib/query-client';
import { useLiveOrders } from './use-live-orders';

const NEW = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

const event = (kind: LiveOrderEvent['kind'], uuid = NEW, number = 12): LiveOrderEvent => ({
  kind,
  uuid,
  number,
  order_status: 'pending',
  payment_status: kind === 'order.paid' ? 'done' : 'pending',
});

/** A stand-in for the server's stream: the test sends what it would. */
function fakeStream() {
  let deps: LiveStreamDeps | undefined;
  const close = vi.fn();
  return {
    open: vi.fn((given: LiveStreamDeps) => {
      deps = given;
      return close;
    }),
    close,
    send(signal: LiveSignal) {
      act(() => deps?.onSignal(signal));
    },
  };
}

function setup(path: string) {
  const stream = fakeStream();
  const ring = vi.fn(() => true);
  const makeChime = () => ({ ring, dispose: vi.fn() });
  function Shell({ children }: { children?: React.ReactNode }) {
    useLiveOrders({ openStream: stream.open, makeChime });
    return (
      <>
        <Link to="/intern/orders">Orders</Link>
        <Link to="/intern/calendar">Calendar</Link>
        {children}
      </>
    );
  }
  const client = createQueryClient();
  const keys = {
    list: ['orders', 'list', 'pending'],
    day: ['orders', 'day', '2030-05-01'],
    calendar: ['orders', 'calendar', '2030-05-01', '2030-05-31'],
    thisOrder: ['orders', 'detail', NEW],
    otherOrder: ['orders', 'detail', OTHER],
    stock: ['stock', 'list'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
  const router = createMemoryRouter(
    [
      { path: '/intern/orders', element: <Shell>orders list</Shell> },
      { path: '/intern/orders/:uuid', element: <Shell>order page</Shell> },
      { path: '/intern/calendar', element: <Shell>calendar</Shell> },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { stream, ring, client, keys, router, invalidated, unmount };
}

beforeEach(() => {
  document.title = 'Petal — the back office for florists';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('new orders arrive by themselves', () => {
  it('refreshes the lists, the day and calendar views and that order, not other orders', async () => {
    const { stream, keys, invalidated } = setup('/intern/calendar');
    stream.send({ type: 'open' });
    stream.send({ type: 'order', event: { ...event('order.changed'), change: 'status' } });
    await vi.waitFor(() => expect(invalidated(keys.list)).toBe(true));
    expect(invalidated(keys.day)).toBe(true);
    expect(invalidated(keys.calendar)).toBe(true);
    expect(invalidated(keys.thisOrder)).toBe(true);
    expect(invalidated(keys.otherOrder)).toBe(false);
    expect(invalidated(keys.stock)).toBe(false);
    // A change is not news: no toast, no sound, no count.
    expect(document.title).toBe('Petal — the back office for florists');
  });

  it('reloads every order view after the stream was reopened or told to resync', async () => {
    const { stream, keys, invalidated } = setup('/intern/calendar');
    stream.send({ type: 'open' });
    expect(invalidated(keys.otherOrder)).toBe(false);
    stream.send({ type: 'open' });
    await vi.waitFor(() => expect(invalidated(keys.otherOrder)).toBe(true));
  });

  it('rings, shows a toast that opens the order, and counts it in the title until the list is seen', async () => {
    const { stream, ring, router } = setup('/intern/calendar');
    stream.send({ type: 'order', event: event('order.submitted') });
    expect(ring).toHaveBeenCalledTimes(1);
    const link = await screen.findByRole('link', { name: 'New order #12' });
    expect(document.title).toBe('(1) Orders · Petal');

    // Paid afterwards: the same order, counted once, its toast replaced.
    stream.send({ type: 'order', event: event('order.paid') });
    expect(await screen.findByRole('link', { name: 'Order #12 is paid' })).toBeInTheDocument();
    stream.send({ type: 'order', event: event('order.submitted', OTHER, 13) });
    expect(document.title).toBe('(2) Orders · Petal');

    // A click, not a pointer sequence: the toast's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('link', { name: 'New order #13' }));
    expect(router.state.location.pathname).toBe(`/intern/orders/${OTHER}`);
    // Its page was seen; the other one still waits.
    expect(document.title).toBe('(1) Orders · Petal');

    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(document.title).toBe('Petal — the back office for florists');
    expect(link).toBeDefined();
  });

  it('keeps the new order’s toast until it is closed or its order opened, not only for a few seconds', async () => {
    vi.useFakeTimers();
    const { stream, router } = setup('/intern/calendar');
    stream.send({ type: 'order', event: event('order.submitted') });
    stream.send({ type: 'order', event: event('order.submitted', OTHER, 13) });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('link', { name: 'New order #12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order #13' })).toBeInTheDocument();

    const toastOf = (name: string) =>
      screen.getByRole('link', { name }).closest('[data-sonner-toast]') as HTMLElement;
    // It stays, so it lies at the top over the header, never over a page's buttons.
    expect(toastOf('New order #12')).toHaveAttribute('data-y-position', 'top');
    fireEvent.click(within(toastOf('New order #12')).getByRole('button', { name: /close/i }));
    await act(() => router.navigate(`/intern/orders/${OTHER}`));
    // Sonner closes a toast over a frame and then a short animation: two steps of the clock.
    for (let step = 0; step < 2; step++) {
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    }
    expect(screen.queryByRole('link', { name: 'New order #12' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New order #13' })).toBeNull();
  });

  it('on the orders list, counts a new order until the person comes back to the page', async () => {
    const { stream } = setup('/intern/orders');
    stream.send({ type: 'order', event: event('order.submitted') });
    expect(document.title).toBe('(1) Orders · Petal');
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(document.title).toBe('Petal — the back office for florists');
  });

  it('keeps quiet about one’s own sale or payment, and still refreshes the lists', async () => {
    const { stream, ring, keys, invalidated } = setup('/intern/calendar');
    stream.send({ type: 'order', event: { ...event('order.submitted', NEW, 90), self: true } });
    stream.send({ type: 'order', event: { ...event('order.paid', NEW, 90), self: true } });
    await vi.waitFor(() => expect(invalidated(keys.list)).toBe(true));
    expect(ring).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /#90/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Petal — the back office for florists');
  });

  it('follows the switches: no sound, no toast, still counted', async () => {
    setLiveAlerts({ sound: false, toast: false });
    const { stream, ring } = setup('/intern/calendar');
    stream.send({ type: 'order', event: event('order.submitted', NEW, 77) });
    expect(ring).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'New order #77' })).not.toBeInTheDocument();
    expect(document.title).toBe('(1) Orders · Petal');
  });

  it('closes the stream when the shell goes away (signed out), and gives the title back', () => {
    const { stream, unmount } = setup('/intern/calendar');
    expect(stream.open).toHaveBeenCalledTimes(1);
    stream.send({ type: 'order', event: event('order.submitted', NEW, 78) });
    expect(document.title).toBe('(1) Orders · Petal');
    unmount();
    expect(stream.close).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Petal — the back office for florists');
  });
});
