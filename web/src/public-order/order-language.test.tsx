import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCustomerLanguage } from '../test/customer-i18n';
import { stubFetch } from '../test/fetch';
import { publicApi, publicOrder, renderPublicPage, UUID } from './test/render-public-page';

/* The customer's order pages in German (docs/decisions/042). */
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const placed = {
  order_status: 'pending' as const,
  number: 1042,
  sender_name: 'Jonas Weber',
  sender_email: 'jonas@example.test',
  recipient_name: 'Anna Weber',
  delivery_address: 'Torstraße 1',
  delivery_city: 'Berlin',
  delivery_zipcode: '10117',
  delivery_date: '2031-03-14',
  time_slot: '14:00-17:00',
  delivery_price: 4.9,
  total: 49.9,
  net_total: 49.9,
  submitted_at: '2031-03-10T09:00:00Z',
};

describe('the order pages in German', () => {
  it('show where the order is, when, and what it costs, as German writes it', async () => {
    useCustomerLanguage('de');
    stubFetch(publicApi({ order: publicOrder(placed) }));
    renderPublicPage(`/order/${UUID}/details`);

    expect(await screen.findByRole('heading', { level: 1, name: 'In Arbeit' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Bestellstatus' });
    expect(steps).toHaveTextContent('Bestellung eingegangen (erledigt)');
    expect(steps).toHaveTextContent('In Arbeit (jetzt)');
    expect(steps).toHaveTextContent('Unterwegs');
    expect(screen.getByText('Freitag, 14. März 2031')).toBeInTheDocument();
    expect(screen.getByText(/^49,90\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellung ändern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('complete the order in German, check it in German, and switch to English', async () => {
    useCustomerLanguage('de');
    const { calls } = stubFetch(publicApi());
    renderPublicPage(`/order/${UUID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung abschließen' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ihr Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name der beschenkten Person')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    expect(await screen.findByText('Geben Sie Ihren Namen ein')).toBeInTheDocument();
    expect(screen.getByText('Wählen Sie ein Datum')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    // The switch: the page speaks English at once.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your order' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Powered by Petal')).toBeInTheDocument();
  });
});
