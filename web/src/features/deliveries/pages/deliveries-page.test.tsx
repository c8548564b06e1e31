import type { DeliveryStop } from '@contract/delivery-run';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { json, stubFetch } from '../../../test/fetch';
import { cartItems } from '../../../test/order-item';
import { bodyOf, ME, renderPage } from '../../../test/render-back-office-page';
import { deliveryStop } from '../test/delivery-stop';
import { DeliveriesPage } from './deliveries-page';

const DAY = '2031-03-14';

const stop = (number: number, overrides: Partial<DeliveryStop> = {}) =>
  deliveryStop(number, { delivery_date: DAY, ...overrides });

const ok = () => json(200, { ok: true });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

describe('the day’s deliveries', { timeout: 20_000 }, () => {
  it('lists the stops in order, each with a map link, a phone link, its notes and the card', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/deliveries?')
        ? json(200, {
            items: [
              stop(1001, { special_instructions: 'Ring twice', has_card_message: true, items: cartItems() }),
              stop(1002, {
                time_slot: '13:00-17:00',
                order_status: 'done',
                delivery_status: 'delivered',
                delivered_at: '2031-03-14T10:05:00Z',
                driver: { id: null, name: 'Speedy Couriers' },
              }),
            ],
            count: 2,
            to_go: 1,
            next_cursor: null,
          })
        : undefined,
    );
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });

    const stops = await screen.findAllByRole('listitem', { name: /^Stop/ });
    expect(stops.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Stop 1: #1001 Recipient 1001',
      'Stop 2: #1002 Recipient 1002',
    ]);
    const first = within(stops[0] as HTMLElement);
    expect(first.getByRole('link', { name: /Open the map/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Torstraße 1, 3rd floor, 10117 Berlin')}`,
    );
    expect(first.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+491707654321');
    // What to take from the van: every line of the cart, with its size and add-ons.
    expect(
      within(first.getByRole('list', { name: 'To deliver' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Rose bouquet — Deluxe, + Glass vase', '1 × Tulip bunch']);
    expect(first.getByText('Ring twice')).toBeInTheDocument();
    expect(first.getByText('Card to deliver')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    const second = within(stops[1] as HTMLElement);
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(second.getByText('Driver: Speedy Couriers')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Delivered' })).toBeNull();
    expect(screen.getByText('2 stops, 1 to go')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/deliveries?date=${DAY}&limit=100`);
    expect(screen.getByRole('link', { name: 'Print list' })).toHaveAttribute(
      'href',
      `/intern/deliveries/print?date=${DAY}`,
    );
  });

  it('shows a busy run a page at a time, the stops numbered on, with the whole day’s counts', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/deliveries?')) return undefined;
      const counts = { count: 3, to_go: 3 };
      return new URL(url, 'http://petal.test').searchParams.get('cursor') === 'after-1002'
        ? json(200, { items: [stop(1003)], ...counts, next_cursor: null })
        : json(200, { items: [stop(1001), stop(1002)], ...counts, next_cursor: 'after-1002' });
    });
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });

    expect(await screen.findByText('3 stops, 3 to go')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Stop 3: #1003 Recipient 1003' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/deliveries?'))).toEqual([
      `/api/deliveries?date=${DAY}&limit=100`,
      `/api/deliveries?date=${DAY}&limit=100&cursor=after-1002`,
    ]);
  });

  it('offers to call the sender when the recipient left no phone', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/deliveries?')
        ? json(200, {
            items: [
              stop(1001, { recipient_phone: null }),
              stop(1002, { recipient_phone: null, sender_phone: null }),
            ],
            count: 2,
            to_go: 2,
          })
        : undefined,
    );
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });
    const [first, second] = await screen.findAllByRole('listitem', { name: /^Stop/ });
    const call = within(first as HTMLElement).getByRole('link', { name: /Call sender/ });
    expect(call).toHaveAttribute('href', 'tel:+491701234567');
    expect(call).toHaveTextContent('Call sender · Jonas Weber · +49 170 123 45 67');
    expect(within(second as HTMLElement).queryByRole('link', { name: /Call/ })).toBeNull();
  });

  it('sends a stop out with me, or with a courier by name', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url.startsWith('/api/deliveries?'))
        return json(200, { items: [stop(1001), stop(1002)], count: 2, to_go: 2 });
      if (url.endsWith('/out-for-delivery')) return ok();
      return undefined;
    });
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });
    const [first, second] = await screen.findAllByRole('listitem', { name: /^Stop/ });

    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Out for delivery' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send #1001 out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/out-for-delivery'))).toBe(true));
    const mine = calls.find((c) => c.url === `/api/orders/${stop(1001).uuid}/out-for-delivery`);
    expect(bodyOf(mine?.init ?? {})).toEqual({ driver_id: ME });

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Out for delivery' }));
    dialog = await screen.findByRole('dialog', { name: 'Send #1002 out' });
    await userEvent.click(within(dialog).getByLabelText('A courier'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    expect(within(dialog).getByText('Enter the courier’s name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Courier’s name'), 'Speedy Couriers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/orders/${stop(1002).uuid}/out-for-delivery`)).toBe(true),
    );
    const courier = calls.find((c) => c.url === `/api/orders/${stop(1002).uuid}/out-for-delivery`);
    expect(bodyOf(courier?.init ?? {})).toEqual({ driver_name: 'Speedy Couriers' });
  });

  it('marks a stop delivered with a photo from the camera, and another not home with a note', async () => {
    const out = { delivery_status: 'out_for_delivery' as const, driver: { id: ME, name: 'Maya Lind' } };
    const { calls } = stubFetch(({ url }) => {
      if (url.startsWith('/api/deliveries?')) {
        return json(200, { items: [stop(1001, out), stop(1002, out)], count: 2, to_go: 2 });
      }
      if (url.endsWith('/attempted')) return ok();
      return undefined;
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: '{"ok":true}' };
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });
    const [first, second] = await screen.findAllByRole('listitem', { name: /^Stop/ });

    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: '#1001 delivered' });
    const camera = within(dialog).getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await userEvent.upload(camera, new File([new Uint8Array(1024)], 'door.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivered, with photo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.finish();
    expect(FakeXhr.sent[0]?.url).toBe(`/api/orders/${stop(1001).uuid}/delivered`);
    expect((FakeXhr.sent[0]?.body?.get('polaroid_photo') as File | undefined)?.name).toBe('door.jpg');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '#1001 delivered' })).toBeNull());
    // The toast goes to the top, over the header, not over the next stop's buttons below.
    const toast = (await screen.findByText('#1001 is delivered')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-y-position', 'top');

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Not home' }));
    const note = await screen.findByRole('dialog', { name: '#1002: not home' });
    await userEvent.click(within(note).getByRole('button', { name: 'Save note' }));
    expect(within(note).getByText('Say what happened')).toBeInTheDocument();
    await userEvent.type(within(note).getByLabelText('What happened?'), 'Card in the letterbox');
    await userEvent.click(within(note).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/attempted'))).toBe(true));
    expect(bodyOf(calls.find((c) => c.url.endsWith('/attempted'))?.init ?? {})).toEqual({
      note: 'Card in the letterbox',
    });
  });

  it('shows the server’s reason when a step is refused, and an empty day', async () => {
    stubFetch(({ url }) => {
      if (url.includes(`date=${DAY}`)) return json(200, { items: [stop(1001)], count: 1, to_go: 1 });
      if (url.startsWith('/api/deliveries?')) return json(200, { items: [], count: 0, to_go: 0 });
      if (url.endsWith('/out-for-delivery')) {
        return json(409, {
          message: 'Order #1001 is pending: only a ready order goes out.',
          code: 'CONFLICT',
          details: {},
        });
      }
      return undefined;
    });
    renderPage(DeliveriesPage, { path: `/intern/deliveries?date=${DAY}`, pattern: '/intern/deliveries' });
    await userEvent.click(await screen.findByRole('button', { name: 'Out for delivery' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('only a ready order goes out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No deliveries this day')).toBeInTheDocument();
  });
});
