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

/** A free item typed by hand: the custom order an order used to be with its one price. */
async function addFreeItem(name: string, price: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Free item' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Item' }), name);
  await userEvent.type(screen.getByRole('textbox', { name: 'Price each' }), price);
}

const freeLines = (name: string, price: number) =>
  JSON.stringify({ items: [], free_items: [{ name, price, tax_class_id: null, quantity: 1 }] });

const drafts = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.url === '/api/orders/draft');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create order', { timeout: 20_000 }, () => {
  it('sends the order as multipart form data and offers the customer link', async () => {
    const { calls } = stubFetch(draftApi());
    renderPage(CreateOrderPage, { path: PATH });

    await addFreeItem('Custom bouquet', '45,5');
    await userEvent.type(screen.getByLabelText('Delivery price'), '4.90');
    // The live total counts the delivery typed.
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€50.40');
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
      lines: freeLines('Custom bouquet', 45.5),
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
    expect(screen.queryByRole('list', { name: 'Lines' })).toBeNull();
  });

  it('starts an order from products found by typing, with their size, sent as JSON lines', async () => {
    const peony = {
      id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Peony cloud',
      price: 55,
      is_active: true,
      kind: 'flowers',
      option_ids: [],
      tax_class_id: null,
      variants: [
        { id: 'b0000000-0000-4000-8000-000000000001', name: 'Classic', price: 55, tax_class_id: null },
        { id: 'b0000000-0000-4000-8000-000000000002', name: 'Grand', price: 65, tax_class_id: null },
      ],
    };
    const gone = {
      ...peony,
      id: 'a0000000-0000-4000-8000-000000000002',
      name: 'Old peony',
      is_active: false,
    };
    const { calls } = stubFetch(draftApi(), ({ url }) =>
      url === '/api/products?limit=200' ? json(200, { items: [gone, peony], count: 2 }) : undefined,
    );
    renderPage(CreateOrderPage, { path: PATH });
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a product' }), 'peony');
    // Only what is on sale is offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Peony cloudfrom €55.00',
    ]);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(screen.getByText('Choose a size', { selector: 'p' })).toBeInTheDocument();
    expect(drafts(calls)).toHaveLength(0);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Size of Peony cloud' }),
      'Grand · €65.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByRole('heading', { name: 'Order #1001 created' });
    const sent = formFields(drafts(calls)[0]?.init ?? {});
    expect(sent).not.toHaveProperty('price');
    expect(JSON.parse(sent.lines ?? '')).toEqual({
      items: [{ product_id: peony.id, variant_id: peony.variants[1]?.id, option_ids: [], quantity: 1 }],
      free_items: [],
    });
  });

  it('sends only what a pickup order needs and leaves the delivery price to the zip code', async () => {
    const { calls } = stubFetch(draftApi());
    renderPage(CreateOrderPage, { path: PATH });

    await addFreeItem('Table piece', '30');
    await userEvent.type(screen.getByLabelText('Delivery price'), '9');
    await userEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByLabelText('Delivery price')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByRole('heading', { name: 'Order #1001 created' });
    expect(formFields(drafts(calls)[0]?.init ?? {})).toEqual({
      method: 'pickup',
      lines: freeLines('Table piece', 30),
    });
  });

  it('asks for something to sell before sending, and shows the server’s problem beside its line', async () => {
    const { calls } = stubFetch(
      draftApi(() =>
        json(400, {
          message: 'Use an amount below 1 000 000',
          code: 'VALIDATION_ERROR',
          details: { 'lines.free_items.0.price': 'Use an amount below 1 000 000' },
        }),
      ),
    );
    renderPage(CreateOrderPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Add something to sell')).toBeInTheDocument();
    await addFreeItem('Arch', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(drafts(calls)).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Price each' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Price each' }), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Use an amount below 1 000 000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price each' })).toHaveAttribute('aria-invalid', 'true');
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

    await addFreeItem('Custom bouquet', '45.50');
    await userEvent.type(screen.getByLabelText('Delivery price'), '4.90');
    await userEvent.type(screen.getByLabelText('Note'), 'Pastel colours');
    await userEvent.click(screen.getByRole('checkbox', { name: /Assign to me/ }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'peonies.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose a file'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByText('Internal error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price each' })).toHaveValue('45.50');
    expect(screen.getByLabelText('Delivery price')).toHaveValue('4.90');
    expect(screen.getByLabelText('Note')).toHaveValue('Pastel colours');
    expect(screen.getByRole('checkbox', { name: /Assign to me/ })).toBeChecked();
    expect(screen.getByText('peonies.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('heading', { name: 'Order #1001 created' })).toBeInTheDocument();
    const [first, second] = drafts(calls).map((call) => formFields(call.init));
    expect(second).toEqual(first);
    expect(second).toMatchObject({
      lines: freeLines('Custom bouquet', 45.5),
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
