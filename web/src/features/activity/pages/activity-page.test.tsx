import type { AuditEvent } from '@contract/audit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render-back-office-page';
import { ActivityPage } from './activity-page';

const PATH = '/intern/settings/activity';
const ORDER = '3f1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e11';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  actor_kind: 'staff',
  actor_id: 'u1',
  actor_name: 'Maya Lind',
  action: 'order.status',
  entity_type: 'order',
  entity_id: ORDER,
  entity_label: null,
  changes: {},
  at: '2031-03-02T10:05:00Z',
  ...overrides,
});

const orderEvent = event({
  id: '5',
  action: 'order.created',
  changes: { number: { to: 1001 }, price: { to: '45.00' } },
});
const productEvent = event({
  id: '4',
  action: 'product.updated',
  entity_type: 'product',
  entity_id: 'p1',
  changes: { price: { from: '45.50', to: '50.00' } },
});
const paidEvent = event({
  id: '3',
  action: 'order.paid',
  actor_kind: 'card_provider',
  actor_id: null,
  actor_name: 'Card payments',
  entity_label: '#1002',
  changes: { payment_status: { to: 'done' } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shop-wide activity log', () => {
  it('lists events with who, what and a link to the order; filters by kind; loads more', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/audit')) return undefined;
      if (url.includes('entity_type=product')) return json(200, { items: [productEvent], next_cursor: null });
      if (url.includes('cursor=c2')) return json(200, { items: [paidEvent], next_cursor: null });
      return json(200, { items: [orderEvent, productEvent], next_cursor: 'c2' });
    });
    renderPage(ActivityPage, { path: PATH });
    const order = await screen.findByRole('link', { name: 'Order #1001' });
    expect(order).toHaveAttribute('href', `/intern/orders/${ORDER}`);
    expect(screen.getByText('Changed a product')).toBeInTheDocument();
    expect(screen.getByText('Price: 45.50 → 50.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Marked it paid')).toBeInTheDocument();
    expect(screen.getByText('Card payments')).toBeInTheDocument();
    // The server names the order; the link says its number.
    expect(screen.getByRole('link', { name: 'Order #1002' })).toHaveAttribute(
      'href',
      `/intern/orders/${ORDER}`,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Products');
    expect(await screen.findByText('Changed a product')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order #1001' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/audit?limit=30',
      '/api/audit?limit=30&cursor=c2',
      '/api/audit?limit=30&entity_type=product',
    ]);
  });

  it('says when nothing is recorded for a kind', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/audit') ? json(200, { items: [], next_cursor: null }) : undefined,
    );
    renderPage(ActivityPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Team');
    expect(await screen.findByText('Changes to team show up here.')).toBeInTheDocument();
  });

  it('is for the owner and managers: a florist gets an explanation and no request is made', async () => {
    const { calls } = stubFetch();
    renderPage(ActivityPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/audit'))).toEqual([]);
  });

  it('offers to try again when the log does not load', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/audit')
        ? json(500, { message: 'Something went wrong', code: 'INTERNAL_ERROR', details: {} })
        : undefined,
    );
    renderPage(ActivityPage, { path: PATH });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(
      within(alert.parentElement?.parentElement as HTMLElement).getByText('Could not load the activity'),
    ).toBeInTheDocument();
  });
});
