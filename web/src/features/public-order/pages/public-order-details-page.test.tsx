import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { orderOptions, publicApi, publicOrder, renderPublicPage, UUID } from '../test/render-public-page';
import { PublicOrderDetailsPage } from './public-order-details-page';

const PATH = `/order/${UUID}/details`;
const PATTERN = '/order/:uuid/details';

const submitted = {
  sender_name: 'Jonas Weber',
  recipient_name: 'Anna Weber',
  delivery_address: 'Torstraße 1',
  delivery_city: 'Berlin',
  delivery_zipcode: '10117',
  delivery_date: '2031-03-11',
  time_slot: '14:00-17:00',
  delivery_price: 4.9,
  total: 49.9,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer’s order details', { timeout: 20_000 }, () => {
  it('shows a received order being prepared, when and where, and a link to change it', async () => {
    stubFetch(publicApi({ order: publicOrder({ ...submitted, order_status: 'pending' }) }));
    renderPublicPage(PublicOrderDetailsPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Being prepared' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Order status' });
    expect(steps).toHaveTextContent('Order received (done)');
    expect(steps).toHaveTextContent('Being prepared (now)');
    expect(steps).toHaveTextContent('Out for delivery');
    expect(steps).toHaveTextContent('Delivered');
    expect(screen.getByText('14:00–17:00')).toBeInTheDocument();
    expect(screen.getByText('10117 Berlin')).toBeInTheDocument();
    expect(screen.getByText('€49.90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your order' })).toHaveAttribute('href', `/order/${UUID}`);
    expect(screen.queryByText('Your bouquet')).toBeNull();
  });

  it('shows a collected pickup order with its polaroid and payment', async () => {
    stubFetch(
      publicApi({
        order: publicOrder({
          ...submitted,
          method: 'pickup',
          delivery_price: null,
          total: 45,
          order_status: 'done',
          payment_status: 'done',
          editable: false,
          location_id: 'a1a1a1a1-0000-4000-8000-000000000001',
          polaroid_photo: '/uploads/abc.webp',
        }),
        options: orderOptions(),
      }),
    );
    renderPublicPage(PublicOrderDetailsPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Collected' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order status' })).toHaveTextContent('Ready for pickup (done)');
    expect(screen.getByText('Your bouquet')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your bouquet from Rose & Fern' })).toHaveAttribute(
      'src',
      '/uploads/abc.webp',
    );
    expect(await screen.findByText('Rose & Fern Mitte')).toBeInTheDocument();
    expect(screen.getByText('Paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change your order' })).toBeNull();
  });

  it('sends a customer back to the form while the order is a draft', async () => {
    stubFetch(publicApi());
    renderPublicPage(PublicOrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is not complete yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your order' })).toHaveAttribute(
      'href',
      `/order/${UUID}`,
    );
  });
});
