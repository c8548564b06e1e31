import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
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

describe('the customer’s note on their order', { timeout: 20_000 }, () => {
  it('stands out in the Customer section, above who ordered', async () => {
    stubOrder(internOrder({ customer_note: 'No lilies — allergic.\nPays by invoice.' }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });

    const customer = await screen.findByRole('region', { name: 'Customer' });
    const note = within(customer).getByRole('note', { name: 'Note about the customer' });
    expect(note).toHaveTextContent('No lilies — allergic.');
    expect(note).toHaveTextContent('Pays by invoice.');
    expect(note.querySelector('svg')).not.toBeNull();
    const sender = within(customer).getByText('Jonas Weber');
    expect(note.compareDocumentPosition(sender) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there when the customer has no note', async () => {
    stubOrder();
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
