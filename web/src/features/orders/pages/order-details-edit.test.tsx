import type { InternOrder } from '@contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, formFields, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';
const BASE = `/api/orders/${ORDER_UUID}`;

/** The intern order and the days and times it can move to; `answer` may refuse a change instead. */
function orderApi(
  start: InternOrder,
  answer?: (path: string, init: RequestInit) => Response | undefined,
): Route {
  let order = start;
  return ({ url, init }) => {
    if (!url.startsWith(BASE)) return undefined;
    const path = url.slice(BASE.length);
    if (path === '/intern') return json(200, order);
    if (path === '/options') return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
    if (path.startsWith('/disabled-dates'))
      return json(200, { weekdays: [], dates: [], first_date: '2031-03-01', last_date: '2031-06-30' });
    if (path.startsWith('/timeslots')) {
      const date = new URL(url, 'http://test').searchParams.get('date');
      return json(200, date === '2031-03-20' ? ['12:00-15:00', '15:00-18:00'] : ['09:00-12:00']);
    }
    const refused = answer?.(path, init);
    if (refused) return refused;
    if (path === '/prices') {
      const body = bodyOf(init) as { price: number; delivery_price: number | null };
      order = { ...order, ...body, total: body.price + (body.delivery_price ?? 0) };
      return json(200, { ok: true });
    }
    if (path === '' && init.method === 'POST') {
      const fields = formFields(init);
      order = { ...order, ...fields };
      return json(200, order);
    }
    return undefined;
  };
}

const posts = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls.filter((call) => call.url === `${BASE}${path}` && call.init.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('correcting an order', { timeout: 20_000 }, () => {
  it('corrects the prices inline', async () => {
    const { calls } = stubFetch(orderApi(internOrder()));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const price = await screen.findByRole('region', { name: 'Price' });
    await userEvent.click(within(price).getByRole('button', { name: /Edit/ }));
    const flowers = within(price).getByRole('textbox', { name: 'Flowers' });
    expect(flowers).toHaveValue('45.00');
    await userEvent.clear(flowers);
    await userEvent.type(flowers, '50');
    const delivery = within(price).getByRole('textbox', { name: 'Delivery' });
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '5,5');
    await userEvent.click(within(price).getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Order updated', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/prices')[0]?.init ?? {})).toEqual({ price: 50, delivery_price: 5.5 });
    await waitFor(() => expect(price).toHaveTextContent('€55.50'));
    expect(within(price).queryByRole('textbox')).toBeNull();
  });

  it('hides the delivery price of a pickup order and shows why the server refuses', async () => {
    const { calls } = stubFetch(
      orderApi(internOrder({ method: 'pickup', delivery_price: null, total: 45 }), (path) =>
        path === '/prices'
          ? json(409, {
              message: 'The order is done: its prices can no longer change.',
              code: 'CONFLICT',
              details: {},
            })
          : undefined,
      ),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const price = await screen.findByRole('region', { name: 'Price' });
    await userEvent.click(within(price).getByRole('button', { name: /Edit/ }));
    expect(within(price).queryByRole('textbox', { name: 'Delivery' })).toBeNull();
    await userEvent.click(within(price).getByRole('button', { name: 'Save prices' }));

    expect(await within(price).findByRole('alert')).toHaveTextContent(
      'The order is done: its prices can no longer change.',
    );
    expect(bodyOf(posts(calls, '/prices')[0]?.init ?? {})).toEqual({ price: 45, delivery_price: null });
  });

  it('edits the details in a dialog and shows a server field error beside its field', async () => {
    let refuse = true;
    const { calls } = stubFetch(
      orderApi(internOrder(), (path, init) => {
        if (path !== '' || init.method !== 'POST' || !refuse) return undefined;
        refuse = false;
        return json(400, {
          message: 'Invalid data provided',
          code: 'VALIDATION_ERROR',
          details: { delivery_date: 'This day is fully booked' },
        });
      }),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const customer = await screen.findByRole('region', { name: 'Customer' });
    await userEvent.click(within(customer).getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit order #1001' });
    const recipient = within(dialog).getByRole('textbox', { name: "Recipient's name" });
    expect(recipient).toHaveValue('Anna Weber');
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'Anna Schmidt');
    expect(await within(dialog).findByRole('radio', { name: '09:00–12:00' })).toBeChecked();

    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveAttribute('min', '2031-03-01');
    expect(date).toHaveAttribute('max', '2031-06-30');
    await userEvent.clear(date);
    await userEvent.type(date, '2031-03-20');
    await userEvent.click(await within(dialog).findByRole('radio', { name: '15:00–18:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(date).toHaveAccessibleDescription('This day is fully booked'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    // What was typed and chosen stays, to be corrected rather than typed again.
    expect(recipient).toHaveValue('Anna Schmidt');
    expect(date).toHaveValue('2031-03-20');
    expect(within(dialog).getByRole('radio', { name: '15:00–18:00' })).toBeChecked();
    expect(formFields(posts(calls, '')[0]?.init ?? {})).toEqual({
      sender_name: 'Jonas Weber',
      sender_email: 'jonas@example.test',
      sender_phone: '+49 170 1234567',
      recipient_name: 'Anna Schmidt',
      recipient_phone: '+49 170 7654321',
      delivery_address: 'Torstraße 1',
      delivery_unit: '3rd floor',
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
      delivery_date: '2031-03-20',
      time_slot: '15:00-18:00',
      card_message: 'Happy birthday, Anna!',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Anna Schmidt');
  });

  it('offers no corrections once the order is done', async () => {
    stubFetch(orderApi(internOrder({ order_status: 'done' })));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
});
