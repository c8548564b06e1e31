import type { OrderRefunds } from '@contract/counter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { PaymentPanel } from './payment-panel';

const paid = internOrder({ payment_status: 'done', payment_method: 'cash', paid_at: '2031-03-02T10:00:00Z' });

function refundsApi(state: OrderRefunds): Route {
  return ({ url, init }) => {
    if (url !== `/api/orders/${ORDER_UUID}/refunds`) return undefined;
    if (init.method === 'POST') {
      const { amount, reason } = bodyOf(init) as { amount: number; reason: string };
      state.items.unshift({
        id: 'r1',
        amount,
        reason,
        method: 'cash',
        by: null,
        created_at: '2031-03-03T09:00:00Z',
      });
      state.count += 1;
      state.refunded_total += amount;
      state.refundable -= amount;
      return json(201, state);
    }
    return json(200, state);
  };
}

const Panel =
  ({ staff }: { staff: boolean }) =>
  () => <PaymentPanel order={paid} money={(amount) => `€${amount.toFixed(2)}`} staff={staff} />;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('correcting a payment', { timeout: 20_000 }, () => {
  it('refunds part of a shop payment with a reason, then lists it', async () => {
    const { calls } = stubFetch(refundsApi({ items: [], count: 0, refunded_total: 0, refundable: 49.9 }));
    renderPage(Panel({ staff: true }), { path: `/intern/orders/${ORDER_UUID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #1001' });
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue('49.90');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Say why the money is given back')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Broken stems');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post && bodyOf(post.init)).toEqual({ amount: 10, reason: 'Broken stems' });
  });

  it('undoes a payment recorded by mistake, with the reason', async () => {
    const { calls } = stubFetch(
      refundsApi({ items: [], count: 0, refunded_total: 0, refundable: 49.9 }),
      ({ url }) => (url === `/api/orders/${ORDER_UUID}/unpaid` ? json(200, { ok: true }) : undefined),
    );
    renderPage(Panel({ staff: true }), { path: `/intern/orders/${ORDER_UUID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the payment' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo payment' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/unpaid'))).toBe(true));
    const undo = calls.find((c) => c.url.endsWith('/unpaid'));
    expect(undo && bodyOf(undo.init)).toEqual({ reason: 'Wrong order' });
  });

  it('offers no corrections to a florist', async () => {
    stubFetch();
    renderPage(Panel({ staff: false }), { path: `/intern/orders/${ORDER_UUID}` });
    expect(await screen.findByText('Paid €49.90')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo payment' })).not.toBeInTheDocument();
  });
});
