import type { InternOrder } from '@contract/orders';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../../test/fetch';
import { internOrder } from '../../../test/intern-order';
import { StatusActions } from './status-actions';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the status buttons and the keyboard', () => {
  it('keep the focus on the next step when a late reload draws the order once more before the latest', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(({ url, init }) => {
      if (url.endsWith('/status') && init.method === 'POST') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      // The reloads the change starts are drawn by hand below.
      return new Promise<Response>(() => {});
    });
    const client = createQueryClient();
    const drawn = (order: InternOrder) => (
      <QueryClientProvider client={client}>
        <StatusActions order={order} />
      </QueryClientProvider>
    );
    const { rerender } = render(drawn(internOrder({ order_status: 'ready', method: 'pickup' })));

    screen.getByRole('button', { name: 'Mark done' }).focus();
    await userEvent.keyboard('{Enter}');
    await act(async () => answer(json(200, { ok: true })));
    // The reload of an earlier step lands first: the order is drawn as ready once more.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark done' })).toHaveFocus());

    // Then the latest: done. The focused button goes, and the focus goes on to the next step.
    rerender(drawn(internOrder({ order_status: 'done', method: 'pickup' })));
    expect(screen.getByRole('button', { name: 'Back to ready' })).toHaveFocus();

    // Drawn as asked, it follows no more: a later change by someone else leaves the focus alone.
    screen.getByRole('button', { name: 'Back to ready' }).blur();
    rerender(drawn(internOrder({ order_status: 'ready', method: 'pickup' })));
    expect(document.body).toHaveFocus();
  });
});
