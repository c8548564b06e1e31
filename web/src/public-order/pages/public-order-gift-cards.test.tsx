import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/shop-format';
import { stubFetch } from '../../test/fetch';
import {
  formFields,
  orderLine,
  orderOptions,
  publicApi,
  publicOrder,
  renderPublicPage,
  UUID,
} from '../test/render-public-page';

/* Gift cards alone (docs/decisions/053): e-mailed, so the page asks whom to, not where or when. */

const PATH = `/order/${UUID}`;
const giftCardLine = { ...orderLine(50), product_name: 'Gift card', kind: 'gift_card' as const };
const giftCardOrder = () =>
  publicOrder({ items: [giftCardLine], delivery_zipcode: '10117', price: 50, total: 50, net_total: 50 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillSender() {
  await userEvent.type(await screen.findByLabelText('Your name'), 'Jonas Weber');
  await userEvent.type(screen.getByLabelText('E-mail'), 'jonas@example.test');
}

const posted = (calls: { url: string; init: RequestInit }[]) =>
  calls.find((call) => call.url === `/api/orders/${UUID}` && call.init.method === 'POST');

describe('the order page of gift cards alone', { timeout: 20_000 }, () => {
  it('asks whom to e-mail the card to, with a message and a day, instead of where and when', async () => {
    const { calls } = stubFetch(publicApi({ order: giftCardOrder() }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'Who gets the gift card' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'When to deliver' })).toBeNull();
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByLabelText("Recipient's name")).toBeNull();
    // The zip code the storefront knew costs delivery; a gift card pays none.
    expect(screen.getByText('Total').parentElement).toHaveTextContent(/^Total€50\.00$/);
    // It speaks of the card, and offers no gift card or code to pay with: neither applies to it.
    expect(
      screen.getByText('Tell us who you are and who gets the gift card. It takes a minute.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Gift card code')).toBeNull();
    expect(screen.queryByLabelText('Discount code')).toBeNull();

    await fillSender();
    await userEvent.type(screen.getByLabelText('Recipient’s e-mail'), 'anna@example.test');
    await userEvent.type(screen.getByLabelText('Message for the recipient'), 'Alles Gute!');
    await userEvent.type(screen.getByLabelText('Send on'), todayIn('Europe/Berlin'));
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    const fields = formFields(posted(calls)?.init ?? {});
    expect(fields).toMatchObject({
      sender_name: 'Jonas Weber',
      gift_recipient_email: 'anna@example.test',
      gift_message: 'Alles Gute!',
      gift_send_on: todayIn('Europe/Berlin'),
    });
    expect(fields).not.toHaveProperty('delivery_date');
    expect(fields).not.toHaveProperty('time_slot');
    expect(fields).not.toHaveProperty('delivery_address');
  });

  it('refuses a mistyped address and a day in the past before sending', async () => {
    const { calls } = stubFetch(publicApi({ order: giftCardOrder() }));
    renderPublicPage(PATH);
    await fillSender();
    await userEvent.type(screen.getByLabelText('Recipient’s e-mail'), 'anna@');
    await userEvent.type(screen.getByLabelText('Send on'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Choose today or a later day')).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
  });

  it('counts the send day on the shop’s calendar, not the visitor’s', async () => {
    // 20:00 UTC on 10 March: the visitor (here on UTC or near it) is still on the 10th, the shop
    // on Kiritimati already on the 11th, as the server that checks the day again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T20:00:00Z'));
    try {
      const options = { ...orderOptions(), time_zone: 'Pacific/Kiritimati' };
      const { calls } = stubFetch(publicApi({ order: giftCardOrder(), options }));
      renderPublicPage(PATH);
      await fillSender();
      const sendOn = screen.getByLabelText('Send on');
      expect(sendOn).toHaveAttribute('min', '2031-03-11');
      expect(sendOn).toHaveAttribute('max', '2032-03-10');
      await userEvent.type(sendOn, '2031-03-10');
      await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
      expect(await screen.findByText('Choose today or a later day')).toBeInTheDocument();
      expect(posted(calls)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('still asks an order with flowers beside a gift card where and when', async () => {
    stubFetch(publicApi({ order: publicOrder({ items: [orderLine(45), giftCardLine] }) }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'When to deliver' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Recipient’s e-mail')).toBeNull();
  });
});
