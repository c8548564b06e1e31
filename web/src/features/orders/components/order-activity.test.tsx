import type { AuditEvent } from '@contract/audit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../../test/fetch';
import { ORDER_UUID } from '../test/render-page';
import { OrderActivity } from './order-activity';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  actor_kind: 'staff',
  actor_id: 'u1',
  actor_name: 'Maya Lind',
  action: 'order.status',
  entity_type: 'order',
  entity_id: ORDER_UUID,
  entity_label: null,
  changes: {},
  at: '2031-03-02T10:05:00Z',
  ...overrides,
});

const base = `/api/orders/${ORDER_UUID}/audit`;

function renderActivity() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderActivity uuid={ORDER_UUID} timeZone="Asia/Tokyo" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an order’s activity', () => {
  it('lists who did what, newest first, at the shop’s time, with the fields that changed', async () => {
    stubFetch(({ url }) =>
      url.startsWith(base)
        ? json(200, {
            items: [
              event({ id: '3', changes: { order_status: { from: 'pending', to: 'ready' } } }),
              event({
                id: '2',
                action: 'order.details',
                actor_kind: 'customer',
                actor_id: null,
                actor_name: 'Customer',
                changes: { time_slot: { from: '09:00-12:00', to: '13:00-17:00' }, sender_name: {} },
                at: '2031-03-02T09:00:00Z',
              }),
            ],
            next_cursor: null,
          })
        : undefined,
    );
    renderActivity();
    const items = await screen.findAllByRole('listitem');
    const [newest, older] = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(newest).toHaveTextContent('Changed the status');
    expect(newest).toHaveTextContent('Order status: pending → ready');
    expect(within(newest as HTMLElement).getByText('Maya Lind')).toBeInTheDocument();
    // 10:05 UTC is 19:05 in Tokyo, where the shop is, whatever the viewer's zone.
    const tokyo = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    expect(newest).toHaveTextContent(tokyo.format(new Date('2031-03-02T10:05:00Z')));
    expect(tokyo.format(new Date('2031-03-02T10:05:00Z'))).toMatch(/7:05|19:05/);
    expect(older).toHaveTextContent('Customer');
    expect(older).toHaveTextContent('Time slot: 09:00-12:00 → 13:00-17:00');
    expect(older).toHaveTextContent('Sender name changed');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a delivery photo as "Bouquet photo added" with a link, never its long stored address', async () => {
    const path = `/uploads/${'a1b2c3d4e5f6'.repeat(6)}.webp`;
    stubFetch(({ url }) =>
      url.startsWith(base)
        ? json(200, {
            items: [
              event({
                id: '2',
                action: 'order.photo_polaroid',
                changes: { polaroid_photo: { from: null, to: path } },
              }),
              event({
                id: '1',
                action: 'order.delivered',
                changes: { delivery_status: { to: 'delivered' } },
              }),
            ],
            next_cursor: null,
          })
        : undefined,
    );
    renderActivity();
    const added = await screen.findByText(/Bouquet photo added/);
    expect(within(added).getByRole('link', { name: 'View photo' })).toHaveAttribute('href', path);
    expect(document.body).not.toHaveTextContent(path);
    // Whatever long word comes next wraps inside its card instead of widening a phone's page.
    const entry = added.closest('ol > li');
    expect(entry).toHaveClass('min-w-0', 'wrap-anywhere');
  });

  it('loads older events from the cursor of the last page', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith(base)) return undefined;
      return url.includes('cursor=next-1')
        ? json(200, { items: [event({ id: '1', action: 'order.created' })], next_cursor: null })
        : json(200, { items: [event({ id: '2', action: 'order.note' })], next_cursor: 'next-1' });
    });
    renderActivity();
    expect(await screen.findByText('Changed the note')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Created the order')).toBeInTheDocument();
    expect(screen.getByText('Changed the note')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([`${base}?limit=20`, `${base}?limit=20&cursor=next-1`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded, and offers to retry when loading fails', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (!url.startsWith(base)) return undefined;
      if (fail) return json(500, { message: 'Something went wrong', code: 'INTERNAL_ERROR', details: {} });
      return json(200, { items: [], next_cursor: null });
    });
    renderActivity();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not load the activity',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
