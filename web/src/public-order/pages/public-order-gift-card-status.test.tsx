import type { PublicOrder } from '@contract/orders';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCustomerLanguage } from '../../test/customer-i18n';
import { stubFetch } from '../../test/fetch';
import { giftCardSent } from '../components/gift-card-steps';
import {
  orderLine,
  orderOptions,
  publicApi,
  publicOrder,
  renderPublicPage,
  UUID,
} from '../test/render-public-page';

/*
 * An order of gift cards alone is paid and sent, never made nor collected (docs/decisions/053):
 * its details page says so in its heading and its steps, in English and German.
 */

const PATH = `/order/${UUID}/details`;
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
    order_status: 'done',
    payment_status: 'done',
    editable: false,
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

const steps = () => screen.getByRole('list', { name: /Order status|Bestellstatus/ });

describe('the status of an order of gift cards alone', { timeout: 20_000 }, () => {
  it('says the card was sent once paid, never that flowers were collected', async () => {
    stubFetch(publicApi({ order: giftCardOrder(), options: orderOptions() }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent' })).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Order received (done)');
    expect(steps()).toHaveTextContent('Paid (done)');
    expect(steps()).toHaveTextContent('Sent (done)');
    expect(steps()).toHaveTextContent('Your gift card has been sent by e-mail.');
    for (const flowers of ['Collected', 'Ready for pickup', 'Being prepared']) {
      expect(steps()).not.toHaveTextContent(flowers);
    }
  });

  it('says it is paid and names the day the card goes out, when that day is still to come', async () => {
    stubFetch(publicApi({ order: giftCardOrder({ gift_send_on: '2099-03-13' }), options: orderOptions() }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Paid (done)');
    expect(steps()).toHaveTextContent('Your gift card is e-mailed on Friday, March 13, 2099.');
    expect(steps()).not.toHaveTextContent('Sent (done)');
  });

  it('waits for the payment before anything is sent', async () => {
    stubFetch(
      publicApi({
        order: giftCardOrder({ order_status: 'pending', payment_status: 'pending', editable: true }),
        options: orderOptions(),
      }),
    );
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for payment' })).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Waiting for payment (now)');
    expect(steps()).toHaveTextContent('Your gift card is e-mailed once the order is paid.');
  });

  it('says the same in German', async () => {
    useCustomerLanguage('de');
    stubFetch(publicApi({ order: giftCardOrder(), options: orderOptions() }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Versendet' })).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Bezahlt (erledigt)');
    expect(steps()).toHaveTextContent('Ihr Gutschein wurde per E-Mail versandt.');
    expect(steps()).not.toHaveTextContent('Abgeholt');
  });
});

describe('when a card with a send day has gone', () => {
  it('goes at 08:00 on the shop’s clock on its day', () => {
    // 06:59 UTC is 07:59 in Berlin in winter; 07:00 UTC is 08:00.
    expect(giftCardSent('2031-01-14', 'Europe/Berlin', new Date('2031-01-14T06:59:00Z'))).toBe(false);
    expect(giftCardSent('2031-01-14', 'Europe/Berlin', new Date('2031-01-14T07:00:00Z'))).toBe(true);
    expect(giftCardSent('2031-01-14', 'Europe/Berlin', new Date('2031-01-13T12:00:00Z'))).toBe(false);
    expect(giftCardSent(null, 'Europe/Berlin')).toBe(true);
  });
});
