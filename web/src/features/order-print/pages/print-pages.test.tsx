// @vitest-environment jsdom
// (a photo that never loads, for the print dialog's fallback: jsdom's images never complete,
// happy-dom reports every image complete at once.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayView } from '../../../test/day-view';
import { json, stubFetch } from '../../../test/fetch';
import { cartItems } from '../../../test/order-item';
import { renderPage } from '../../../test/render-back-office-page';
import { printBatch, printOrder } from '../test/print-batch';
import { PrintCardPage } from './print-card-page';
import { PrintDayPage } from './print-day-page';
import { PrintTicketsPage } from './print-tickets-page';

const A = printOrder(1001);
const B = printOrder(1002, {
  method: 'pickup',
  recipient_name: 'Karl Brandt',
  location: { name: 'Main shop', address: 'Rosenweg 1', city: 'Berlin' },
  card_message: null,
  assigned_to: null,
  product_name: null,
  product_photo: null,
});

/** Answers the batch read with the orders asked for, in that order. */
const printApi = ({ url }: { url: string }) => {
  if (!url.startsWith('/api/orders/print')) return undefined;
  const uuids = (new URL(url, 'http://petal.test').searchParams.get('uuids') ?? '').split(',');
  const known = [A, B];
  const items = uuids.map((uuid) => known.find((order) => order.uuid === uuid));
  if (items.some((item) => !item))
    return json(404, { message: 'The order was not found', code: 'NOT_FOUND', details: {} });
  return json(200, printBatch(items as typeof known));
};

/** The @page rule the printable put in the document (the toaster adds styles of its own). */
const pageRule = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.includes('@page'))
    .join('\n');
/** Tomorrow's day, its second order a cart of two lines. */
function dayWithCart() {
  const view = dayView({ today: '2031-03-13' });
  const morning = view.windows[0]?.orders ?? [];
  morning[1] = { ...(morning[1] as (typeof morning)[number]), items: cartItems() };
  return view;
}
let print: ReturnType<typeof vi.fn>;

beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => vi.unstubAllGlobals());

