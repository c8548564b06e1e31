import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { localToday } from '../components/customer-form-schema';
import {
  formFields,
  orderLine,
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

    await fillSender();
    await userEvent.type(screen.getByLabelText('Recipient’s e-mail'), 'anna@example.test');
    await userEvent.type(screen.getByLabelText('Message for the recipient'), 'Alles Gute!');
    await userEvent.type(screen.getByLabelText('Send on'), localToday());
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    const fields = formFields(posted(calls)?.init ?? {});
    expect(fields).toMatchObject({
      sender_name: 'Jonas Weber',
      gift_recipient_email: 'anna@example.test',
      gift_message: 'Alles Gute!',
      gift_send_on: localToday(),
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

  it('still asks an order with flowers beside a gift card where and when', async () => {
    stubFetch(publicApi({ order: publicOrder({ items: [orderLine(45), giftCardLine] }) }));
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'When to deliver' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Recipient’s e-mail')).toBeNull();
  });
});
