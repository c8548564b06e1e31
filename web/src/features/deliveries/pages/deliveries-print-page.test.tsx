import type { DeliveryStop } from '@contract/delivery-run';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { cartItems } from '../../../test/order-item';
import { renderPage } from '../../../test/render-back-office-page';
import { deliveryStop } from '../test/delivery-stop';
import { DeliveriesPrintPage } from './deliveries-print-page';

const stop = (number: number, overrides: Partial<DeliveryStop>) =>
  deliveryStop(number, { recipient_phone: '+49 170 7654321', delivery_unit: null, ...overrides });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the printable delivery list', { timeout: 20_000 }, () => {
  it('is a table of the day’s stops in window order, with only my stops when asked', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/deliveries?')
        ? json(200, {
            items: [
              stop(1001, { special_instructions: 'Ring twice', has_card_message: true, items: cartItems() }),
              stop(1002, {
                time_slot: '13:00-17:00',
                delivery_status: 'out_for_delivery',
                driver: { id: null, name: 'Van 2' },
              }),
            ],
            count: 2,
          })
        : undefined,
    );
    renderPage(DeliveriesPrintPage, {
      path: '/intern/deliveries/print?date=2031-03-14&driver=me',
      pattern: '/intern/deliveries/print',
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['#1001', '#1002']);
    // The van is loaded by the list: each stop's lines, with size, add-ons and how many.
    expect(
      within(within(rows[0] as HTMLElement).getByRole('list', { name: 'Items of #1001' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Rose bouquet — Deluxe, + Glass vase', '1 × Tulip bunch']);
    expect(rows[1]).toHaveTextContent('1 × Peony bouquet');
    expect(rows[0]).toHaveTextContent('Torstraße 1, 10117 Berlin');
    expect(rows[0]).toHaveTextContent('Ring twice · Card to deliver');
    expect(rows[0]).toHaveTextContent('Ready to go out');
    expect(rows[1]).toHaveTextContent('Out for delivery');
    expect(rows[1]).toHaveTextContent('Van 2');
    expect(calls[0]?.url).toBe('/api/deliveries?date=2031-03-14&driver=me');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the deliveries' })).toHaveAttribute(
      'href',
      '/intern/deliveries?date=2031-03-14&driver=me',
    );
  });
});