describe('work tickets', { timeout: 20_000 }, () => {
  it('reads several orders in one request and prints a ticket per order, in order, on A4', async () => {
    const { calls } = stubFetch(printApi);
    renderPage(PrintTicketsPage, {
      path: `/intern/print/tickets?orders=${B.uuid},${A.uuid}`,
      pattern: '/intern/print/tickets',
    });
    const tickets = await screen.findAllByRole('article');
    expect(tickets.map((ticket) => ticket.getAttribute('aria-label'))).toEqual([
      'Work ticket #1002',
      'Work ticket #1001',
    ]);
    expect(calls.map((call) => call.url)).toEqual([`/api/orders/print?uuids=${B.uuid}%2C${A.uuid}`]);
    const [pickup, delivery] = tickets as [HTMLElement, HTMLElement];
    expect(delivery).toHaveTextContent('Peony bouquet');
    expect(delivery).toHaveTextContent('Anna Weber');
    expect(delivery).toHaveTextContent('Torstraße 1, 3rd floor');
    expect(delivery).toHaveTextContent('10117 Berlin');
    expect(delivery).toHaveTextContent('Peonies if we have them');
    expect(delivery).toHaveTextContent('Happy birthday, Anna!');
    expect(delivery).toHaveTextContent('Maya Lind');
    expect(delivery).toHaveTextContent('Rose & Fern');
    expect(delivery.querySelector('img')).toHaveAttribute('src', '/uploads/product.webp');
    expect(pickup).toHaveTextContent('Collected at');
    expect(pickup).toHaveTextContent('Main shop');
    expect(pickup).toHaveTextContent('Florist’s choice');
    expect(pickup).toHaveTextContent('No card');
    expect(pickup).toHaveTextContent('Not assigned');
    expect(within(pickup).getByText('No photo')).toBeInTheDocument();
    expect(pageRule()).toContain('size: 210mm 297mm');
    // The print dialog opens by itself, once: after the photos, or after 4 s if one never loads (as here).
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(document.title).toBe('Work tickets (2)');
  });

  it('says what is wrong instead of printing: no orders chosen, or an order that is not there', async () => {
    const { calls } = stubFetch(printApi);
    renderPage(PrintTicketsPage, { path: '/intern/print/tickets', pattern: '/intern/print/tickets' });
    expect(await screen.findByText('Choose the orders to print first.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(print).not.toHaveBeenCalled();
  });

  it('shows Nothing to print when an order is gone', async () => {
    stubFetch(printApi);
    renderPage(PrintTicketsPage, {
      path: `/intern/print/tickets?orders=${A.uuid},${crypto.randomUUID()}`,
      pattern: '/intern/print/tickets',
    });
    expect(await screen.findByText('Nothing to print')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('enclosure card', { timeout: 20_000 }, () => {
  it('prints the message and the shop on an A6 card, and as a folded A5 card with the message inside', async () => {
    stubFetch(printApi);
    const { router } = renderPage(PrintCardPage, {
      path: `/intern/print/card/${A.uuid}`,
      pattern: '/intern/print/card/:uuid',
    });
    const card = await screen.findByRole('article', { name: 'Card #1001' });
    expect(card).toHaveTextContent('Happy birthday, Anna!');
    expect(card).toHaveTextContent('Rose & Fern');
    expect(pageRule()).toContain('size: 148mm 105mm');
    expect(screen.getByRole('button', { name: 'A6' })).toHaveAttribute('aria-pressed', 'true');
    // Each layout is a 44 px target for a thumb, chosen or not (h-11, min-w-11: 2.75rem).
    for (const name of ['A6', 'A7', 'Folded A5']) {
      expect(screen.getByRole('button', { name })).toHaveClass('h-11', 'min-w-11');
    }

    await userEvent.click(screen.getByRole('button', { name: 'A7' }));
    expect(pageRule()).toContain('size: 105mm 74mm');

    await userEvent.click(screen.getByRole('button', { name: 'Folded A5' }));
    expect(router.state.location.search).toBe('?layout=folded');
    const [outside, inside] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(outside).toHaveAccessibleName('Card #1001, outside');
    expect(outside).toHaveTextContent('Rose & Fern');
    expect(outside).not.toHaveTextContent('Happy birthday');
    expect(inside).toHaveAccessibleName('Card #1001, inside');
    // The message sits on the right-hand panel of the inside.
    expect(inside.children[1]).toHaveTextContent('Happy birthday, Anna!');
    expect(inside.children[0]).toHaveTextContent('');
    expect(pageRule()).toContain('size: 210mm 148mm');
    // Changing the layout does not open the print dialog again.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

describe('day sheet', { timeout: 20_000 }, () => {
  it('lists the day’s orders by window with a box to tick, on A4 pages with margins', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/orders/day') ? json(200, dayWithCart()) : undefined,
    );
    renderPage(PrintDayPage, { path: '/intern/print/day/2031-03-14', pattern: '/intern/print/day/:date' });
    const sheet = await screen.findByRole('article', { name: 'Day sheet 2031-03-14' });
    expect(calls.map((call) => call.url)).toContain('/api/orders/day?date=2031-03-14');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent(/^Tomorrow, /);
    expect(sheet).toHaveTextContent('3 orders · 2 to make · 1 made · 2 to deliver · 1 to pick up · 0 done');
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['09:00–12:002 orders', '13:00–17:001 order']);
    const rows = within(sheet)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'));
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '#1001',
      '#1002',
      '#1003',
    ]);
    expect(rows[0]).toHaveTextContent('Peonies if we have them');
    expect(rows[0]).toHaveTextContent('Yes');
    expect(rows[1]).toHaveTextContent('Maya Lind');
    expect(rows[2]).toHaveTextContent('Pickup · Main shop');
    // A cart prints every line to make, one under another.
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Rose bouquet — Deluxe, + Glass vase', '1 × Tulip bunch']);
    expect(rows[2]).toHaveTextContent('Florist’s choice');
    expect(pageRule()).toContain('size: 210mm 297mm; margin: 12mm');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
