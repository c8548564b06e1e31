import type { OrderStatus } from '@contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { OrdersPage } from '../pages/orders-page';
import { bodyOf, listItem, renderPage } from '../test/render-page';

/** A promise the test settles by hand, to look at the screen while the server has not answered. */
function later<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts between renders; each test starts with none.
  toast.dismiss();
});

describe('status change from the list', { timeout: 20_000 }, () => {
  it('shows the new status at once and rolls it back with a toast when the server refuses', async () => {
    const answer = later<Response>();
    let lists = 0;
    const { calls } = stubFetch(({ url, init }) => {
      if (url.startsWith('/api/orders?')) {
        lists += 1;
        // The refetch after the refusal never answers: only the rollback can bring "Pending" back.
        if (lists > 1) return later<Response>().promise;
        return json(200, { items: [listItem(1001)], count: 1 });
      }
      if (url.endsWith('/status') && init.method === 'POST') return answer.promise;
      return undefined;
    });
    renderPage(OrdersPage, { path: '/intern/orders' });

    const link = await screen.findByRole('link', { name: /#1001/ });
    const row = link.closest('li') as HTMLElement;
    expect(within(link).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Mark #1001 ready' }));
    // Drawn before the server answers.
    expect(within(link).getByText('Ready')).toBeInTheDocument();
    expect(within(link).queryByText('Pending')).toBeNull();
    const post = calls.find((call) => call.url.endsWith('/status'));
    expect(bodyOf(post?.init ?? {})).toEqual({ status: 'ready' });

    answer.settle(
      json(409, {
        message: 'Someone else moved this order to done.',
        code: 'CONFLICT',
        details: {},
      }),
    );
    expect(await screen.findByText('Order #1001 was not changed')).toBeInTheDocument();
    expect(screen.getByText('Someone else moved this order to done.')).toBeInTheDocument();
    await waitFor(() => expect(within(link).getByText('Pending')).toBeInTheDocument());
    expect(within(link).queryByText('Ready')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Mark #1001 ready' })).toBeEnabled();
  });

  it('keeps the new status when the server agrees', async () => {
    let status: OrderStatus = 'pending';
    stubFetch(({ url, init }) => {
      if (url.startsWith('/api/orders?')) {
        return json(200, { items: [listItem(1001, { order_status: status })], count: 1 });
      }
      if (url.endsWith('/status') && init.method === 'POST') {
        status = (bodyOf(init) as { status: OrderStatus }).status;
        return json(200, { ok: true });
      }
      return undefined;
    });
    renderPage(OrdersPage, { path: '/intern/orders' });

    const link = await screen.findByRole('link', { name: /#1001/ });
    const row = link.closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark #1001 ready' }));
    expect(within(link).getByText('Ready')).toBeInTheDocument();
    // The refetch after the answer agrees; the next step is offered.
    expect(await within(row).findByRole('button', { name: 'Mark #1001 done' })).toBeInTheDocument();
    expect(screen.queryByText('Order #1001 was not changed')).toBeNull();
  });
});
