import type { PublicOrder } from '@contract/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { formFields, internOrder, ME, ORDER_UUID, renderPage } from '../test/render-page';
import { CreateOrderPage } from './create-order-page';

const PATH = '/intern/create';

function draftApi(answer?: () => Response): Route {
  return ({ url, init }) => {
    if (url !== '/api/orders/draft' || init.method !== 'POST') return undefined;
    if (answer) return answer();
    const {
      note: _note,
      assigned_to: _assigned,
      paid_at: _paid,
      history: _history,
      ...order
    } = internOrder({
      order_status: 'draft',
    });
    return json(201, order satisfies PublicOrder);
  };
}

const drafts = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.url === '/api/orders/draft');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create order', { timeout: 20_000 }, () => {
  it('sends the order as multipart form data and offers the customer link', async () => {
    const { calls } = stubFetch(draftApi());
    renderPage(CreateOrderPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Price'), '45,5');
    await userEvent.type(screen.getByLabelText('Delivery price'), '4.90');
    await userEvent.type(screen.getByLabelText('Note'), 'Pastel colours');
    await userEvent.click(screen.getByRole('checkbox', { name: /Assign to me/ }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'peonies.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose a file'), photo);
    expect(screen.getByText('peonies.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByRole('heading', { name: 'Order #1001 created' })).toBeInTheDocument();
    const sent = drafts(calls)[0]?.init ?? {};
    expect(sent.body).toBeInstanceOf(FormData);
    expect(formFields(sent)).toEqual({
      method: 'delivery',
      price: '45.50',
      delivery_price: '4.90',
      note: 'Pastel colours',
      assigned_to: ME,
      photo_reference: 'file:peonies.png',
    });

    const link = `${window.location.origin}/order/${ORDER_UUID}`;
    expect(screen.getByRole('textbox', { name: 'Customer link' })).toHaveValue(link);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open order' })).toHaveAttribute(
      'href',
      `/intern/orders/${ORDER_UUID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create another' }));
    expect(screen.getByLabelText('Price')).toHaveValue('');
  });

  it('starts an order from a product: its price is filled in and the product is sent', async () => {
    const product = (id: string, name: string, price: number, is_active = true) => ({
      id,
      name,
      price,
      is_active,
    });
    const { calls } = stubFetch(draftApi(), ({ url }) =>
      url === '/api/products?limit=200'
        ? json(200, {
            items: [product('p-2', 'Old favourite', 30, false), product('p-1', 'Peony cloud', 65)],
            count: 2,
          })
        : undefined,
    );
    renderPage(CreateOrderPage, { path: PATH });
    const choice = await screen.findByLabelText('Product');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'No product: a custom order',
      'Peony cloud · €65.00',
      'Old favourite · €30.00 (not for sale)',
    ]);
    await userEvent.selectOptions(choice, 'p-1');
    expect(screen.getByLabelText('Price')).toHaveValue('65.00');
    // Another product replaces a price that came from a product, never one typed by hand.
    await userEvent.selectOptions(choice, 'p-2');
    expect(screen.getByLabelText('Price')).toHaveValue('30.00');
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '72');
    await userEvent.selectOptions(choice, 'p-1');
    expect(screen.getByLabelText('Price')).toHaveValue('72');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByRole('heading', { name: 'Order #1001 created' });
    expect(formFields(drafts(calls)[0]?.init ?? {})).toMatchObject({ product_id: 'p-1', price: '72.00' });
  });

  it('sends only what a pickup order needs and leaves the delivery price to the zip code', async () => {
    const { calls } = stubFetch(draftApi());
    renderPage(CreateOrderPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Price'), '30');
    await userEvent.type(screen.getByLabelText('Delivery price'), '9');
    await userEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByLabelText('Delivery price')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByRole('heading', { name: 'Order #1001 created' });
    expect(formFields(drafts(calls)[0]?.init ?? {})).toEqual({ method: 'pickup', price: '30.00' });
  });

  it('checks the price before sending and shows the server’s field errors', async () => {
    const { calls } = stubFetch(
      draftApi(() =>
        json(400, {
          message: 'Use an amount below 1 000 000',
          code: 'VALIDATION_ERROR',
          details: { price: 'Use an amount below 1 000 000' },
        }),
      ),
    );
    renderPage(CreateOrderPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Enter the price')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price'), 'abc');
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(drafts(calls)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Use an amount below 1 000 000')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps everything typed when the server fails, and sends it again as it was', async () => {
    let failures = 1;
    const { calls } = stubFetch(
      draftApi(() => {
        if (failures-- > 0)
          return json(500, { message: 'Internal error', code: 'INTERNAL_ERROR', details: {} });
        return json(201, { ...internOrder({ order_status: 'draft' }) });
      }),
    );
    renderPage(CreateOrderPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Price'), '45.50');
    await userEvent.type(screen.getByLabelText('Delivery price'), '4.90');
    await userEvent.type(screen.getByLabelText('Note'), 'Pastel colours');
    await userEvent.click(screen.getByRole('checkbox', { name: /Assign to me/ }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'peonies.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose a file'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByText('Internal error')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue('45.50');
    expect(screen.getByLabelText('Delivery price')).toHaveValue('4.90');
    expect(screen.getByLabelText('Note')).toHaveValue('Pastel colours');
    expect(screen.getByRole('checkbox', { name: /Assign to me/ })).toBeChecked();
    expect(screen.getByText('peonies.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('heading', { name: 'Order #1001 created' })).toBeInTheDocument();
    const [first, second] = drafts(calls).map((call) => formFields(call.init));
    expect(second).toEqual(first);
    expect(second).toMatchObject({
      price: '45.50',
      note: 'Pastel colours',
      photo_reference: 'file:peonies.png',
    });
  });

  it('refuses a file that is not an image before uploading it', async () => {
    stubFetch(draftApi());
    renderPage(CreateOrderPage, { path: PATH });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(await screen.findByLabelText('Choose a file'), text, { applyAccept: false });
    const form = screen.getByRole('button', { name: 'Create order' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose an image');
  });
});
