import type { PublicOrder } from '@contract/orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch';
import {
  orderLine,
  orderOptions,
  publicApi,
  publicOrder,
  renderPublicPage,
  UUID,
} from '../test/render-public-page';

const PATH = `/order/${UUID}/details`;

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
    renderPublicPage(PATH);

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

  it('opens the form from the details without loading the page or the order again', async () => {
    const { calls } = stubFetch(publicApi({ order: publicOrder({ ...submitted, order_status: 'pending' }) }));
    const page = renderPublicPage(PATH);
    await userEvent.click(await screen.findByRole('link', { name: 'Change your order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your order' })).toBeInTheDocument();
    expect(page.location()).toBe(`/order/${UUID}`);
    expect(screen.getByLabelText('Your name')).toHaveValue('Jonas Weber');
    expect(calls.filter((call) => call.url === `/api/orders/${UUID}`)).toHaveLength(1);
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
    renderPublicPage(PATH);

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
    renderPublicPage(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is not complete yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your order' })).toHaveAttribute(
      'href',
      `/order/${UUID}`,
    );
  });

  describe('paying by card', () => {
    const pending = publicOrder({ ...submitted, order_status: 'pending', payment_status: 'pending' });
    const withCards = { ...orderOptions(), card_payments: true };
    const checkout =
      (answer: Response) =>
      ({ url }: { url: string }) =>
        url === '/api/checkout' ? answer : undefined;

    it('sends the customer to the card provider’s page for the order total', async () => {
      const assign = vi.fn();
      // The parts of the address the page reads, with assign recorded: a page never really leaves.
      const { href, origin, pathname, search, hash } = window.location;
      vi.stubGlobal('location', { href, origin, pathname, search, hash, assign });
      const { calls } = stubFetch(
        publicApi({ order: pending, options: withCards }),
        checkout(json(200, { sessionId: 'cs_1', url: 'https://pay.example/cs_1' })),
      );
      renderPublicPage(PATH);
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €49.90 by card' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
      const sent = calls.find((c) => c.url === '/api/checkout');
      expect(JSON.parse(String(sent?.init.body))).toEqual({ uuid: UUID });
    });

    it('says why a card payment cannot start', async () => {
      stubFetch(
        publicApi({ order: pending, options: withCards }),
        checkout(
          json(503, {
            message: 'The card provider cannot be reached right now',
            code: 'PAYMENTS_NOT_CONFIGURED',
            details: {},
          }),
        ),
      );
      renderPublicPage(PATH);
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €49.90 by card' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The card provider cannot be reached right now',
      );
    });

    it('offers no card button when the shop takes no cards', async () => {
      stubFetch(publicApi({ order: pending, options: orderOptions({ allow_pay_in_shop: true }) }));
      renderPublicPage(PATH);
      expect(await screen.findByText('Pay in the shop')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
    });

    it('back from paying, confirms until the shop hears of the payment', async () => {
      let paid = false;
      stubFetch(
        ({ url }) => {
          if (url !== `/api/orders/${UUID}`) return undefined;
          const answer = json(200, { ...pending, payment_status: paid ? 'done' : 'ready' });
          paid = true;
          return answer;
        },
        publicApi({ order: pending, options: withCards }),
      );
      renderPublicPage(`${PATH}?payment=done`);
      expect(await screen.findByText('Confirming your card payment…')).toBeInTheDocument();
      expect(await screen.findByText('Paid. Thank you!', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('Confirming your card payment…')).toBeNull();
    });

    it('says nothing was charged when the customer cancelled, and offers the card again', async () => {
      stubFetch(publicApi({ order: { ...pending, payment_status: 'failed' }, options: withCards }));
      renderPublicPage(`${PATH}?payment=cancelled`);
      expect(await screen.findByText('Card payment cancelled. Nothing was charged.')).toBeInTheDocument();
      expect(
        screen.getByText('The last card payment did not go through. Nothing was charged.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay €49.90 by card' })).toBeInTheDocument();
    });
  });

  it('offers the paid order’s invoice and credit note as PDFs', async () => {
    const documents = {
      items: [
        {
          id: 'd1',
          kind: 'invoice',
          number: '2031-000007',
          issued_at: '2031-03-02T10:00:00Z',
          total: 49.9,
          currency: 'EUR',
          invoice_number: null,
        },
        {
          id: 'd2',
          kind: 'credit_note',
          number: '2031-000009',
          issued_at: '2031-03-03T10:00:00Z',
          total: 5,
          currency: 'EUR',
          invoice_number: '2031-000007',
        },
      ],
      count: 2,
    };
    const answerDocuments = ({ url }: { url: string }) =>
      url === `/api/orders/${UUID}/invoices` ? json(200, documents) : undefined;
    const { calls } = stubFetch(
      answerDocuments,
      publicApi({
        order: publicOrder({ ...submitted, order_status: 'ready', payment_status: 'done', editable: false }),
      }),
    );
    renderPublicPage(PATH);
    const invoice = await screen.findByRole('link', { name: 'Invoice 2031-000007 (PDF)' });
    expect(invoice).toHaveAttribute('href', `/api/orders/${UUID}/invoices/d1/pdf`);
    expect(screen.getByRole('link', { name: 'Credit note 2031-000009 (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${UUID}/invoices/d2/pdf`,
    );
    expect(calls.some((call) => call.url.endsWith('/invoices'))).toBe(true);
  });

  it('asks for no documents before the order is paid', async () => {
    const { calls } = stubFetch(publicApi({ order: publicOrder({ ...submitted, order_status: 'pending' }) }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Being prepared' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/invoices'))).toBe(false);
  });
});

describe('the details of an order of gift cards alone', { timeout: 20_000 }, () => {
  const giftCardLine = { ...orderLine(50), product_name: 'Gift card', kind: 'gift_card' as const };
  const giftCardOrder = (overrides: Partial<PublicOrder> = {}) =>
    publicOrder({
      items: [giftCardLine],
      method: 'pickup',
      sender_name: 'Jonas Weber',
      sender_email: 'jonas@example.test',
      recipient_name: null,
      delivery_date: null,
      time_slot: null,
      delivery_price: null,
      total: 50,
      order_status: 'pending',
      ...overrides,
    });

  it('shows whom the card is e-mailed to, on which day and with which words, and no pickup', async () => {
    stubFetch(
      publicApi({
        order: giftCardOrder({
          gift_recipient_email: 'anna@example.test',
          gift_message: 'Alles Gute, Anna!',
          gift_send_on: '2031-03-14',
        }),
      }),
    );
    renderPublicPage(PATH);
    const card = await screen.findByRole('region', { name: 'Your gift card' });
    expect(card).toHaveTextContent('E-mailed toanna@example.test');
    expect(card).toHaveTextContent('You get a copy at the same time.');
    expect(card).toHaveTextContent('Sent onFriday, March 14, 2031');
    expect(card).toHaveTextContent('Alles Gute, Anna!');
    expect(screen.queryByText('Pickup')).toBeNull();
    expect(screen.queryByText('Where to collect')).toBeNull();
    expect(screen.queryByText('Date to be agreed')).toBeNull();
  });

  it('says the card comes to the buyer, once paid, without a recipient or a day', async () => {
    stubFetch(publicApi({ order: giftCardOrder() }));
    renderPublicPage(PATH);
    const card = await screen.findByRole('region', { name: 'Your gift card' });
    expect(card).toHaveTextContent('E-mailed toYou (jonas@example.test)');
    expect(card).toHaveTextContent('Sent onAs soon as the order is paid');
    expect(screen.queryByText('You get a copy at the same time.')).toBeNull();
  });
});
