import type { InternOrder } from '@contract/orders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, internOrder, ME, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';

/** The intern order, changed by the calls the page makes; `answer` may refuse a call instead. */
function orderApi(
  start: InternOrder,
  answer?: (path: string, init: RequestInit) => Response | undefined,
): Route {
  let order = start;
  return ({ url, init }) => {
    const base = `/api/orders/${ORDER_UUID}`;
    if (!url.startsWith(base)) return undefined;
    const path = url.slice(base.length);
    if (path === '/intern') return json(200, order);
    if (path === '/options') return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
    if (path.startsWith('/audit')) return json(200, { items: [], next_cursor: null });
    const refused = answer?.(path, init);
    if (refused) return refused;
    const body = init.body ? (bodyOf(init) as Record<string, unknown>) : {};
    if (path === '/status') order = { ...order, order_status: body.status as InternOrder['order_status'] };
    if (path === '/paid')
      order = { ...order, payment_status: 'done', payment_method: 'cash', paid_at: '2031-03-03T10:00:00Z' };
    if (path === '/assign')
      order = {
        ...order,
        assigned_to: body.assigned_to ? { id: String(body.assigned_to), name: 'Maya Lind' } : null,
      };
    if (path === '/note') order = { ...order, note: String(body.note) };
    if (path === '' && init.method === 'DELETE') return new Response(null, { status: 204 });
    return json(200, { ok: true });
  };
}

