import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';

function stubOrder(order = internOrder()) {
  stubFetch(({ url }) => {
    const base = `/api/orders/${ORDER_UUID}`;
    if (url === `${base}/intern`) return json(200, order);
    if (url.startsWith(`${base}/audit`)) return json(200, { items: [], next_cursor: null });
    if (url.startsWith(base)) return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('an order on a phone', { timeout: 20_000 }, () => {
  it('offers Print in the order’s header, before the first section, not only at the end', async () => {
    setViewportWidth(390);
    stubOrder();
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const print = await screen.findByRole('link', { name: 'Print work ticket' });
    expect(print).toHaveAttribute('href', `/intern/print/tickets?orders=${ORDER_UUID}`);
    const firstSection = screen.getByRole('region', { name: 'Status' });
    expect(print.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The Print card with the card layouts stays where it was.
    expect(
      within(screen.getByRole('region', { name: 'Print' })).getByRole('link', { name: 'Work ticket' }),
    ).toBeInTheDocument();
  });

  it('leaves it out on a desk, where the Print card is near the top beside the order', async () => {
    stubOrder();
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('region', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print work ticket' })).toBeNull();
  });

  it('leaves it out for a draft, which has nothing to make yet', async () => {
    setViewportWidth(390);
    stubOrder(internOrder({ order_status: 'draft' }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: '#1001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print work ticket' })).toBeNull();
  });
});