const posts = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls.filter((call) => call.url === `/api/orders/${ORDER_UUID}${path}` && call.init.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order details', { timeout: 20_000 }, () => {
  it('shows the customer, the delivery, the card, the prices and the history', async () => {
    stubFetch(orderApi(internOrder()));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByRole('heading', { name: '#1001' })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Jonas Weber')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'jonas@example.test' })).toHaveAttribute(
      'href',
      'mailto:jonas@example.test',
    );
    expect(within(customer).getByText('Anna Weber')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Torstraße 1, 3rd floor');
    expect(delivery).toHaveTextContent('10117 Berlin');
    expect(delivery).toHaveTextContent('09:00–12:00');
    expect(screen.getByText('Happy birthday, Anna!')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('€45.00');
    expect(price).toHaveTextContent('€4.90');
    expect(price).toHaveTextContent('€49.90');
    expect(within(price).getByRole('link', { name: /Cost and flowers used/ })).toHaveAttribute(
      'href',
      `${PATH}/cost`,
    );
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Completed by the customer');
    expect(screen.getByRole('textbox', { name: 'Customer link' })).toHaveValue(
      `${window.location.origin}/order/${ORDER_UUID}`,
    );
    expect(screen.getByRole('link', { name: /^Add photo\s?Polaroid/ })).toHaveAttribute(
      'href',
      `${PATH}/polaroid`,
    );
    expect(screen.getByRole('link', { name: /^Add photo\s?Reference/ })).toHaveAttribute(
      'href',
      `${PATH}/reference`,
    );
  });

  it('moves the order one step and shows the server’s message when it refuses', async () => {
    const { calls } = stubFetch(
      orderApi(internOrder({ order_status: 'ready' }), (path, init) =>
        path === '/status' && (bodyOf(init) as { status: string }).status === 'done'
          ? json(409, {
              message:
                'Cannot change the order from pending to done. An order that is pending can move to ready.',
              code: 'CONFLICT',
              details: { status: 'An order that is pending can move to ready.' },
            })
          : undefined,
      ),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'Back to pending' })).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Mark done' }));
    // Rolled back, with the server's reason, when it refuses (the list's test sees it drawn first).
    expect(await screen.findByText('Order #1001 was not changed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cannot change the order from pending to done. An order that is pending can move to ready.',
      ),
    ).toBeInTheDocument();
    expect(await within(status).findByRole('button', { name: 'Back to pending' })).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/status')[0]?.init ?? {})).toEqual({ status: 'done' });

    await userEvent.click(within(status).getByRole('button', { name: 'Back to pending' }));
    expect(await within(status).findByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
    expect(await screen.findByText('Order #1001 is pending')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/status')[1]?.init ?? {})).toEqual({ status: 'pending' });
  });

  it('shows the code of a gift card the payment issued without an address once, to print with the receipt', async () => {
    const card = {
      id: 'card-1',
      code: 'ABCD-EFGH-JKLM-NPQR',
      code_last4: 'NPQR',
      value: 30,
      expires_on: '2029-12-31',
      emailed_to: null,
    };
    stubFetch(
      orderApi(internOrder({ sender_email: null }), (path) =>
        path === '/paid' ? json(200, { ok: true, issued_gift_cards: [card] }) : undefined,
      ),
    );
    const { router } = renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await userEvent.click(within(payment).getByRole('button', { name: 'Mark paid' }));
    const codes = await within(payment).findByRole('region', { name: 'Gift card code' });
    expect(codes).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(codes).toHaveTextContent('Write it down or print now; it will not be shown again.');
    await userEvent.click(within(codes).getByRole('button', { name: 'Print receipt with the code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/receipt`));
    expect(router.state.location.state).toEqual({ giftCardCodes: [card] });
  });

  it('offers no status buttons while the customer has not completed the order', async () => {
    stubFetch(
      orderApi(internOrder({ order_status: 'draft', sender_name: null, recipient_name: null, history: [] })),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Waiting for the customer to complete the order with the link.');
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('marks the order paid once, assigns it to me and back, and saves the note', async () => {
    const { calls } = stubFetch(orderApi(internOrder()));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const payment = await screen.findByRole('region', { name: 'Payment' });
    await userEvent.selectOptions(within(payment).getByLabelText('Paid with'), 'bank_transfer');
    await userEvent.click(within(payment).getByRole('button', { name: 'Mark paid' }));
    expect(bodyOf(posts(calls, '/paid')[0]?.init ?? {})).toEqual({ payment_method: 'bank_transfer' });
    expect(await within(payment).findByText(/Paid €49.90/)).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Mark paid' })).toBeNull();

    const assignee = screen.getByRole('region', { name: 'Assigned to' });
    expect(assignee).toHaveTextContent('Nobody yet');
    await userEvent.click(within(assignee).getByRole('button', { name: 'Assign to me' }));
    expect(bodyOf(posts(calls, '/assign')[0]?.init ?? {})).toEqual({ assigned_to: ME });
    await userEvent.click(await within(assignee).findByRole('button', { name: 'Unassign' }));
    expect(bodyOf(posts(calls, '/assign')[1]?.init ?? {})).toEqual({ assigned_to: null });
    expect(await within(assignee).findByText('Nobody yet')).toBeInTheDocument();

    const note = screen.getByRole('region', { name: 'Note' });
    await userEvent.type(within(note).getByRole('textbox', { name: 'Note' }), 'No lilies, she is allergic');
    await userEvent.click(within(note).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/note')[0]?.init ?? {})).toEqual({ note: 'No lilies, she is allergic' });
  });

  it('lets owners and managers delete after confirming', async () => {
    const { calls } = stubFetch(orderApi(internOrder()));
    const { router } = renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/orders'));
    expect(
      calls.some((call) => call.init.method === 'DELETE' && call.url === `/api/orders/${ORDER_UUID}`),
    ).toBe(true);
  });

  it('hides delete from florists', async () => {
    stubFetch(orderApi(internOrder()));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    expect(await screen.findByRole('heading', { name: '#1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order' })).toBeNull();
  });

  it('shows florists the prices without a way to change them', async () => {
    stubFetch(orderApi(internOrder()));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('€49.90');
    expect(within(price).queryByRole('button', { name: 'Edit price' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeEnabled();
  });

  it('shows the tax the server stored: included under the total, added above it', async () => {
    const vat = internOrder({
      total: 49.9,
      net_total: 46.64,
      tax_total: 3.26,
      tax_lines: [{ rate: 7, base: 46.64, amount: 3.26 }],
      tax_mode: 'vat',
      tax_included: true,
    });
    stubFetch(orderApi(vat));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const price = await screen.findByRole('region', { name: 'Price' });
    const terms = within(price)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Flowers', 'Delivery', 'Total', 'incl. 7 % VAT']);
    expect(price).toHaveTextContent('€3.26');
    cleanup();

    const sales = internOrder({
      total: 54.33,
      net_total: 49.9,
      tax_total: 4.43,
      tax_lines: [{ rate: 8.875, base: 49.9, amount: 4.43 }],
      tax_mode: 'sales_tax',
      tax_included: false,
    });
    stubFetch(orderApi(sales));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const salesPrice = await screen.findByRole('region', { name: 'Price' });
    expect(
      within(salesPrice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Flowers', 'Delivery', 'Sales tax 8.875 %', 'Total']);
    expect(salesPrice).toHaveTextContent('€54.33');
  });

  it('says so when the order does not exist', async () => {
    stubFetch();
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
